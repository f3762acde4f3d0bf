import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type TokenPreference } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** GET /api/auth/validate: who the stored token belongs to (CONTRACT.md section 4). */
export interface SessionValidation {
  valid: true;
  accountType: 'location' | 'manager' | 'orgAdmin' | 'master';
  /** Null for the organization admin and the master admin, who have no location. */
  locationId: string | null;
  organizationId: string | null;
}

export function validateSession(preference: TokenPreference, signal?: AbortSignal) {
  return apiClient.get<SessionValidation>('/api/auth/validate', { token: preference, signal });
}

export function validateSessionQueryOptions(preference: TokenPreference) {
  return queryOptions({
    queryKey: scopedKeys.session(preference),
    queryFn: ({ signal }) => validateSession(preference, signal),
    // Asked afresh on every visit to a dashboard: an answer cached for another token (after a
    // logout and a new login in the same tab) must never open a dashboard.
    staleTime: 0,
    gcTime: 0,
    // A failed refetch would throw a working kiosk out (SPEC.md: any failure signs out); the
    // dashboard's own calls notice a revoked token soon enough.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useValidateSession(preference: TokenPreference) {
  return useQuery(validateSessionQueryOptions(preference));
}
