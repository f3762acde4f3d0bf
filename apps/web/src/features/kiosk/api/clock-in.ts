import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type KioskShift, kioskKey } from './get-current-shifts.ts';

export interface PunchResponse {
  message: string;
  shift: KioskShift;
}

/** POST /api/shift/clock-in {employeeId} → 201 with the new active shift. The server stamps the time. */
export function clockIn(employeeId: string) {
  return apiClient.post<PunchResponse>('/api/shift/clock-in', { employeeId }, { token: 'kiosk' });
}

export function useClockIn(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockIn,
    // Also after a refusal: "already clocked in" means the list on screen was out of date. Not awaited:
    // the person's message must not wait for the list to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kioskKey(locationId) });
    },
  });
}
