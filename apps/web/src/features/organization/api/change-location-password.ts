import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type LocationAccountType = 'location' | 'manager';

export interface ChangePasswordInput {
  locationId: string;
  accountType: LocationAccountType;
  newPassword: string;
}

/** PUT /api/organization/change-password; the server revokes that account's tokens. */
export function changeLocationPassword(input: ChangePasswordInput) {
  return apiClient.put<{ message: string }>('/api/organization/change-password', input, { token: 'token' });
}

export function useChangeLocationPassword() {
  return useMutation({ mutationFn: changeLocationPassword });
}
