import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timesheet } from '../../features/timesheets/test/timesheet-fixture.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { stubApi } from '../../test/stub-api.ts';

afterEach(() => vi.unstubAllGlobals());

const standIns = [
  { path: '/manager/:locationId', element: <p>Manager dashboard stand-in</p> },
  { path: '/location/:locationId', element: <p>Location dashboard stand-in</p> },
];

function stubServer(accountType: string, locationId: string | null = 'ABC234') {
  return stubApi({
    'GET /api/auth/validate': {
      status: 200,
      body: { valid: true, accountType, locationId, organizationId: 'org-1' },
    },
    'GET /api/admin/location-info': {
      status: 200,
      body: {
        locationId: 'ABC234',
        locationName: 'Main Street',
        timezone: 'Europe/Paris',
        region: 'FR',
        address: null,
      },
    },
    'GET /api/admin/location-settings': { status: 200, body: { settings: DEFAULT_SETTINGS } },
    'GET /api/admin/employees': { status: 200, body: { employees: [] } },
    'GET /api/admin/timesheets': {
      status: 200,
      body: timesheet({ employees: [], reviewShifts: [], openShifts: [] }),
    },
  });
}

async function expectPath(router: ReturnType<typeof renderRoute>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 3000 });
}

describe('/manager/timesheets', () => {
  it('without a token goes to the organization login without asking the server', async () => {
    const { fetchMock } = stubServer('manager');
    const { router } = renderRoute('/manager/timesheets');
    await expectPath(router, '/organization/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a location account back to its own dashboard (timesheets are the manager's)", async () => {
    localStorage.setItem('token', 'kiosk-token');
    stubServer('location');
    const { router } = renderRoute('/manager/timesheets', standIns);
    await expectPath(router, '/location/ABC234');
  });

  it.each(['orgAdmin', 'master'])(
    'a %s account (no location) goes to the organization login',
    async (type) => {
      localStorage.setItem('token', 'other-token');
      stubServer(type, null);
      const { router } = renderRoute('/manager/timesheets', standIns);
      await expectPath(router, '/organization/login');
    },
  );

  it("opens for a manager, with the period, and 'Back to Dashboard' goes to /manager/{locationId}", async () => {
    const user = userEvent.setup();
    localStorage.setItem('adminToken', 'mgr');
    stubServer('manager');
    const { router } = renderRoute('/manager/timesheets', standIns);
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
    // English in Paris: day first (docs/decisions/0178-dates-follow-the-location.md).
    expect(await screen.findByRole('heading', { name: '16 Nov – 22 Nov 2026' })).toBeVisible();
    expect(screen.getByText('No shifts in this period')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await expectPath(router, '/manager/ABC234');
  });
});
