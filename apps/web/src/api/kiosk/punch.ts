import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { currentShiftsKey } from './current-shifts.ts';

/** Who punches: the 3-digit ID, and the PIN where the location asks for one. */
export type PunchInput = { employeeId: string; pin?: string };

/** Clock-in answers 201 with the new active shift. The server stamps the time; the kiosk sends who. */
export const clockIn = (body: PunchInput) =>
  callApi('POST /api/shift/clock-in', { body }, { token: 'kiosk' });

/** Clock-out answers 200 with the closed shift (clockIn, clockOut, totalHours). */
export const clockOut = (body: PunchInput) =>
  callApi('POST /api/shift/clock-out', { body }, { token: 'kiosk' });

/** Start Break answers 201 with the shift (onBreakSince set) and the break begun. */
export const breakStart = (body: PunchInput) =>
  callApi('POST /api/shift/break-start', { body }, { token: 'kiosk' });

/** End Break answers 200 with the shift and the break ended (start, end, paid). */
export const breakEnd = (body: PunchInput) =>
  callApi('POST /api/shift/break-end', { body }, { token: 'kiosk' });

function usePunchMutation<T>(punch: (body: PunchInput) => Promise<T>, locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: punch,
    // Offline, a punch must fail at once and be kept (use-offline-punches.ts), not wait paused and
    // then go out at the server's time of the reconnection.
    networkMode: 'always',
    // Also after a refusal: "already clocked in" or "not clocked in" means the list on screen was out of
    // date. Not awaited: the person's message must not wait for the list to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: currentShiftsKey(locationId) });
    },
  });
}

export const useClockIn = (locationId: string) => usePunchMutation(clockIn, locationId);
export const useClockOut = (locationId: string) => usePunchMutation(clockOut, locationId);
export const useBreakStart = (locationId: string) => usePunchMutation(breakStart, locationId);
export const useBreakEnd = (locationId: string) => usePunchMutation(breakEnd, locationId);
