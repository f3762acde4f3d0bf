import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { type ScheduleRange, scheduleKey } from './scheduled-shifts.ts';

const route = 'GET /api/admin/schedule/warnings';

/** The warnings and labour totals of a range of the location's days (docs/api.md, "Schedule warnings"). */
export type ScheduleWarnings = ApiAnswer<typeof route>;
export type ScheduleWarning = ScheduleWarnings['warnings'][number];

/**
 * The range's warnings, `YYYY-MM-DD` days of the location. Kept under the schedule's key, so every
 * change to the schedule (scheduled-shift-changes.ts) asks for them again.
 */
export function scheduleWarningsQuery(locationId: string, range: ScheduleRange) {
  const query = { startDate: range.startDate, endDate: range.endDate };
  return queryOptions({
    queryKey: [...scheduleKey(locationId), 'warnings', query] as const,
    queryFn: ({ signal }) => callApi(route, { query }, { signal }),
  });
}

export function useScheduleWarnings(locationId: string, range: ScheduleRange | null) {
  return useQuery({
    ...scheduleWarningsQuery(locationId, range ?? { startDate: '', endDate: '' }),
    enabled: range !== null && locationId !== '',
  });
}
