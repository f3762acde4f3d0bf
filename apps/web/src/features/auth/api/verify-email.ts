import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/verify-email: uses the link's one-time token. */
export function verifyEmail(input: { token: string; type: string }): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/verify-email', input, { token: 'none' });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
