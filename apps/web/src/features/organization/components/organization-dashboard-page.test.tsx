import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import earlyCallsScript from '../../../../early-start.js?raw';
import { organizationDashboardQuery } from '../../../api/organization/organization-dashboard.ts';
import { createRoutes, preloadScreen } from '../../../app/router.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  locationCard,
  locationFixture,
  organizationId,
  signInOwner,
} from '../test/dashboard-fixture.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('organization dashboard', () => {
  it('shows the organization, its license and each location with its stats', async () => {
    signInOwner();
    const { calls } = stubApi({
      [dashboardApi]: {
        status: 200,
        body: dashboardFixture({}, [
          locationFixture(),
          locationFixture({
            locationId: 'XYZ789',
            locationName: 'Harbour',
            stats: { employeeCount: 0, monthHours: 0, kiosks: { registered: 0, online: 0, openNow: false } },
          }),
        ]),
      },
    });
    renderRoute(dashboardPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bean There' })).toBeVisible();
    expect(screen.getAllByText('owner@example.com').length).toBeGreaterThan(0);
    // The owner's own token, even if a direct access left a manager token under adminToken.
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer owner-token');

    const info = screen.getByRole('heading', { name: 'Organization Information' })
      .parentElement as HTMLElement;
    expect(within(info).getByText('APPROVED')).toHaveAttribute('data-approved', 'true');
    const license = screen.getByRole('heading', { name: 'License Information' }).parentElement as HTMLElement;
    expect(within(license).getByText('Trial')).toBeVisible();
    expect(within(license).getByText('01/12/2026')).toBeVisible();
    expect(within(license).getByText('2 / 3')).toBeVisible();

    const main = locationCard('Main Street');
    expect(within(main).getByText('4')).toBeVisible();
    expect(within(main).getByText('12.3h')).toBeVisible();
    expect(within(main).getByLabelText('Location ID')).toHaveValue('ABC234');
    expect(within(main).getByLabelText('Location Link')).toHaveValue(`${window.location.origin}/location`);
    expect(within(main).getByLabelText('Manager Link')).toHaveValue(`${window.location.origin}/manager`);
    expect(within(main).getByRole('button', { name: 'Location' })).toBeEnabled();
    expect(within(main).getByRole('button', { name: 'Manager' })).toBeEnabled();
    expect(within(locationCard('Harbour')).getByText('0.0h')).toBeVisible();
    // The file's first render (every card of the dashboard) takes its time on a busy machine.
  }, 15_000);

  it('styles any status other than approved differently', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture({ status: 'pending', license: null }) },
    });
    renderRoute(dashboardPath);
    expect(await screen.findByText('PENDING')).toHaveAttribute('data-approved', 'false');
    expect(screen.getByText('No License')).toBeVisible();
  });

  it('tells the owner of a pending organization it awaits approval, and why no location can be added', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture({ status: 'pending', license: null }, []) },
    });
    renderRoute(dashboardPath);
    expect(await screen.findByText('Your organization is waiting for approval')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add New Location' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Locations can be created once your organization is approved.');
  });

  it('shows the empty state when there is no location', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture({}, []) } });
    renderRoute(dashboardPath);
    expect(await screen.findByText('No locations created yet')).toBeVisible();
    expect(screen.getByText('Add your first location to get started')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add New Location' })).toBeEnabled();
  });

  it('disables Add New Location at the limit and says to contact sales', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: {
        status: 200,
        body: dashboardFixture({ locationLimits: { maxLocations: 1, currentLocations: 1 } }),
      },
    });
    renderRoute(dashboardPath);
    const add = await screen.findByRole('button', { name: 'Add New Location' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Location limit reached. Contact sales to increase your limit.');
  });

  it.each([401, 403])(
    'locks the screen on %i without showing organization data or an error',
    async (status) => {
      signInOwner();
      stubApi({
        [dashboardApi]: { status, body: { message: 'Session expired or invalid. Please log in again.' } },
      });
      renderRoute(dashboardPath);
      expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
      expect(screen.queryByText('Bean There')).toBeNull();
      expect(screen.queryByText('Session expired or invalid. Please log in again.')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();

      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(reload).toHaveBeenCalled();
    },
  );

  it('names a network failure', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: 'network-error' });
    renderRoute(dashboardPath);
    expect(
      await screen.findByText(
        'Network error. Please check your connection and try again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('logs out: tokens cleared, back to the organization login', async () => {
    signInOwner();
    localStorage.setItem('tempToken', 'manager-token');
    localStorage.setItem('adminToken', 'manager-token');
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    const { router } = renderRoute(dashboardPath);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/login'));
    expect([
      localStorage.getItem('token'),
      localStorage.getItem('adminToken'),
      localStorage.getItem('tempToken'),
    ]).toEqual([null, null, null]);
  });

  it('checks the session every 5 minutes and signs out when it is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInOwner();
    let valid = true;
    const { calls } = stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'GET /api/auth/validate': () =>
        valid
          ? {
              status: 200,
              body: { valid: true, accountType: 'orgAdmin', locationId: null, organizationId: 'org-1' },
            }
          : { status: 401, body: { message: 'Session expired' } },
    });
    const { router } = renderRoute(dashboardPath);
    await screen.findByRole('heading', { level: 1, name: 'Bean There' });
    const validations = () => calls.filter((call) => call.path === '/api/auth/validate').length;

    await act(() => vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1000));
    expect(validations()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(validations()).toBe(1);
    expect(router.state.location.pathname).toBe(dashboardPath);

    valid = false;
    await act(() => vi.advanceTimersByTimeAsync(5 * 60 * 1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

// apps/web/early-start.js sends the dashboard's call before the app's code has arrived, and the app
// takes that answer instead of asking again (lib/early-answers.ts); the route asks for it while the
// screen's code loads (app/router.tsx), so the first render has it.
describe("the dashboard's call before the first render", () => {
  afterEach(() => {
    window.__shiftclockEarlyCalls = undefined;
    window.history.replaceState(null, '', '/');
  });

  /** Opens `path` as a page load would: the early script first, then the app. */
  function runEarlyScript(path: string) {
    window.history.replaceState(null, '', path);
    new Function(earlyCallsScript)();
  }

  it("is the dashboard's one call, with the owner's own token, and is not asked again", async () => {
    signInOwner();
    // A direct access to a manager leaves the manager's token here; the owner's calls never send it.
    localStorage.setItem('adminToken', 'manager-token');
    const { calls } = stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    runEarlyScript(dashboardPath);
    expect(calls.map((call) => call.url.pathname)).toEqual([`/api/organization/${organizationId}/dashboard`]);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer owner-token');

    renderRoute(dashboardPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bean There' })).toBeInTheDocument();
    await waitFor(() => {
      const state = window.__shiftclockEarlyCalls;
      if (!state || state === 'started') throw new Error('no early calls');
      expect(Object.values(state.answers).filter(Boolean)).toEqual([]);
    });
    expect(calls.filter((call) => call.url.pathname.endsWith('/dashboard'))).toHaveLength(1);
  });

  it('is asked while the screen loads its code, and only with the owner signed in', async () => {
    const { calls } = stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    const signedOut = createQueryClient();
    await preloadScreen(createRoutes(signedOut), dashboardPath);
    expect(calls).toEqual([]);

    signInOwner();
    const queryClient = createQueryClient();
    await preloadScreen(createRoutes(queryClient), dashboardPath);
    const { queryKey } = organizationDashboardQuery(organizationId);
    await waitFor(() => expect(queryClient.getQueryData(queryKey)).toEqual(dashboardFixture()));
    expect(calls.map((call) => call.url.pathname)).toEqual([`/api/organization/${organizationId}/dashboard`]);
  });
});
