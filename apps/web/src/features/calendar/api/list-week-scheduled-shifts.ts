import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calendarKeys, type WeekRange } from './keys.ts';
import type { ScheduledShift } from './types.ts';

/** GET /api/admin/scheduled-shifts?startDate&endDate: every scheduled shift overlapping the range. */
export async function listWeekScheduledShifts(range: WeekRange, signal?: AbortSignal) {
  const body = await apiClient.get<{ scheduledShifts: ScheduledShift[] }>(
    `/api/admin/scheduled-shifts?${new URLSearchParams({ ...range })}`,
    { signal },
  );
  return body.scheduledShifts;
}

export function weekScheduledShiftsQueryOptions(locationId: string, range: WeekRange) {
  return queryOptions({
    queryKey: calendarKeys.scheduled(locationId, range),
    queryFn: ({ signal }) => listWeekScheduledShifts(range, signal),
  });
}

export function useWeekScheduledShifts(locationId: string, range: WeekRange | null) {
  return useQuery({
    ...weekScheduledShiftsQueryOptions(locationId, range ?? { startDate: '', endDate: '' }),
    enabled: range !== null,
  });
}
