import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';
import { scheduleKey } from './scheduled-shifts.ts';

export type CreateScheduledShiftBody = ApiBody<'POST /api/admin/scheduled-shifts'>;
export type UpdateScheduledShiftBody = ApiBody<'PUT /api/admin/scheduled-shifts/:id'>;

/** 201. Refused: 409 when it overlaps another shift of the same employee, 400 for an inactive employee or bad times. */
export const createScheduledShift = (body: CreateScheduledShiftBody) =>
  callApi('POST /api/admin/scheduled-shifts', { body });

/** An edit sends the start and the end only (docs/product.md section 5). */
export const updateScheduledShift = ({ id, body }: { id: string; body: UpdateScheduledShiftBody }) =>
  callApi('PUT /api/admin/scheduled-shifts/:id', {
    params: { id },
    body: { scheduledStart: body.scheduledStart, scheduledEnd: body.scheduledEnd },
  });

/** Refused with 400 once the shift has started (it is part of the record then), 404 when already gone. */
export const deleteScheduledShift = (id: string) =>
  callApi('DELETE /api/admin/scheduled-shifts/:id', { params: { id } });

export function useCreateScheduledShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/scheduled-shifts'),
    mutationFn: createScheduledShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
  });
}

export function useUpdateScheduledShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'PUT /api/admin/scheduled-shifts/:id'),
    mutationFn: updateScheduledShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
  });
}

export function useDeleteScheduledShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'DELETE /api/admin/scheduled-shifts/:id'),
    mutationFn: deleteScheduledShift,
    // Also after a 404: the shift is gone either way, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
  });
}
