import { SHIFTS_QUERY_MAX_LIMIT } from '@shiftclock/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calendarKeys, type WeekRange } from './keys.ts';
import type { ActualShift } from './types.ts';

/** A week of a very busy location still comes in a few pages; this bounds a runaway loop. */
const MAX_PAGES = 20;

/**
 * GET /api/admin/shifts?startDate&endDate&limit=500: the shifts clocked in within the range plus every
 * active one, followed page by page (`before`) until the server says there is no more.
 */
export async function listWeekShifts(range: WeekRange, signal?: AbortSignal): Promise<ActualShift[]> {
  const shifts: ActualShift[] = [];
  let before: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ ...range, limit: String(SHIFTS_QUERY_MAX_LIMIT) });
    if (before) query.set('before', before);
    const body: { shifts: ActualShift[]; nextCursor: string | null } = await apiClient.get(
      `/api/admin/shifts?${query}`,
      { signal },
    );
    shifts.push(...body.shifts);
    before = body.nextCursor;
    if (!before) break;
  }
  return shifts;
}

export function weekShiftsQueryOptions(locationId: string, range: WeekRange) {
  return queryOptions({
    queryKey: calendarKeys.shifts(locationId, range),
    queryFn: ({ signal }) => listWeekShifts(range, signal),
  });
}

export function useWeekShifts(locationId: string, range: WeekRange | null, refetchInterval: number | false) {
  return useQuery({
    ...weekShiftsQueryOptions(locationId, range ?? { startDate: '', endDate: '' }),
    enabled: range !== null,
    refetchInterval,
  });
}
