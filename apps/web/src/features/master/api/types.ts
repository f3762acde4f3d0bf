import type { DURATION_UNITS, LICENSE_TYPES, ORGANIZATION_STATUSES } from '@shiftclock/contract/constants';

// The answers of /api/master-admin (apps/server/src/features/master/organization-dto.ts, CONTRACT.md
// section 4), as the screens read them.

export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export type LicenseType = (typeof LICENSE_TYPES)[number];
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface License {
  type: LicenseType;
  startDate: string;
  endDate: string;
  duration: number;
  durationUnit: DurationUnit;
  autoRenew: boolean;
  /** Whole days to the end date, rounded up; 0 or less once it has passed. */
  daysLeft: number;
}

export interface Organization {
  _id: string;
  id: string;
  organizationName: string;
  email: string;
  status: OrganizationStatus;
  createdAt: string;
  license: License | null;
  locationCount: number;
  locationLimits: { maxLocations: number; currentLocations: number };
}

export type ExpiringOrganization = Organization & { daysLeft: number };

export interface MasterDashboard {
  statistics: {
    totalOrganizations: number;
    approvedOrganizations: number;
    pendingOrganizations: number;
    totalUsers: number;
  };
  pendingOrganizations: Organization[];
  expiringLicenses: ExpiringOrganization[];
  recentOrganizations: Organization[];
}

export interface OrganizationsPage {
  organizations: Organization[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** Every write answers the organization as it now is. */
export interface OrganizationAnswer {
  message: string;
  organization: Organization;
}
