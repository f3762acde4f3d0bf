import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { timesheetKey } from './keys.ts';

/**
 * GET /api/admin/timesheets[?date=YYYY-MM-DD]: the pay period holding `date` (the location's today
 * when null), its approval, and the hours per employee.
 */
export function getTimesheet(date: string | null, signal?: AbortSignal) {
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  return apiClient.get<TimesheetResponse>(`/api/admin/timesheets${query}`, { signal });
}

export function timesheetQueryOptions(locationId: string, date: string | null) {
  return queryOptions({
    queryKey: timesheetKey(locationId, date),
    queryFn: ({ signal }) => getTimesheet(date, signal),
    // Previous/Next keep the last period on screen (dimmed) instead of a skeleton between periods.
    placeholderData: keepPreviousData,
  });
}

export function useTimesheet(locationId: string, date: string | null) {
  return useQuery(timesheetQueryOptions(locationId, date));
}
