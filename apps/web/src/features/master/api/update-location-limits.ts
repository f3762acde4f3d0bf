import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationPath } from './organization-path.ts';
import type { OrganizationAnswer } from './types.ts';
import { useInvalidateMaster } from './use-invalidate-master.ts';

export interface LocationLimitsChange {
  id: string;
  maxLocations: number;
}

/**
 * PUT /api/master-admin/organizations/{id}/location-limits {maxLocations}. Below the current count:
 * 400 'Cannot be less than current locations (N)'.
 */
export function updateLocationLimits({
  id,
  maxLocations,
}: LocationLimitsChange): Promise<OrganizationAnswer> {
  return apiClient.put<OrganizationAnswer>(
    organizationPath(id, 'location-limits'),
    { maxLocations },
    { token: 'token' },
  );
}

export function useUpdateLocationLimitsMutation() {
  const invalidate = useInvalidateMaster();
  return useMutation({ mutationFn: updateLocationLimits, onSuccess: invalidate });
}
