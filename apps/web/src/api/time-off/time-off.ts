import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { scopedKeys } from '../../lib/query-keys.ts';
import { type ScheduleRange, scheduleKey } from '../schedule/scheduled-shifts.ts';

/**
 * The manager's side of time off and availability (docs/decisions/0203-time-off-and-availability.md):
 * the requests of the location's employees, their decisions, and their weekly availability.
 */

export type ManagerTimeOff = ApiAnswer<'GET /api/admin/time-off'>['requests'][number];
export type EmployeeAvailability = ApiAnswer<'GET /api/admin/availability'>['employees'][number];

/** Every time-off answer of the location: a decision asks for all of them again. */
export const timeOffKey = (locationId: string) => [...scopedKeys.manager(locationId), 'time-off'] as const;

/** Pending requests, the manager's to decide. */
export function usePendingTimeOff(locationId: string) {
  const query = { status: 'pending' as const };
  return useQuery({
    queryKey: [...timeOffKey(locationId), query],
    queryFn: ({ signal }) => callApi('GET /api/admin/time-off', { query }, { signal }),
    select: (data) => data.requests,
  });
}

/** Approved time off over the location's days of `range` (the calendar's week, the dialog's days). */
export function useApprovedTimeOff(locationId: string, range: ScheduleRange | null) {
  const query = {
    status: 'approved' as const,
    startDate: range?.startDate ?? '',
    endDate: range?.endDate ?? '',
  };
  return useQuery({
    queryKey: [...timeOffKey(locationId), query],
    queryFn: ({ signal }) => callApi('GET /api/admin/time-off', { query }, { signal }),
    select: (data) => data.requests,
    enabled: range !== null && locationId !== '',
  });
}

/** The weekly availability of the location's active employees. */
export function useAvailabilityHere(locationId: string, enabled = true) {
  return useQuery({
    queryKey: [...timeOffKey(locationId), 'availability'],
    queryFn: ({ signal }) => callApi('GET /api/admin/availability', {}, { signal }),
    select: (data) => data.employees,
    enabled: enabled && locationId !== '',
  });
}

/** Approves (with paid hours) or declines a request; the lists, calendar and warnings follow. */
export function useDecideTimeOff(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: boolean; paidHours: number; note: string }) =>
      decision.approve
        ? callApi('POST /api/admin/time-off/:id/approve', {
            params: { id: decision.id },
            body: { paidHours: decision.paidHours, ...(decision.note ? { note: decision.note } : {}) },
          })
        : callApi('POST /api/admin/time-off/:id/decline', {
            params: { id: decision.id },
            body: decision.note ? { note: decision.note } : {},
          }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: timeOffKey(locationId) });
      void queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) });
    },
  });
}
