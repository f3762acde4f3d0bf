import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { startSession } from '../session.ts';

export interface MasterLoginAnswer {
  message: string;
  token: string;
}

/** POST /api/master-auth/login with the master key. */
export function loginMaster(password: string): Promise<MasterLoginAnswer> {
  return apiClient.post<MasterLoginAnswer>('/api/master-auth/login', { password }, { token: 'none' });
}

/** SPEC.md section 3: the master admin's token is held under `token`. */
export function useMasterLoginMutation() {
  return useMutation({
    mutationFn: async (password: string) => {
      const answer = await loginMaster(password);
      startSession(answer.token);
      return answer;
    },
  });
}
