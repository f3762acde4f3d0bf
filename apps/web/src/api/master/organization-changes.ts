import { TRIAL_DAYS } from '@shiftclock/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { type ApiBody, callApi } from '../../lib/api-client.ts';
import { useInvalidateMaster } from './invalidate-master.ts';

/**
 * The master admin's writes to one organization: approve, reject, status, license and location
 * limits. Each answers the organization as it now is; each reloads the master's lists on success.
 */

/** Older clients sent the trial it grants; the server grants that trial whatever is sent. */
const trialApproval = { licenseType: 'trial', duration: TRIAL_DAYS, durationUnit: 'days' } as const;

const token = { token: 'token' } as const;

export const approveOrganization = (id: string) =>
  callApi('POST /api/master-admin/organizations/:id/approve', { params: { id }, body: trialApproval }, token);

/** No body, so no content type. */
export const rejectOrganization = (id: string) =>
  callApi('POST /api/master-admin/organizations/:id/reject', { params: { id } }, token);

export type StatusChange = { id: string } & ApiBody<'PUT /api/master-admin/organizations/:id/status'>;
export const updateOrganizationStatus = ({ id, ...body }: StatusChange) =>
  callApi('PUT /api/master-admin/organizations/:id/status', { params: { id }, body }, token);

/** The new end date counts from now. */
export type LicenseChange = { id: string } & ApiBody<'PUT /api/master-admin/organizations/:id/license'>;
export const updateLicense = ({ id, ...body }: LicenseChange) =>
  callApi('PUT /api/master-admin/organizations/:id/license', { params: { id }, body }, token);

/** Below the current count: 400 'Cannot be less than current locations (N)'. */
export type LocationLimitsChange = {
  id: string;
} & ApiBody<'PUT /api/master-admin/organizations/:id/location-limits'>;
export const updateLocationLimits = ({ id, ...body }: LocationLimitsChange) =>
  callApi('PUT /api/master-admin/organizations/:id/location-limits', { params: { id }, body }, token);

function useMasterWrite<I, O>(write: (input: I) => Promise<O>) {
  const invalidate = useInvalidateMaster();
  return useMutation({ mutationFn: write, onSuccess: invalidate });
}

export const useApproveOrganizationMutation = () => useMasterWrite(approveOrganization);
export const useRejectOrganizationMutation = () => useMasterWrite(rejectOrganization);
export const useUpdateOrganizationStatusMutation = () => useMasterWrite(updateOrganizationStatus);
export const useUpdateLicenseMutation = () => useMasterWrite(updateLicense);
export const useUpdateLocationLimitsMutation = () => useMasterWrite(updateLocationLimits);
