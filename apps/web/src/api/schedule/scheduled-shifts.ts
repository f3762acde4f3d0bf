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

/**
 * The shifts overlapping the range, in start order (the upcoming list and the calendar alike).
 * `early`, when given, is the range's answer already asked for (the current week by name,
 * manager-calls.ts); undefined from it asks as usual.
 */
export function scheduledShiftsQuery(
  locationId: string,
  range: ScheduleRange,
  early?: Promise<ApiAnswer<typeof route> | undefined>,
) {
  const query = { startDate: range.startDate, endDate: range.endDate };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.manager(locationId), route, { query }),
    queryFn: async ({ signal }) => (await early) ?? callApi(route, { query }, { signal }),
    select: (data) => data.scheduledShifts,
  });
}

/** The scheduled shifts of the week holding now, asked by name (`week=current`, as currentWeekShifts). */
export function currentWeekSchedule() {
  return callApi(route, { query: { week: 'current' } });
}

export function useScheduledShifts(locationId: string, range: ScheduleRange | null) {
  return useQuery({
    ...scheduledShiftsQuery(locationId, range ?? { startDate: '', endDate: '' }),
    enabled: range !== null,
  });
}
