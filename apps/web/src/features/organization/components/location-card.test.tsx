import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import {
  checklist,
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  field,
  locationFixture,
  signInOwner,
} from '../test/dashboard-fixture.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('location card', { timeout: 20_000 }, () => {
  it('copies the Location ID on click and highlights it for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: 'Main Street' });
    const id = within(card).getByLabelText('Location ID');
    expect(id).toHaveAttribute('readonly');

    await user.click(id);
    expect(await navigator.clipboard.readText()).toBe('ABC234');
    expect(id).toHaveAttribute('data-copied', 'true');
    expect(within(card).getByText('Copied!')).toBeVisible();

    act(() => vi.advanceTimersByTime(1_900));
    expect(id).toHaveAttribute('data-copied', 'true');
    act(() => vi.advanceTimersByTime(100));
    expect(id).toHaveAttribute('data-copied', 'false');
    expect(within(card).queryByText('Copied!')).toBeNull();
  });

  it('copies a share link with its button', async () => {
    signInOwner();
    stubApi({ [dashboardApi]: { status: 200, body: dashboardFixture() } });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Main Street' });
    await user.click(within(card).getByRole('button', { name: 'Copy Manager Link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/manager`);
  });

  it('changes the manager password with a live checklist and a 3 s success popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInOwner();
    const { calls } = stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'PUT /api/organization/change-password': {
        status: 200,
        body: { message: 'Password updated successfully!' },
      },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: 'Main Street' });
    await user.click(within(card).getByRole('button', { name: 'Change Manager Password' }));
    const form = within(card).getByRole('form', { name: 'Change Manager Password' });
    expect(field('New Password', form)).toHaveFocus();

    await user.paste('Manager#1');
    // Change-password accepts any symbol for managers (docs/product.md section 5).
    expect(checklist('Password requirements', form)).toEqual([
      '✓ At least 8 characters',
      '✓ One uppercase letter',
      '✓ One lowercase letter',
      '✓ One number',
      '✓ One symbol',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fulfill all password requirements');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(field('Confirm New Password', form));
    await user.paste('Manager#1  ');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeVisible();
    expect(screen.getByText('Success!')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      locationId: 'ABC234',
      accountType: 'manager',
      newPassword: 'Manager#1',
    });
    expect(within(card).queryByRole('form')).toBeNull();

    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('Password updated successfully!')).toBeNull();
  });

  it('checks the location password rules and shows a failure', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'PUT /api/organization/change-password': { status: 500 },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Main Street' });
    await user.click(within(card).getByRole('button', { name: 'Change Location Password' }));
    const form = within(card).getByRole('form', { name: 'Change Location Password' });
    await user.paste('kiosk');
    expect(checklist('Password requirements', form)).toEqual([
      '✗ At least 6 characters',
      '✓ One letter',
      '✗ One number',
    ]);
    await user.paste('12');
    await user.click(field('Confirm New Password', form));
    await user.paste('kiosk12');
    expect(
      within(within(form).getByRole('list', { name: 'Passwords match' })).getByRole('listitem'),
    ).toHaveAttribute('data-ok', 'true');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to update password');
  });

  it('opens the manager dashboard by direct access, keeping the owner token', async () => {
    signInOwner();
    localStorage.setItem('tempToken', 'old-kiosk-token');
    const { calls } = stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'POST /api/auth/direct-access': {
        status: 200,
        body: { message: 'ok', token: 'manager-token', accountType: 'manager', locationId: 'ABC234' },
      },
      'GET /api/auth/validate': {
        status: 200,
        body: { valid: true, accountType: 'manager', locationId: 'ABC234', organizationId: 'org-1' },
      },
    });
    const { router } = renderRoute(dashboardPath);
    const card = await screen.findByRole('article', { name: 'Main Street' });
    await userEvent.click(within(card).getByRole('button', { name: 'Manager' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/ABC234'));
    const post = calls.find((call) => call.path === '/api/auth/direct-access');
    expect(post?.body).toEqual({ locationId: 'ABC234', accountType: 'manager' });
    expect(post?.headers.get('Authorization')).toBe('Bearer owner-token');
    expect({
      token: localStorage.getItem('token'),
      adminToken: localStorage.getItem('adminToken'),
      tempToken: localStorage.getItem('tempToken'),
    }).toEqual({ token: 'owner-token', adminToken: 'manager-token', tempToken: 'manager-token' });
  });

  it('opens the kiosk by direct access and clears a leftover manager token', async () => {
    signInOwner();
    localStorage.setItem('adminToken', 'old-manager-token');
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      // The dashboard opened after direct access checks its session; left unanswered, it keeps the
      // tokens as direct access stored them (an answer would race the assertions below).
      'GET /api/auth/validate': () => new Promise<never>(() => {}),
      'POST /api/auth/direct-access': {
        status: 200,
        body: { message: 'ok', token: 'kiosk-token', accountType: 'location', locationId: 'ABC234' },
      },
    });
    const { router } = renderRoute(dashboardPath);
    const card = await screen.findByRole('article', { name: 'Main Street' });
    await userEvent.click(within(card).getByRole('button', { name: 'Location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/location/ABC234'));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('tempToken')).toBe('kiosk-token');
  });

  it.each([
    [401, 'Session expired. Redirecting to login...', true],
    [500, 'Failed to access location. Please try again or refresh the page.', false],
  ] as const)('direct access answered %i: %s', async (status, message, redirects) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      // The dashboard opened after direct access checks its session; left unanswered, it keeps the
      // tokens as direct access stored them (an answer would race the assertions below).
      'GET /api/auth/validate': () => new Promise<never>(() => {}),
      'POST /api/auth/direct-access': { status, body: { message: 'server text' } },
    });
    const { router } = renderRoute(dashboardPath);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: 'Main Street' });
    await user.click(within(card).getByRole('button', { name: 'Location' }));
    expect(await screen.findByText(message)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(router.state.location.pathname).toBe(redirects ? '/organization/login' : dashboardPath);
    expect(localStorage.getItem('token')).toBe(redirects ? null : 'owner-token');
  });

  it('renames a location from its menu', async () => {
    signInOwner();
    let name = 'Main Street';
    const { calls } = stubApi({
      [dashboardApi]: () => ({
        status: 200,
        body: dashboardFixture({}, [
          {
            ...dashboardFixture().locations[0],
            locationName: name,
          } as ReturnType<typeof dashboardFixture>['locations'][number],
        ]),
      }),
      'PUT /api/organization/locations/ABC234': ({ body }) => {
        name = (body as { locationName: string }).locationName;
        return { status: 200, body: { message: 'Location name updated successfully' } };
      },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options for Main Street' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Location Name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location Name' });
    await user.clear(field('Location Name', dialog));
    await user.type(field('Location Name', dialog), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Location name cannot be empty')).toBeVisible();

    await user.clear(field('Location Name', dialog));
    await user.paste('  Harbour ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('article', { name: 'Harbour' })).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ locationName: 'Harbour' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Success!')).toBeVisible();
  });

  it('shows the rename failure in the dialog', async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'PUT /api/organization/locations/ABC234': { status: 500 },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options for Main Street' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Location Name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location Name' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update location name');
  });

  it('deletes a location from its menu after confirmation', async () => {
    signInOwner();
    let deleted = false;
    stubApi({
      [dashboardApi]: () => ({ status: 200, body: deleted ? dashboardFixture({}, []) : dashboardFixture() }),
      'DELETE /api/organization/locations/ABC234': () => {
        deleted = true;
        return { status: 200, body: { message: 'Location deleted successfully' } };
      },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options for Main Street' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Location' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Location' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this location? This action cannot be undone. Its shifts, schedules and approvals are kept as records until the retention period ends.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No locations created yet')).toBeVisible();
    expect(locationCardOrNull('Main Street')).toBeNull();
  });

  it("says 'Failed to delete location' when the delete fails", async () => {
    signInOwner();
    stubApi({
      [dashboardApi]: { status: 200, body: dashboardFixture() },
      'DELETE /api/organization/locations/ABC234': { status: 404, body: { message: 'Location not found' } },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options for Main Street' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Location' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Location' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete location');
    // Still there, behind the dialog (which hides the rest of the page from assistive technology).
    expect(screen.getByRole('article', { name: 'Main Street', hidden: true })).toBeInTheDocument();
  });
});

