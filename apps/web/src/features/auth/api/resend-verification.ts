import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/resend-verification: always the same answer, whether or not the address exists. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/resend-verification', { email }, { token: 'none' });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
