import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationPath } from './organization-path.ts';
import type { OrganizationAnswer } from './types.ts';
import { useInvalidateMaster } from './use-invalidate-master.ts';

/** POST /api/master-admin/organizations/{id}/reject with no body (SPEC.md section 7), so no content type. */
export function rejectOrganization(id: string): Promise<OrganizationAnswer> {
  return apiClient.post<OrganizationAnswer>(organizationPath(id, 'reject'), undefined, { token: 'token' });
}

export function useRejectOrganizationMutation() {
  const invalidate = useInvalidateMaster();
  return useMutation({ mutationFn: rejectOrganization, onSuccess: invalidate });
}
