import { screen, within } from '@testing-library/react';
import type {
  DashboardLocation,
  DashboardOrganization,
  OrganizationDashboard,
} from '../../../api/organization/organization-dashboard.ts';

export const organizationId = 'org-1';
export const dashboardPath = `/organization/${organizationId}/dashboard`;
export const dashboardApi = `GET /api/organization/${organizationId}/dashboard`;

export function organizationFixture(overrides: Partial<DashboardOrganization> = {}): DashboardOrganization {
  return {
    _id: organizationId,
    id: organizationId,
    organizationName: 'Bean There',
    email: 'owner@example.com',
    status: 'approved',
    createdAt: '2026-01-05T09:00:00.000Z',
    license: {
      type: 'trial',
      startDate: '2026-11-01T12:00:00.000Z',
      endDate: '2026-12-01T12:00:00.000Z',
      duration: 30,
      durationUnit: 'days',
      autoRenew: false,
      daysLeft: 9,
    },
    locationCount: 1,
    locationLimits: { maxLocations: 3, currentLocations: 1 },
    ...overrides,
  };
}

export function locationFixture(overrides: Partial<DashboardLocation> = {}): DashboardLocation {
  return {
    _id: 'loc-uuid-1',
    id: 'loc-uuid-1',
    locationId: 'ABC234',
    locationName: 'Main Street',
    timezone: 'Europe/Paris',
    timeFormat: '24h',
    createdAt: '2026-11-02T08:00:00.000Z',
    stats: { employeeCount: 4, monthHours: 12.3, kiosks: { registered: 1, online: 1, openNow: true } },
    ...overrides,
  };
}

export function dashboardFixture(
  organization: Partial<DashboardOrganization> = {},
  locations: DashboardLocation[] = [locationFixture()],
): OrganizationDashboard {
  const limits = organization.locationLimits ?? {
    maxLocations: 3,
    currentLocations: locations.length,
  };
  return {
    organization: organizationFixture({
      locationCount: limits.currentLocations,
      locationLimits: limits,
      ...organization,
    }),
    locations,
  };
}

/** The organization admin is signed in: its token under `token`, as the login stores it. */
export function signInOwner(token = 'owner-token') {
  localStorage.setItem('token', token);
}

export const field = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label, { selector: 'input' });

/** The error shown for a field: its message is linked to the input by aria-describedby. */
export function errorOf(label: string, container?: HTMLElement): string | null {
  const ids = field(label, container).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

/** A checklist as '✓ label' / '✗ label' lines. */
export function checklist(name: string, container: HTMLElement = document.body) {
  return within(within(container).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${item.dataset.ok === 'true' ? '✓' : '✗'} ${item.textContent?.replace(/\((not )?met\)/, '')}`,
    );
}

export function locationCard(name: string) {
  return screen.getByRole('article', { name });
}
