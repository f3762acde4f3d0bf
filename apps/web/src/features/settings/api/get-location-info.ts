import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/location-info: the location's name and IANA time zone. */
export interface LocationInfo {
  locationId: string;
  locationName: string;
  timezone: string;
}

export function getLocationInfo(signal?: AbortSignal) {
  return apiClient.get<LocationInfo>('/api/admin/location-info', { signal });
}

export function locationInfoQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: [...scopedKeys.settings(locationId), 'location-info'],
    queryFn: ({ signal }) => getLocationInfo(signal),
  });
}

export function useLocationInfo(locationId: string) {
  return useQuery(locationInfoQueryOptions(locationId));
}
