import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aDashboard, anExpiringOrganization, anOrganization, aPage } from '../test-fixtures.ts';

const adminLogin = { path: '/admin/login', element: <p>master login</p> };

function stubMaster(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/master-admin/dashboard': { status: 200, body: aDashboard() },
    'GET /api/master-admin/organizations': { status: 200, body: aPage([]) },
    ...handlers,
  });
}

const callsTo = (calls: ReturnType<typeof stubApi>['calls'], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => localStorage.setItem('token', 'master-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('master dashboard', () => {
  it('shows the loading text, then the four counters from the master token', async () => {
    const { calls } = stubMaster();
    renderRoute('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Master Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();

    expect(await screen.findByText('Total Organizations')).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Organizations', '12'],
      ['Approved', '7'],
      ['Pending', '3'],
      ['Total Users', '41'],
    ] as const) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(new RegExp(`^${value}$`));
    }
    const list = callsTo(calls, 'GET', '/api/master-admin/organizations')[0];
    expect(list?.url.searchParams.get('page')).toBe('1');
    expect(list?.url.searchParams.get('limit')).toBe('5');
    expect(calls.every((call) => call.headers.get('authorization') === 'Bearer master-token')).toBe(true);
  });

  it('shows the three empty texts', async () => {
    stubMaster();
    renderRoute('/admin');
    expect(await screen.findByText('No organizations found')).toBeInTheDocument();
    expect(screen.getByText('No pending organizations')).toBeInTheDocument();
    expect(screen.getByText('No expiring licenses')).toBeInTheDocument();
  });

  it('shows the organization cards with a View All link to the list', async () => {
    stubMaster({
      'GET /api/master-admin/organizations': {
        status: 200,
        body: aPage([
          anOrganization({ organizationName: 'Acme', email: 'boss@acme.test', locationCount: 2 }),
          anOrganization({ organizationName: 'Bistro', status: 'pending', license: null }),
        ]),
      },
    });
    renderRoute('/admin');
    const acme = (await screen.findByRole('heading', { name: 'Acme' })).closest('article') as HTMLElement;
    expect(acme).toHaveTextContent('Approved');
    expect(acme).toHaveTextContent('boss@acme.test');
    expect(acme).toHaveTextContent('Mar 5, 2026');
    expect(acme).toHaveTextContent('Trial');
    expect(acme).toHaveTextContent('Locations2');
    const bistro = screen.getByRole('heading', { name: 'Bistro' }).closest('article') as HTMLElement;
    expect(bistro).toHaveTextContent('No License');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/organizations');
  });

  it('colours days left red at 3 or fewer, yellow at 7 or fewer, else green, and writes the number', async () => {
    stubMaster({
      'GET /api/master-admin/dashboard': {
        status: 200,
        body: aDashboard({
          expiringLicenses: [1, 3, 4, 7, 8].map((days) =>
            anExpiringOrganization(days, { organizationName: `Expires in ${days}` }),
          ),
        }),
      },
    });
    renderRoute('/admin');
    const section = await screen.findByRole('region', { name: /Expiring Licenses/ });
    expect(within(section).getByRole('heading', { name: 'Expiring Licenses 5' })).toBeInTheDocument();
    const tones = within(section)
      .getAllByText(/days? left/)
      .map((badge) => [badge.textContent, badge.dataset.tone]);
    expect(tones).toEqual([
      ['1 day left', 'critical'],
      ['3 days left', 'critical'],
      ['4 days left', 'warning'],
      ['7 days left', 'warning'],
      ['8 days left', 'ok'],
    ]);
    expect(within(section).getAllByText('Expires Apr 4, 2026')).toHaveLength(5);
  });

  it('approves with the trial and reloads the lists; rejects with no body', async () => {
    const pending = [anOrganization({ organizationName: 'Acme', status: 'pending', license: null })];
    const id = pending[0]?.id;
    const { calls: writes } = stubMaster({
      'GET /api/master-admin/dashboard': { status: 200, body: aDashboard({ pendingOrganizations: pending }) },
      [`POST /api/master-admin/organizations/${id}/approve`]: {
        status: 200,
        body: { message: 'ok', organization: anOrganization({ id }) },
      },
      [`POST /api/master-admin/organizations/${id}/reject`]: {
        status: 200,
        body: { message: 'ok', organization: anOrganization({ id }) },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    const section = await screen.findByRole('region', { name: /Pending Organizations/ });
    expect(within(section).getByRole('heading', { name: 'Pending Organizations 1' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Approve Acme' }));
    await waitFor(() => expect(callsTo(writes, 'GET', '/api/master-admin/dashboard')).toHaveLength(2));
    const approve = callsTo(writes, 'POST', `/api/master-admin/organizations/${id}/approve`)[0];
    expect(approve?.body).toEqual({ licenseType: 'trial', duration: 30, durationUnit: 'days' });

    await user.click(within(section).getByRole('button', { name: 'Reject Acme' }));
    await waitFor(() => expect(callsTo(writes, 'GET', '/api/master-admin/dashboard')).toHaveLength(3));
    const reject = callsTo(writes, 'POST', `/api/master-admin/organizations/${id}/reject`)[0];
    expect(reject?.body).toBeUndefined();
    expect(reject?.headers.has('content-type')).toBe(false);
  });

  it('only logs a failed approval: no message, no reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = [anOrganization({ organizationName: 'Acme', status: 'pending', license: null })];
    const { calls } = stubMaster({
      'GET /api/master-admin/dashboard': { status: 200, body: aDashboard({ pendingOrganizations: pending }) },
      [`POST /api/master-admin/organizations/${pending[0]?.id}/approve`]: {
        status: 409,
        body: { message: 'Only a pending organization can be approved' },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Approve Acme' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/master-admin/dashboard')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Approve Acme' })).toBeEnabled();
  });

  it("shows 'Error Loading Dashboard' with the message, and Retry loads it", async () => {
    let failing = true;
    stubMaster({
      'GET /api/master-admin/dashboard': () =>
        failing
          ? { status: 500, body: { message: 'Internal server error' } }
          : { status: 200, body: aDashboard() },
    });
    renderRoute('/admin');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Internal server error');

    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
  });

  it('a 401 clears the token and goes to /admin/login', async () => {
    stubMaster({ 'GET /api/master-admin/dashboard': { status: 401, body: { message: 'Session expired' } } });
    const { router } = renderRoute('/admin', [adminLogin]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a 403 (another account's token) goes to /admin/login and leaves that token alone", async () => {
    stubMaster({ 'GET /api/master-admin/dashboard': { status: 403, body: { message: 'Access denied' } } });
    const { router } = renderRoute('/admin', [adminLogin]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('token')).toBe('master-token');
  });

  it('without a token goes to /admin/login without calling', async () => {
    localStorage.clear();
    const { calls } = stubMaster();
    const { router } = renderRoute('/admin', [adminLogin]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(calls).toEqual([]);
  });

  it('Logout clears the token and goes to /admin/login', async () => {
    stubMaster();
    const { router } = renderRoute('/admin', [adminLogin]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