function locationCardOrNull(name: string) {
  return screen.queryByRole('article', { name });
}

describe('location card: kiosks', { timeout: 20_000 }, () => {
  it('warns when the location is open and no kiosk is online, and revokes one from the list', async () => {
    signInOwner();
    let devices = [
      {
        id: '6a1f3c1e-1b7a-4c3e-9a51-3f1f8a9d2b10',
        name: 'Front desk iPad',
        number: 1,
        appVersion: 'abc1234',
        createdAt: '2026-11-20T08:00:00.000Z',
        lastSeenAt: '2026-11-25T08:00:00.000Z',
        online: false,
        queuedPunches: 0,
        pinStoppedUntil: null,
      },
    ];
    const kiosks = { registered: 1, online: 0, openNow: true };
    const { calls } = stubApi({
      [dashboardApi]: {
        status: 200,
        body: dashboardFixture({}, [
          locationFixture({ timeFormat: '12h', stats: { employeeCount: 4, monthHours: 12.3, kiosks } }),
        ]),
      },
      'GET /api/org-admin/devices/ABC234': () => ({ status: 200, body: { devices, heartbeatSeconds: 60 } }),
      'DELETE /api/org-admin/devices/ABC234/6a1f3c1e-1b7a-4c3e-9a51-3f1f8a9d2b10': () => {
        const [revoked] = devices;
        devices = [];
        return { status: 200, body: { message: 'Device revoked', device: revoked } };
      },
    });
    renderRoute(dashboardPath);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Main Street' });
    expect(within(card).getByText('Open now, and no kiosk is online')).toBeVisible();
    expect(within(card).getByText('0 of 1 online')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Manage kiosks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kiosks of Main Street' });
    // 08:00 UTC is 9:00 in Paris, in the location's 12-hour format.
    expect(await within(dialog).findByText(/Last contact Nov 25, 9:00\sAM/)).toBeVisible();
    expect(within(dialog).getByText('Offline')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Front desk iPad' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Front desk iPad?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Front desk iPad revoked')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('No kiosk registered yet')).toBeVisible());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
