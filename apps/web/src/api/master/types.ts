import type { ApiAnswer } from '../../lib/api-client.ts';

// The master admin's answers as the screens read them, derived from the endpoints' definitions
// (packages/contract/src/endpoints/master.ts): nothing here is written by hand.

export type MasterDashboard = ApiAnswer<'GET /api/master-admin/dashboard'>;
export type ExpiringOrganization = MasterDashboard['expiringLicenses'][number];
export type OrganizationsPage = ApiAnswer<'GET /api/master-admin/organizations'>;
export type Organization = OrganizationsPage['organizations'][number];
export type OrganizationStatus = Organization['status'];
/** `daysLeft`: whole days to the end date, rounded up; 0 or less once it has passed. */
export type License = NonNullable<Organization['license']>;
export type LicenseType = License['type'];
export type DurationUnit = License['durationUnit'];
