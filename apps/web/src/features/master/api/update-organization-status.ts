import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationPath } from './organization-path.ts';
import type { OrganizationAnswer, OrganizationStatus } from './types.ts';
import { useInvalidateMaster } from './use-invalidate-master.ts';

export interface StatusChange {
  id: string;
  status: OrganizationStatus;
}

/** PUT /api/master-admin/organizations/{id}/status {status}: any of the four, from any state. */
export function updateOrganizationStatus({ id, status }: StatusChange): Promise<OrganizationAnswer> {
  return apiClient.put<OrganizationAnswer>(organizationPath(id, 'status'), { status }, { token: 'token' });
}

export function useUpdateOrganizationStatusMutation() {
  const invalidate = useInvalidateMaster();
  return useMutation({ mutationFn: updateOrganizationStatus, onSuccess: invalidate });
}
