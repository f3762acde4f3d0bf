import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/admin/scheduled-shifts';

/** A scheduled shift as the server answers it. Instants in UTC. */
export type ScheduledShift = ApiAnswer<typeof route>['scheduledShifts'][number];

/**
 * A range: whole days in the location's zone, both inclusive ('YYYY-MM-DD'), or instants with an
 * offset, start inclusive and end exclusive (docs/api.md, "Dates and times").
 */
export interface ScheduleRange {
  startDate: string;
  endDate: string;
}

/** Every scheduled-shift list of the location: a change to the schedule invalidates them all. */
export const scheduleKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), route);

/** The shifts overlapping the range, in start order (the upcoming list and the calendar alike). */
export function scheduledShiftsQuery(locationId: string, range: ScheduleRange) {
  const query = { startDate: range.startDate, endDate: range.endDate };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: ({ signal }) => callApi(route, { query }, { signal }),
    select: (data) => data.scheduledShifts,
  });
}

export function useScheduledShifts(locationId: string, range: ScheduleRange | null) {
  return useQuery({
    ...scheduledShiftsQuery(locationId, range ?? { startDate: '', endDate: '' }),
    enabled: range !== null,
  });
}
