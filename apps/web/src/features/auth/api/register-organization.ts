import type { RegisterOrganizationBody } from '@shiftclock/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/register-organization; field problems come back as ApiError.errors. */
export function registerOrganization(body: RegisterOrganizationBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/register-organization', body, { token: 'none' });
}

export function useRegisterOrganizationMutation() {
  return useMutation({ mutationFn: registerOrganization });
}
