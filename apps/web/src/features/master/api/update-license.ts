import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { organizationPath } from './organization-path.ts';
import type { DurationUnit, LicenseType, OrganizationAnswer } from './types.ts';
import { useInvalidateMaster } from './use-invalidate-master.ts';

export interface LicenseChange {
  id: string;
  licenseType: LicenseType;
  duration: number;
  durationUnit: DurationUnit;
  autoRenew: boolean;
}

/** PUT /api/master-admin/organizations/{id}/license: the new end date counts from now. */
export function updateLicense({ id, ...license }: LicenseChange): Promise<OrganizationAnswer> {
  return apiClient.put<OrganizationAnswer>(organizationPath(id, 'license'), license, { token: 'token' });
}

export function useUpdateLicenseMutation() {
  const invalidate = useInvalidateMaster();
  return useMutation({ mutationFn: updateLicense, onSuccess: invalidate });
}
