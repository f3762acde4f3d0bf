import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationKey } from './get-organization-dashboard.ts';

/** DELETE /api/organization/locations/{locationId}: the server removes all of the location's data. */
export function deleteLocation(locationId: string) {
  return apiClient.delete<{ message: string }>(
    `/api/organization/locations/${encodeURIComponent(locationId)}`,
    { token: 'token' },
  );
}

export function useDeleteLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    // Not awaited: the dialog closes first, then the card leaves the refreshed grid. Awaiting would
    // unmount the card, and its open dialog with it, before the dialog could hand focus back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) });
    },
  });
}
