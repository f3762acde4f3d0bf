import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { PunchResponse } from './clock-in.ts';
import { kioskKey } from './get-current-shifts.ts';

/** POST /api/shift/clock-out {employeeId} → 200 with the closed shift (clockIn, clockOut, totalHours). */
export function clockOut(employeeId: string) {
  return apiClient.post<PunchResponse>('/api/shift/clock-out', { employeeId }, { token: 'kiosk' });
}

export function useClockOut(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockOut,
    // Also after a refusal: "not clocked in" means the list on screen was out of date. Not awaited:
    // the person's message must not wait for the list to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kioskKey(locationId) });
    },
  });
}
