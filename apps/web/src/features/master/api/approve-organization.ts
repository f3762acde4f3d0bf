import { TRIAL_DAYS } from '@shiftclock/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationPath } from './organization-path.ts';
import type { OrganizationAnswer } from './types.ts';
import { useInvalidateMaster } from './use-invalidate-master.ts';

/** SPEC.md section 7 sends the trial it grants; the server grants that trial whatever is sent. */
const trialApproval = { licenseType: 'trial', duration: TRIAL_DAYS, durationUnit: 'days' } as const;

/** POST /api/master-admin/organizations/{id}/approve: pending only (else 409); grants the 30-day trial. */
export function approveOrganization(id: string): Promise<OrganizationAnswer> {
  return apiClient.post<OrganizationAnswer>(organizationPath(id, 'approve'), trialApproval, {
    token: 'token',
  });
}

export function useApproveOrganizationMutation() {
  const invalidate = useInvalidateMaster();
  return useMutation({ mutationFn: approveOrganization, onSuccess: invalidate });
}
