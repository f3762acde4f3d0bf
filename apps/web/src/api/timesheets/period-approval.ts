import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';
import { periodAuditKey } from './period-audit.ts';
import { timesheetsKey } from './timesheet.ts';

/** Locks the period against corrections. */
export const approvePeriod = (startDate: string) =>
  callApi('POST /api/admin/timesheets/approve', { body: { startDate } });

/** Lifts the lock. */
export const reopenPeriod = (startDate: string) =>
  callApi('POST /api/admin/timesheets/reopen', { body: { startDate } });

function usePeriodMutation<T>(
  locationId: string,
  route: 'POST /api/admin/timesheets/approve' | 'POST /api/admin/timesheets/reopen',
  call: (startDate: string) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), route),
    mutationFn: call,
    // Whatever the answer (a 409 means someone else already did it), the screen shows the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timesheetsKey(locationId) }),
        queryClient.invalidateQueries({ queryKey: periodAuditKey(locationId) }),
      ]),
  });
}

export const useApprovePeriod = (locationId: string) =>
  usePeriodMutation(locationId, 'POST /api/admin/timesheets/approve', approvePeriod);
export const useReopenPeriod = (locationId: string) =>
  usePeriodMutation(locationId, 'POST /api/admin/timesheets/reopen', reopenPeriod);
