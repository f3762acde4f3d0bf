import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** The fields of an active shift this screen shows (CONTRACT.md section 4's shift). */
export interface CurrentShift {
  id: string;
  employee: { id: string; name: string; employeeId: string };
  clockIn: string;
}

/** GET /api/shift/current: who is clocked in at the token's location, oldest first. */
export function getCurrentShifts(signal?: AbortSignal) {
  return apiClient.get<{ shifts: CurrentShift[] }>('/api/shift/current', { signal });
}

export function currentShiftsQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: [...scopedKeys.settings(locationId), 'current-shifts'],
    queryFn: ({ signal }) => getCurrentShifts(signal),
    select: (data) => data.shifts,
    // SPEC.md section 8: a failure here is only logged, so one attempt is enough.
    retry: false,
  });
}

export function useCurrentShifts(locationId: string) {
  return useQuery(currentShiftsQueryOptions(locationId));
}
