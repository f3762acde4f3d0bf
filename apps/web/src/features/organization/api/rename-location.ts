import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationKey } from './get-organization-dashboard.ts';

export interface RenameLocationInput {
  locationId: string;
  locationName: string;
}

/** PUT /api/organization/locations/{locationId} {locationName}. */
export function renameLocation({ locationId, locationName }: RenameLocationInput) {
  return apiClient.put<{ message: string }>(
    `/api/organization/locations/${encodeURIComponent(locationId)}`,
    { locationName },
    { token: 'token' },
  );
}

export function useRenameLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) }),
  });
}
