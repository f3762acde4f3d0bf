import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { meApi, meKey, useMeQuery } from './me-api.ts';
import { forgetMeToken } from './me-token.ts';

export type MySession = ApiAnswer<'GET /api/me/sessions'>['sessions'][number];

/** The person's open sessions of the app, newest first; the one making the call is `current`. */
export const useMySessions = () => useMeQuery('GET /api/me/sessions');

/** Ends one session; ending this phone's own signs it out. */
export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: MySession) =>
      meApi('DELETE /api/me/sessions/:sessionId', { params: { sessionId: session.id } }),
    onSuccess: (_, session) => {
      if (session.current) forgetMeToken();
      else void queryClient.invalidateQueries({ queryKey: meKey('GET /api/me/sessions') });
    },
  });
}

/**
 * Signs this phone out. The token is forgotten whatever the server answers: a phone that asked to
 * be signed out is, even offline (the session then ends by itself when it expires, or from another
 * phone's list).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => meApi('POST /api/me/sign-out').catch(() => undefined),
    onSettled: forgetMeToken,
  });
}
