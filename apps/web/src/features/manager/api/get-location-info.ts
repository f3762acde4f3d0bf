import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/location-info: the location's name and IANA time zone. */
export interface LocationInfo {
  locationId: string;
  locationName: string;
  timezone: string;
}

/** Sent with the manager's token (adminToken, then token: api-client's 'default'). */
export function getLocationInfo(signal?: AbortSignal) {
  return apiClient.get<LocationInfo>('/api/admin/location-info', { signal });
}

export function locationInfoQueryOptions(locationId: string) {
  return queryOptions({
    // Under the manager view's ['admin', locationId] prefix, so a 401 here signs the manager out too.
    queryKey: [...scopedKeys.manager(locationId), 'location-info'],
    queryFn: ({ signal }) => getLocationInfo(signal),
    // A location's zone changes rarely if ever; an hour-old answer is as good as a fresh one.
    staleTime: 60 * 60 * 1000,
  });
}

export function useLocationInfo(locationId: string) {
  return useQuery(locationInfoQueryOptions(locationId));
}
