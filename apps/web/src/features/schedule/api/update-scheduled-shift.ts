import type { updateScheduledShiftBody } from '@shiftclock/contract/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type ScheduledShift, scheduleKey } from './list-scheduled-shifts.ts';

/** SPEC.md section 5: an edit sends the start and the end only. */
export type UpdateScheduledShiftBody = z.output<typeof updateScheduledShiftBody>;

/** PUT /api/admin/scheduled-shifts/{id} {scheduledStart, scheduledEnd}. */
export function updateScheduledShift({ id, body }: { id: string; body: UpdateScheduledShiftBody }) {
  return apiClient.put<{ message: string; scheduledShift: ScheduledShift }>(
    `/api/admin/scheduled-shifts/${encodeURIComponent(id)}`,
    { scheduledStart: body.scheduledStart, scheduledEnd: body.scheduledEnd },
  );
}

export function useUpdateScheduledShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...scheduleKey(locationId), 'update'],
    mutationFn: updateScheduledShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
  });
}
