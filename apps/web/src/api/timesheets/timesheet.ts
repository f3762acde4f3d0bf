import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/timesheets';

/** Every timesheet of the location: approvals and corrections invalidate them all. */
export const timesheetsKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), route);

/**
 * The pay period holding `date` (the location's today when null), its approval, and the hours per
 * employee.
 */
export function timesheetQuery(locationId: string, date: string | null) {
  const query = date ? { date } : {};
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: ({ signal }) => callApi(route, { query }, { signal }),
    // Previous/Next keep the last period on screen (dimmed) instead of a skeleton between periods.
    placeholderData: keepPreviousData,
  });
}

export function useTimesheet(locationId: string, date: string | null) {
  return useQuery(timesheetQuery(locationId, date));
}
