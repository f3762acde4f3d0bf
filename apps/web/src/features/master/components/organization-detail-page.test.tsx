import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { anOrganization, aPage } from '../test-fixtures.ts';

beforeEach(() => localStorage.setItem('token', 'master-token'));
afterEach(() => vi.unstubAllGlobals());

const organization = anOrganization({
  organizationName: 'Bean There',
  email: 'owner@bean.test',
  locationCount: 1,
  locationLimits: { maxLocations: 3, currentLocations: 1 },
});
const detail = {
  organization,
  owner: { email: 'owner@bean.test', emailVerified: true, registeredAt: '2026-03-01T09:00:00.000Z' },
  history: [
    { kind: 'registered', at: '2026-03-01T09:00:00.000Z' },
    { kind: 'status', at: '2026-03-05T10:00:00.000Z', status: 'approved' },
    {
      kind: 'license',
      at: '2026-03-05T10:00:00.000Z',
      license: {
        type: 'trial',
        duration: 30,
        durationUnit: 'days',
        autoRenew: false,
        endDate: '2026-04-04T10:00:00.000Z',
      },
    },
    { kind: 'locationLimit', at: '2026-03-06T10:00:00.000Z', maxLocations: 3 },
  ],
  locations: [
    {
      _id: 'loc-1',
      id: 'loc-1',
      locationId: 'HARBR2',
      locationName: 'Harbour Street',
      timezone: 'Europe/Paris',
      timeFormat: '24h',
      createdAt: '2026-03-05T11:00:00.000Z',
      stats: { employeeCount: 24, monthHours: 812.5, kiosks: { registered: 2, online: 1, openNow: true } },
    },
  ],
};

describe('organization detail', () => {
  it('opens from the name in the list and shows the owner, the locations and the history, newest first', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/master-admin/organizations': { status: 200, body: aPage([organization]) },
      [`GET /api/master-admin/organizations/${organization.id}`]: { status: 200, body: detail },
    });
    renderRoute('/admin/organizations');
    await user.click(await screen.findByRole('link', { name: 'Bean There' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Bean There' })).toBeVisible();
    expect(screen.getByText('owner@bean.test', { selector: 'dd span' })).toBeVisible();
    expect(screen.getByText('(e-mail verified)')).toBeVisible();
    const locations = screen.getByRole('region', { name: '1 location' });
    expect(within(locations).getByText('Harbour Street')).toBeVisible();
    expect(within(locations).getByText('24')).toBeVisible();
    expect(within(locations).getByText('812.5 h')).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Mar 6, 2026Location limit set to 3',
      'Mar 5, 2026License: Trial, 30 days, until Apr 4, 2026',
      'Mar 5, 2026Status set to Approved',
      'Mar 1, 2026Registered',
    ]);
  });

  it('says when the organization does not exist, with Retry', async () => {
    stubApi({
      [`GET /api/master-admin/organizations/${organization.id}`]: {
        status: 404,
        body: { message: 'Organization not found' },
      },
    });
    renderRoute(`/admin/organizations/${organization.id}`);
    expect(await screen.findByText('Error Loading Organization')).toBeVisible();
    expect(screen.getByText('Organization not found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
