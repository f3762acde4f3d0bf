import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scheduleKey } from './list-scheduled-shifts.ts';

/**
 * DELETE /api/admin/scheduled-shifts/{id}. Refused with 400 once the shift has started (it is part
 * of the record then), 404 when it is already gone.
 */
export function deleteScheduledShift(id: string) {
  return apiClient.delete<{ message: string }>(`/api/admin/scheduled-shifts/${encodeURIComponent(id)}`);
}

export function useDeleteScheduledShift(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...scheduleKey(locationId), 'delete'],
    mutationFn: deleteScheduledShift,
    // Also after a 404: the shift is gone either way, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
  });
}
