import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
  accountType: string;
}

/** POST /api/auth/reset-password with the link's one-time token. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/reset-password', input, { token: 'none' });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
