import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calendarKeys } from './keys.ts';

/** The location's name and IANA zone: the calendar's days are the location's days. */
export interface LocationInfo {
  locationId: string;
  locationName: string;
  timezone: string;
}

/** GET /api/admin/location-info with the manager's token. */
export function getLocationInfo(signal?: AbortSignal) {
  return apiClient.get<LocationInfo>('/api/admin/location-info', { signal });
}

export function locationInfoQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: calendarKeys.locationInfo(locationId),
    queryFn: ({ signal }) => getLocationInfo(signal),
    // A location's zone changes rarely if ever.
    staleTime: 60 * 60 * 1000,
  });
}

export function useLocationInfo(locationId: string) {
  return useQuery(locationInfoQueryOptions(locationId));
}
