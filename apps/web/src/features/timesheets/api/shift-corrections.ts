import type { AddShiftBody, CorrectShiftBody, Shift } from '@shiftclock/contract/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { managerKey } from './keys.ts';

type ShiftAnswer = { message: string; shift: Shift };

/** PUT /api/admin/shifts/{id} {clockIn, clockOut, reason?}: fixes (or closes) an actual shift. */
export function correctShift(shiftId: string, body: CorrectShiftBody) {
  return apiClient.put<ShiftAnswer>(`/api/admin/shifts/${encodeURIComponent(shiftId)}`, body);
}

/** POST /api/admin/shifts {employeeId, clockIn, clockOut, reason?}: a missed shift. */
export function addShift(body: AddShiftBody) {
  return apiClient.post<ShiftAnswer>('/api/admin/shifts', body);
}

/** POST /api/admin/shifts/{id}/confirm: an auto-closed shift was worked as recorded (audited). */
export function confirmShift(shiftId: string) {
  return apiClient.post<ShiftAnswer>(`/api/admin/shifts/${encodeURIComponent(shiftId)}/confirm`, {});
}

/** Confirms an auto-closed shift; its hours then count, so every manager list refreshes. */
export function useConfirmShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...managerKey(locationId), 'shift-confirmation'],
    mutationFn: (shiftId: string) => confirmShift(shiftId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerKey(locationId) }),
  });
}

export type SaveShiftInput =
  | { mode: 'correct'; shiftId: string; body: CorrectShiftBody }
  | { mode: 'add'; body: AddShiftBody };

/** One mutation for both modes of the dialog; a success refreshes every manager list (hours move). */
export function useSaveShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...managerKey(locationId), 'shift-correction'],
    mutationFn: (input: SaveShiftInput) =>
      input.mode === 'correct' ? correctShift(input.shiftId, input.body) : addShift(input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKey(locationId) }),
  });
}
