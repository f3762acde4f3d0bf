import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/location-info (location and manager tokens): the location's name and IANA zone. */
export interface LocationInfo {
  locationId: string;
  locationName: string;
  timezone: string;
}

export function getLocationInfo(signal?: AbortSignal) {
  return apiClient.get<LocationInfo>('/api/admin/location-info', { token: 'kiosk', signal });
}

export function locationInfoQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: [...scopedKeys.kiosk(locationId), 'location-info'],
    queryFn: ({ signal }) => getLocationInfo(signal),
    // A location's zone changes rarely if ever; an hour-old answer is as good as a fresh one.
    staleTime: 60 * 60 * 1000,
  });
}

export function useLocationInfo(locationId: string) {
  return useQuery(locationInfoQueryOptions(locationId));
}
