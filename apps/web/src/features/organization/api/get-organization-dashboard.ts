import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

export type OrganizationStatus = 'pending' | 'approved' | 'suspended' | 'rejected';

export interface OrganizationLicense {
  type: 'trial' | 'monthly' | 'yearly' | 'custom';
  startDate: string;
  endDate: string;
  duration: number;
  durationUnit: 'days' | 'months' | 'years';
  autoRenew: boolean;
  daysLeft: number;
}

export interface DashboardOrganization {
  _id: string;
  id: string;
  organizationName: string;
  email: string;
  status: OrganizationStatus;
  createdAt: string;
  license: OrganizationLicense | null;
  locationCount: number;
  locationLimits: { maxLocations: number; currentLocations: number };
}

export interface DashboardLocation {
  _id: string;
  id: string;
  /** The 6-character code people type to log in. */
  locationId: string;
  locationName: string;
  timezone: string;
  createdAt: string;
  /** Active employees, and hours worked this month in the location's time zone (rounded to 0.1). */
  stats: { employeeCount: number; monthHours: number };
}

export interface OrganizationDashboard {
  organization: DashboardOrganization;
  locations: DashboardLocation[];
}

/** Every query of this screen starts with this key, so one invalidation refreshes them all. */
export const organizationKey = (organizationId: string) => scopedKeys.organization(organizationId);

/**
 * GET /api/organization/{organizationId}/dashboard. Sent with the organization admin's own token:
 * after a direct access to a manager, adminToken holds the manager's token (api-client.ts).
 */
export function getOrganizationDashboard(organizationId: string, signal?: AbortSignal) {
  return apiClient.get<OrganizationDashboard>(
    `/api/organization/${encodeURIComponent(organizationId)}/dashboard`,
    { token: 'token', signal },
  );
}

export function organizationDashboardQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: [...organizationKey(organizationId), 'dashboard'],
    queryFn: ({ signal }) => getOrganizationDashboard(organizationId, signal),
    // A failed background refetch would swap a working screen for an error; the owner refreshes
    // after each change anyway (every mutation invalidates this query).
    refetchOnWindowFocus: false,
  });
}

export function useOrganizationDashboard(organizationId: string) {
  return useQuery(organizationDashboardQueryOptions(organizationId));
}
