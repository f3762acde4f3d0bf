import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { keptKioskAnswer } from '../../lib/offline-copy.ts';
import { areaToken, endpointKey, type LocationArea, locationScope } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/location-info';

/** The location's code, name and IANA zone: its days and clock are the location's, not the device's. */
export type LocationInfo = ApiAnswer<typeof route>;

export function locationInfoQuery(locationId: string, area: LocationArea = 'manager') {
  // A kiosk keeps its location's zone and name for a start without a connection.
  const kept = area === 'kiosk' ? keptKioskAnswer<LocationInfo>(`location-info:${locationId}`) : null;
  return queryOptions({
    queryKey: endpointKey(locationScope(area, locationId), route),
    queryFn: async ({ signal }) => {
      const info = await callApi(route, {}, { token: areaToken[area], signal });
      return kept ? kept.keep(info) : info;
    },
    // A location's zone changes rarely if ever; an hour-old answer is as good as a fresh one.
    staleTime: 60 * 60 * 1000,
    ...(kept ? { initialData: kept.initialData, initialDataUpdatedAt: kept.initialDataUpdatedAt } : {}),
  });
}

export function useLocationInfo(locationId: string, area: LocationArea = 'manager') {
  return useQuery(locationInfoQuery(locationId, area));
}
