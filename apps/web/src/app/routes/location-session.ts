import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { validateSessionQuery } from '../../api/auth/validate-session.ts';
import { currentShiftsQuery } from '../../api/kiosk/current-shifts.ts';
import { locationInfoQuery } from '../../api/settings/location-info.ts';
import { locationSettingsQuery } from '../../api/settings/location-settings.ts';
import { tokenPreferenceFor } from '../../features/dashboard/session-access.ts';
import { getToken, type TokenPreference } from '../../lib/api-client.ts';
import { isDashboardAccountType } from '../../lib/paths.ts';

/** The token a location screen's calls send: a location dashboard the kiosk's, the rest the manager's. */
function preferenceOf(params: Params): TokenPreference {
  return isDashboardAccountType(params.accountType) ? tokenPreferenceFor(params.accountType) : 'default';
}

/** The navigation each query client last started a session for: one start per navigation. */
const started = new WeakMap<QueryClient, string>();

/**
 * Started by the location screens' layout route (the dashboard, its settings and its timesheets) once
 * per navigation (`navigationKey`, the router location's key), and for the first page also by
 * main.tsx before the screen's code has loaded. It starts the calls every one of those screens waits
 * for: who the token belongs to, and that location's name and zone. A dashboard's address names its
 * location, so there those calls, the location's settings and, on a kiosk, who is at work go out
 * together with the session check rather than after it (one round trip on a slow network instead of
 * two; if the token turns out to belong to another location, the screen sends the browser to that
 * one's address). A manager's dashboard adds its own lists and week (manager-calls.ts). Settings and
 * timesheets have no location in their address: they ask once the session has answered.
 *
 * It does not wait for the calls: each screen shows its own loading and error states from the same
 * queries, which find the answers (or the calls still on their way) in the cache, so none is asked twice.
 */
export function startLocationSession(queryClient: QueryClient, params: Params, navigationKey: string) {
  if (started.get(queryClient) === navigationKey) return;
  started.set(queryClient, navigationKey);
  const preference = preferenceOf(params);
  if (!getToken(preference)) return;
  const area = preference === 'kiosk' ? 'kiosk' : 'manager';
  const fromAddress = params.locationId;
  if (fromAddress) {
    // The screen's own queries report failures.
    void queryClient.prefetchQuery(locationInfoQuery(fromAddress, area));
    void queryClient.prefetchQuery(locationSettingsQuery(fromAddress, area));
    if (area === 'kiosk') void queryClient.prefetchQuery(currentShiftsQuery(fromAddress));
    // Its own chunk, preloaded with the manager's page: the kiosk's first file stays without it.
    else void import('./manager-calls.ts').then((calls) => calls.startManagerCalls(queryClient, fromAddress));
  }
  // staleTime 0: a visit always asks afresh; the screen then reuses this answer. fetchQuery does not
  // retry unless told: this call retries as the screen's own query would.
  const retry = queryClient.getDefaultOptions().queries?.retry;
  void queryClient.fetchQuery({ ...validateSessionQuery(preference), staleTime: 0, retry }).then(
    (session) => {
      if (!fromAddress && session.locationId) {
        void queryClient.prefetchQuery(locationInfoQuery(session.locationId, area));
      }
    },
    () => undefined,
  );
}
