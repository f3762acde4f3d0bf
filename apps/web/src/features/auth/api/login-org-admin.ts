import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { startSession } from '../session.ts';

export interface OrgAdminLoginInput {
  email: string;
  password: string;
}

export interface OrgAdminLoginAnswer {
  message: string;
  token: string;
  user?: { accountType: 'orgAdmin'; organizationId: string; email: string };
  organization?: { organizationId: string; organizationName: string; status: string };
}

/** POST /api/auth/login for an organization admin. */
export function loginOrgAdmin(input: OrgAdminLoginInput): Promise<OrgAdminLoginAnswer> {
  return apiClient.post<OrgAdminLoginAnswer>(
    '/api/auth/login',
    { ...input, accountType: 'orgAdmin' },
    { token: 'none' },
  );
}

/** SPEC.md section 7: the organization id comes as organization.organizationId or user.organizationId. */
export function organizationIdOf(answer: OrgAdminLoginAnswer): string | undefined {
  return answer.organization?.organizationId ?? answer.user?.organizationId;
}

export function useOrgAdminLoginMutation() {
  return useMutation({
    mutationFn: async (input: OrgAdminLoginInput) => {
      const answer = await loginOrgAdmin(input);
      startSession(answer.token);
      return answer;
    },
  });
}
