import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { areaToken, endpointKey, type LocationArea, locationScope } from '../../lib/query-keys.ts';
import { recordServerTime } from '../../lib/time/server-clock.ts';
import { useLiveUpdatesOpen } from '../live/use-live-updates.ts';

const route = 'GET /api/shift/current';

/** A shift as the kiosk's calls answer it. Times are ISO instants in UTC. */
export type KioskShift = ApiAnswer<typeof route>['shifts'][number];

/**
 * How often 'Currently Working' asks again while the live-updates stream is down, so punches made
 * elsewhere (another kiosk, a manager) still show up.
 */
export const CURRENT_SHIFTS_REFRESH_MS = 30_000;

/** The key a punch invalidates: the location's active shifts in the kiosk's scope. */
export const currentShiftsKey = (locationId: string, area: LocationArea = 'kiosk') =>
  endpointKey(locationScope(area, locationId), route);

/**
 * The location's active shifts, oldest first. The answer also carries the server's time, which sets
 * the kiosk's clock (lib/time/server-clock.ts).
 */
export function currentShiftsQuery(locationId: string, area: LocationArea = 'kiosk') {
  return queryOptions({
    queryKey: currentShiftsKey(locationId, area),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const answer = await callApi(route, {}, { token: areaToken[area], signal });
      recordServerTime(answer.serverTime, sentAt, Date.now());
      return answer;
    },
    select: (data) => data.shifts,
  });
}

/** The kiosk's 'Currently Working': live, or asked again every 30 s while live updates are down. */
export function useCurrentShifts(locationId: string) {
  const live = useLiveUpdatesOpen();
  return useQuery({
    ...currentShiftsQuery(locationId),
    refetchInterval: live ? false : CURRENT_SHIFTS_REFRESH_MS,
  });
}
