import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** A scheduled shift as the server answers it (CONTRACT.md section 4). Instants in UTC. */
export interface ScheduledShift {
  id: string;
  _id: string;
  employee: { id: string; name: string; employeeId: string };
  employeeName: string;
  scheduledStart: string;
  scheduledEnd: string;
  notes: string;
}

/** Under the manager view's ['admin', locationId] prefix (see features/employees' managerDataKey). */
export const scheduleKey = (locationId: string) => [...scopedKeys.manager(locationId), 'schedule'] as const;

/** A range of whole days in the location's zone, both inclusive ('YYYY-MM-DD', CONTRACT.md section 2). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** GET /api/admin/scheduled-shifts?startDate&endDate: the shifts overlapping the range, in start order. */
export function listScheduledShifts(range: DayRange, signal?: AbortSignal) {
  return apiClient.get<{ scheduledShifts: ScheduledShift[] }>(
    `/api/admin/scheduled-shifts?${new URLSearchParams({ ...range })}`,
    { signal },
  );
}

export function scheduledShiftsQueryOptions(locationId: string, range: DayRange) {
  return queryOptions({
    queryKey: [...scheduleKey(locationId), range.startDate, range.endDate],
    queryFn: ({ signal }) => listScheduledShifts(range, signal),
    select: (data) => data.scheduledShifts,
  });
}

export function useScheduledShifts(locationId: string, range: DayRange) {
  return useQuery(scheduledShiftsQueryOptions(locationId, range));
}
