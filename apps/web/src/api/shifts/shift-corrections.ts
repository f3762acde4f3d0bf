import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

export type CorrectShiftBody = ApiBody<'PUT /api/admin/shifts/:shiftId'>;
export type AddShiftBody = ApiBody<'POST /api/admin/shifts'>;

/** Fixes (or closes) an actual shift: {clockIn, clockOut, reason?}. */
export const correctShift = (shiftId: string, body: CorrectShiftBody) =>
  callApi('PUT /api/admin/shifts/:shiftId', { params: { shiftId }, body });

/** A missed shift: {employeeId, clockIn, clockOut, reason?}. */
export const addShift = (body: AddShiftBody) => callApi('POST /api/admin/shifts', { body });

/** An auto-closed shift was worked as recorded (audited). */
export const confirmShift = (shiftId: string) =>
  callApi('POST /api/admin/shifts/:shiftId/confirm', { params: { shiftId }, body: {} });

/** Confirms an auto-closed shift; its hours then count, so every manager list refreshes. */
export function useConfirmShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/shifts/:shiftId/confirm'),
    mutationFn: (shiftId: string) => confirmShift(shiftId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scopedKeys.manager(locationId) }),
  });
}

export type SaveShiftInput =
  | { mode: 'correct'; shiftId: string; body: CorrectShiftBody }
  | { mode: 'add'; body: AddShiftBody };

/** One mutation for both modes of the dialog; a success refreshes every manager list (hours move). */
export function useSaveShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...scopedKeys.manager(locationId), 'shift-correction'],
    mutationFn: (input: SaveShiftInput) =>
      input.mode === 'correct' ? correctShift(input.shiftId, input.body) : addShift(input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKeys.manager(locationId) }),
  });
}
