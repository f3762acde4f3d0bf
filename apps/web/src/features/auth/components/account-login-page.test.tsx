import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

// Stand-ins for the dashboards, so these tests see only where the login goes.
const landings = [
  { path: '/location/:locationId', element: <p>location dashboard</p> },
  { path: '/manager/:locationId', element: <p>manager dashboard</p> },
];

const loginAnswer = (accountType: 'location' | 'manager') => ({
  status: 200,
  body: {
    message: 'Login successful',
    token: `${accountType}-token`,
    user: { accountType, locationId: 'ABC234', locationName: 'Main Street', organizationId: 'org-1' },
  },
});

async function fillAndSubmit(locationId: string, password: string, button: string) {
  const user = userEvent.setup();
  if (locationId) await user.type(screen.getByLabelText('Location ID'), locationId);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('location and manager login', () => {
  it('requires both fields and sends nothing until they are filled', async () => {
    const { calls } = stubApi({});
    renderRoute('/location/login');
    await fillAndSubmit('', '', 'Login as Location');
    expect(await screen.findByText('Location ID is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stores a location token under token only and opens /location/{locationId}', async () => {
    localStorage.setItem('adminToken', 'stale-manager');
    localStorage.setItem('tempToken', 'stale-direct-access');
    const { calls } = stubApi({ 'POST /api/auth/login': loginAnswer('location') });
    const { router } = renderRoute('/location/login', landings);

    await fillAndSubmit('abc234', 'secret1', 'Login as Location');

    await waitFor(() => expect(router.state.location.pathname).toBe('/location/ABC234'));
    // A kiosk gives its browser's key, and no name as none was typed: the server registers the device
    // under a number, and this browser's next login gives the same key.
    const deviceKey = localStorage.getItem('shiftclock.deviceKey');
    expect(deviceKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calls[0]?.body).toEqual({
      accountType: 'location',
      locationId: 'ABC234',
      password: 'secret1',
      deviceKey,
    });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem('token')).toBe('location-token');
    // A login replaces the session: older tokens would otherwise be sent instead of this one.
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('tempToken')).toBeNull();
  });

  it("sends a typed kiosk name, and the browser's kept key, so its device is replaced rather than added", async () => {
    localStorage.setItem('shiftclock.deviceKey', '0b6f1c9a-52d7-4e59-9d55-3f3f7f0e2b11');
    const { calls } = stubApi({ 'POST /api/auth/login': loginAnswer('location') });
    const { router } = renderRoute('/location/login', landings);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Device name'), '  Front desk iPad ');
    await fillAndSubmit('ABC234', 'secret1', 'Login as Location');
    await waitFor(() => expect(router.state.location.pathname).toBe('/location/ABC234'));
    expect(calls[0]?.body).toMatchObject({
      deviceName: 'Front desk iPad',
      deviceKey: '0b6f1c9a-52d7-4e59-9d55-3f3f7f0e2b11',
    });
  });

  it('stores a manager token under token and adminToken and opens /manager/{locationId}', async () => {
    const { calls } = stubApi({ 'POST /api/auth/login': loginAnswer('manager') });
    const { router } = renderRoute('/manager/login', landings);

    await fillAndSubmit('ABC234', 'Secret1!', 'Login as Manager');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/ABC234'));
    expect(calls[0]?.body).toMatchObject({ accountType: 'manager' });
    expect(localStorage.getItem('token')).toBe('manager-token');
    expect(localStorage.getItem('adminToken')).toBe('manager-token');
  });

  it('/login/{locationId}?type=manager fills in the id and logs in as a manager', async () => {
    const { calls } = stubApi({ 'POST /api/auth/login': loginAnswer('manager') });
    const { router } = renderRoute('/login/ABC234?type=manager', landings);

    expect(await screen.findByLabelText('Location ID')).toHaveValue('ABC234');
    await fillAndSubmit('', 'Secret1!', 'Login as Manager');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/ABC234'));
    expect(calls[0]?.body).toEqual({ accountType: 'manager', locationId: 'ABC234', password: 'Secret1!' });
  });

  it('/login/{locationId} without a type is the location form', async () => {
    stubApi({});
    renderRoute('/login/ABC234');
    expect(await screen.findByRole('button', { name: 'Login as Location' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location ID')).toHaveValue('ABC234');
  });

  it.each([
    [
      { status: 401, body: { message: 'Invalid location ID or password' } },
      'Invalid location ID or password',
    ],
    [{ status: 500, body: {} }, 'An error occurred'],
    ['network-error' as const, 'Network error. Please try again.'],
  ])('shows the failure (%#) and stores nothing', async (answer, shown) => {
    stubApi({ 'POST /api/auth/login': answer });
    renderRoute('/location/login');
    await fillAndSubmit('ABC234', 'wrong1', 'Login as Location');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows and hides the password', async () => {
    stubApi({});
    renderRoute('/location/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
