import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** GET /api/auth/validate: who the stored token belongs to (CONTRACT.md section 4). */
export interface SessionValidation {
  valid: true;
  accountType: string;
  /** Null for the organization admin and the master admin, who have no location. */
  locationId: string | null;
  organizationId: string | null;
}

export function validateSession(signal?: AbortSignal) {
  // The 'default' order (adminToken, then token): the settings calls send the same token.
  return apiClient.get<SessionValidation>('/api/auth/validate', { token: 'default', signal });
}

export function validateSessionQueryOptions() {
  return queryOptions({
    queryKey: [...scopedKeys.settings(null), 'validate'],
    queryFn: ({ signal }) => validateSession(signal),
    // Asked afresh on every visit: an answer cached for another token (a logout and a new login in
    // the same tab) must never open the settings of another account.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useValidateSession() {
  return useQuery(validateSessionQueryOptions());
}
