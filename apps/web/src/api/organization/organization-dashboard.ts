import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/organization/:organizationId/dashboard';

export type OrganizationDashboard = ApiAnswer<typeof route>;
export type DashboardOrganization = OrganizationDashboard['organization'];
export type OrganizationStatus = DashboardOrganization['status'];
export type OrganizationLicense = NonNullable<DashboardOrganization['license']>;
/**
 * A location card: `locationId` is the 6-character code people type to log in; `stats` are the active
 * employees and the hours worked this month in the location's time zone (rounded to 0.1).
 */
export type DashboardLocation = OrganizationDashboard['locations'][number];

/** Every query of the owner's screen starts with this key, so one invalidation refreshes them all. */
export const organizationKey = (organizationId: string) => scopedKeys.organization(organizationId);

/**
 * Sent with the organization admin's own token: after a direct access to a manager, adminToken holds
 * the manager's token (lib/api-client.ts).
 */
export function organizationDashboardQuery(organizationId: string) {
  const params = { organizationId };
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), route, { params }),
    queryFn: ({ signal }) => callApi(route, { params }, { token: 'token', signal }),
    // A failed background refetch would swap a working screen for an error; the owner refreshes
    // after each change anyway (every mutation invalidates this query).
    refetchOnWindowFocus: false,
  });
}

export function useOrganizationDashboard(organizationId: string) {
  return useQuery(organizationDashboardQuery(organizationId));
}
