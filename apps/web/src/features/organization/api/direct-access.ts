import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { LocationAccountType } from './change-location-password.ts';

export interface DirectAccessInput {
  locationId: string;
  accountType: LocationAccountType;
}

export interface DirectAccessAnswer {
  message: string;
  token: string;
  accountType: LocationAccountType;
  locationId: string;
}

/** POST /api/auth/direct-access: a session for one of the owner's locations, without its password. */
export function requestDirectAccess(input: DirectAccessInput) {
  return apiClient.post<DirectAccessAnswer>('/api/auth/direct-access', input, { token: 'token' });
}

export function useDirectAccess() {
  return useMutation({ mutationFn: requestDirectAccess });
}
