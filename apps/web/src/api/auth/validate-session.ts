import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi, type TokenPreference } from '../../lib/api-client.ts';
import { scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/auth/validate';

/** Who the token belongs to; `locationId` is null for the organization admin and the master admin. */
export type SessionValidation = ApiAnswer<typeof route>;

/** Asks who the token that `preference` picks belongs to. */
export const validateSession = (preference: TokenPreference, signal?: AbortSignal) =>
  callApi(route, {}, { token: preference, signal });

export function validateSessionQuery(preference: TokenPreference) {
  return queryOptions({
    queryKey: [...scopedKeys.session(preference), route],
    queryFn: ({ signal }) => validateSession(preference, signal),
    // Every visit asks afresh (app/routes/location-session.ts), and the screen reuses that answer for a
    // short while. An answer can never open a dashboard for another token: the key names the token's
    // account, and the cache is emptied whenever the stored token changes (lib/query-client.ts).
    staleTime: 30_000,
    gcTime: 30_000,
    // A failed refetch would throw a working kiosk out (docs/product.md section 8: any failure signs
    // out); the dashboard's own calls notice a revoked token soon enough.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useValidateSession(preference: TokenPreference) {
  return useQuery(validateSessionQuery(preference));
}
