import type { ApiAnswer } from '../../lib/api-client.ts';
import { callApi } from '../../lib/api-client.ts';

// The two public calls of the sign-in screens: no token is sent (lib/api-client.ts, 'none').

export const requestSignInLink = (email: string) =>
  callApi('POST /api/me/sign-in-link', { body: { email: email.trim() } }, { token: 'none' });

export type SignInAnswer = ApiAnswer<'POST /api/me/sign-in'>;

const pending = new Map<string, Promise<SignInAnswer>>();

/**
 * Signs in with an e-mailed link's token or a manager's code. A link's token works once: the same
 * token asked twice (React's development double effect, a double tap) shares the one call.
 */
export function signIn(body: { token: string } | { code: string }): Promise<SignInAnswer> {
  const key = JSON.stringify(body);
  let call = pending.get(key);
  if (!call) {
    call = callApi('POST /api/me/sign-in', { body }, { token: 'none' });
    pending.set(key, call);
    // A code is forgotten once answered, so a mistyped one can be tried again; a link's answer is
    // kept for this page's life: showing its screen again must not spend it twice.
    if ('code' in body) {
      const forget = () => pending.delete(key);
      void call.then(forget, forget);
    }
  }
  return call;
}
