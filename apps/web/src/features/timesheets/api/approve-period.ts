import type { Approval } from '@shiftclock/contract/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { timesheetsKey } from './keys.ts';

/** POST /api/admin/timesheets/approve {startDate}: locks the period against corrections. */
export function approvePeriod(startDate: string) {
  return apiClient.post<{ message: string; approval: Approval }>('/api/admin/timesheets/approve', {
    startDate,
  });
}

/** POST /api/admin/timesheets/reopen {startDate}: lifts the lock. */
export function reopenPeriod(startDate: string) {
  return apiClient.post<{ message: string }>('/api/admin/timesheets/reopen', { startDate });
}

function usePeriodMutation(locationId: string, call: (startDate: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...timesheetsKey(locationId), 'approval'],
    mutationFn: call,
    // Whatever the answer (a 409 means someone else already did it), the screen shows the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetsKey(locationId) }),
  });
}

export function useApprovePeriod(locationId: string) {
  return usePeriodMutation(locationId, approvePeriod);
}

export function useReopenPeriod(locationId: string) {
  return usePeriodMutation(locationId, reopenPeriod);
}
