import { useMutation } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import type { DashboardAccountType } from '../../lib/paths.ts';
import { startManagerSession, startSession } from '../../lib/session.ts';

// The three logins. Each stores its token before resolving, so the next screen's calls carry it.

type LoginAnswer = ApiAnswer<'POST /api/auth/login'>;
type LocationLoginAnswer = Extract<LoginAnswer, { user: { accountType: 'location' | 'manager' } }>;
type OrgAdminLoginAnswer = Extract<LoginAnswer, { organization: unknown }>;

export type LocationLoginInput = {
  accountType: DashboardAccountType;
  locationId: string;
  password: string;
  /** A kiosk's name and its browser's key: the server registers the device (docs/api.md, "Devices"). */
  deviceName?: string;
  deviceKey?: string;
};

/** A location or manager account. */
export function useLocationLoginMutation() {
  return useMutation({
    mutationFn: async (input: LocationLoginInput) => {
      const answer = (await callApi(
        'POST /api/auth/login',
        { body: input },
        { token: 'none' },
      )) as LocationLoginAnswer;
      if (answer.user.accountType === 'manager') startManagerSession(answer.token);
      else startSession(answer.token);
      return answer;
    },
  });
}

/** An organization admin. */
export function useOrgAdminLoginMutation() {
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const body = { ...input, accountType: 'orgAdmin' } as const;
      const answer = (await callApi(
        'POST /api/auth/login',
        { body },
        { token: 'none' },
      )) as OrgAdminLoginAnswer;
      startSession(answer.token);
      return answer;
    },
  });
}

/** The organization id comes as organization.organizationId or user.organizationId. */
export function organizationIdOf(answer: OrgAdminLoginAnswer): string | undefined {
  return answer.organization?.organizationId ?? answer.user?.organizationId;
}

/** The master admin, with the master key; its token is held under `token` (docs/product.md section 3). */
export function useMasterLoginMutation() {
  return useMutation({
    mutationFn: async (password: string) => {
      const answer = await callApi('POST /api/master-auth/login', { body: { password } }, { token: 'none' });
      startSession(answer.token);
      return answer;
    },
  });
}
