import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { currentShiftsKey } from './current-shifts.ts';

/** Clock-in answers 201 with the new active shift. The server stamps the time; the kiosk sends the ID only. */
export const clockIn = (employeeId: string) =>
  callApi('POST /api/shift/clock-in', { body: { employeeId } }, { token: 'kiosk' });

/** Clock-out answers 200 with the closed shift (clockIn, clockOut, totalHours). */
export const clockOut = (employeeId: string) =>
  callApi('POST /api/shift/clock-out', { body: { employeeId } }, { token: 'kiosk' });

function usePunchMutation<T>(punch: (employeeId: string) => Promise<T>, locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: punch,
    // Also after a refusal: "already clocked in" or "not clocked in" means the list on screen was out of
    // date. Not awaited: the person's message must not wait for the list to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: currentShiftsKey(locationId) });
    },
  });
}

export const useClockIn = (locationId: string) => usePunchMutation(clockIn, locationId);
export const useClockOut = (locationId: string) => usePunchMutation(clockOut, locationId);
