import type { createScheduledShiftBody } from '@shiftclock/contract/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { type ScheduledShift, scheduleKey } from './list-scheduled-shifts.ts';

/** What the form sends: the contract's body after its own parsing (3-digit ID, trimmed notes). */
export type CreateScheduledShiftBody = z.output<typeof createScheduledShiftBody>;

/**
 * POST /api/admin/scheduled-shifts → 201. Refused: 409 when it overlaps another shift of the same
 * employee, 400 for an inactive employee or bad times.
 */
export function createScheduledShift(body: CreateScheduledShiftBody) {
  return apiClient.post<{ message: string; scheduledShift: ScheduledShift }>(
    '/api/admin/scheduled-shifts',
    body,
  );
}

export function useCreateScheduledShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...scheduleKey(locationId), 'create'],
    mutationFn: createScheduledShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
  });
}
