import type {
  ExpiringOrganization,
  MasterDashboard,
  Organization,
  OrganizationsPage,
} from '../../api/master/types.ts';

// Answers of /api/master-admin shaped like the server's, for the screen tests.

let sequence = 0;

export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  const id = `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    organizationName: `Organization ${sequence}`,
    email: `owner${sequence}@example.com`,
    status: 'approved',
    createdAt: '2026-03-05T10:00:00.000Z',
    license: {
      type: 'trial',
      startDate: '2026-03-05T10:00:00.000Z',
      endDate: '2026-04-04T10:00:00.000Z',
      duration: 30,
      durationUnit: 'days',
      autoRenew: false,
      daysLeft: 20,
    },
    locationCount: 0,
    locationLimits: { maxLocations: 1, currentLocations: 0 },
    ...overrides,
  };
}

export function anExpiringOrganization(
  daysLeft: number,
  overrides: Partial<Organization> = {},
): ExpiringOrganization {
  const organization = anOrganization(overrides);
  const license = organization.license ?? anOrganization().license;
  return { ...organization, license: license && { ...license, daysLeft }, daysLeft };
}

export function aDashboard(overrides: Partial<MasterDashboard> = {}): MasterDashboard {
  return {
    statistics: { totalOrganizations: 12, approvedOrganizations: 7, pendingOrganizations: 3, totalUsers: 41 },
    pendingOrganizations: [],
    expiringLicenses: [],
    recentOrganizations: [],
    ...overrides,
  };
}

export function aPage(organizations: Organization[], { page = 1, totalPages = 1 } = {}): OrganizationsPage {
  return {
    organizations,
    pagination: {
      page,
      limit: 10,
      total: Math.max(organizations.length, (totalPages - 1) * 10 + 1),
      totalPages,
    },
  };
}
