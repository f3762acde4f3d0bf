import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { validateSessionQuery } from '../../api/auth/validate-session.ts';
import { locationInfoQuery } from '../../api/settings/location-info.ts';
import { tokenPreferenceFor } from '../../features/dashboard/session-access.ts';
import { getToken, type TokenPreference } from '../../lib/api-client.ts';
import { isDashboardAccountType } from '../../lib/paths.ts';

/** The token a location screen's calls send: a location dashboard the kiosk's, the rest the manager's. */
function preferenceOf(params: LoaderFunctionArgs['params']): TokenPreference {
  return isDashboardAccountType(params.accountType) ? tokenPreferenceFor(params.accountType) : 'default';
}

/**
 * The loader of the location screens' layout route (the dashboard, its settings and its timesheets).
 * It starts, before the screen's code has even downloaded, the two calls every one of them waits for:
 * who the token belongs to, and then that location's name and zone. It does not wait for them: each
 * screen shows its own loading and error states from the same queries, which find the answers (or the
 * calls still on their way) in the cache, so neither is asked twice.
 */
export function locationSessionLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const preference = preferenceOf(params);
    if (!getToken(preference)) return null;
    // staleTime 0: a visit always asks afresh; the screen then reuses this answer. fetchQuery does not
    // retry unless told: this call retries as the screen's own query would.
    const retry = queryClient.getDefaultOptions().queries?.retry;
    void queryClient.fetchQuery({ ...validateSessionQuery(preference), staleTime: 0, retry }).then(
      (session) =>
        session.locationId
          ? queryClient.prefetchQuery(
              locationInfoQuery(session.locationId, preference === 'kiosk' ? 'kiosk' : 'manager'),
            )
          : undefined,
      // The screen's own query reports the failure.
      () => undefined,
    );
    return null;
  };
}
