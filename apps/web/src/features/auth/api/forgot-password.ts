import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: always the same answer, whether or not the address exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/forgot-password', { email }, { token: 'none' });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
