import type { ApiKey } from '@shiftclock/contract/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  locationFixture,
  organizationId,
  signInOwner,
} from '../../features/organization/test/dashboard-fixture.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { stubApi } from '../../test/stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const keysPath = `/organization/${organizationId}/api-keys`;
const SECRET = `shk_${'Ab3_'.repeat(10)}xyz`;

const payroll: ApiKey = {
  id: '7d1c2b0e-1111-4a4a-8b8b-000000000001',
  name: 'Payroll sync',
  prefix: 'shk_Pay1',
  scopes: ['people:read', 'timesheets:read'],
  allLocations: true,
  locations: [],
  createdBy: 'owner@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-29T16:45:00.000Z',
  revokedAt: null,
};

function openKeys(path = keysPath) {
  signInOwner();
  let keys: ApiKey[] = [payroll];
  const { calls } = stubApi({
    [dashboardApi]: {
      status: 200,
      body: dashboardFixture({}, [
        locationFixture(),
        locationFixture({ _id: 'loc-2', id: 'loc-2', locationId: 'XYZ789', locationName: 'Harbour' }),
      ]),
    },
    'GET /api/organization/api-keys': () => ({ status: 200, body: { keys } }),
    'POST /api/organization/api-keys': ({ body }) => {
      const sent = body as { name: string; scopes: string[]; allLocations: boolean; locationIds: string[] };
      if (sent.scopes.length === 0)
        return {
          status: 400,
          body: {
            message: 'Choose at least one scope',
            code: 'API_KEY_SCOPES_REQUIRED',
            errors: [{ path: 'scopes', msg: 'Choose at least one scope', code: 'API_KEY_SCOPES_REQUIRED' }],
          },
        };
      const key: ApiKey = {
        ...payroll,
        id: '7d1c2b0e-1111-4a4a-8b8b-000000000002',
        name: sent.name,
        prefix: SECRET.slice(0, 8),
        scopes: sent.scopes as ApiKey['scopes'],
        allLocations: sent.allLocations,
        locations: sent.allLocations ? [] : [{ id: 'XYZ789', name: 'Harbour' }],
        lastUsedAt: null,
      };
      keys = [key, ...keys];
      return { status: 201, body: { message: 'API key created', key, secret: SECRET } };
    },
    [`POST /api/organization/api-keys/${payroll.id}/revoke`]: () => {
      const revoked = { ...payroll, revokedAt: '2026-11-30T10:00:00.000Z' };
      keys = keys.map((key) => (key.id === payroll.id ? revoked : key));
      return { status: 200, body: { message: 'API key revoked', key: revoked } };
    },
    [`GET /api/organization/api-keys/${payroll.id}/requests`]: {
      status: 200,
      body: {
        requests: [
          { id: '9', method: 'GET', route: '/api/v1/people', status: 200, at: '2026-11-29T16:45:00.000Z' },
        ],
      },
    },
  });
  const view = renderRoute(path);
  return { calls, ...view };
}

describe('API keys page', { timeout: 20_000 }, () => {
  it('is reached from the dashboard and lists the keys with their last use', async () => {
    const user = userEvent.setup();
    const { router } = openKeys(dashboardPath);
    await user.click(await screen.findByRole('link', { name: 'Manage API keys' }));
    expect(router.state.location.pathname).toBe(keysPath);
    expect(await screen.findByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    const item = (await screen.findByRole('heading', { level: 4, name: 'Payroll sync' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('shk_Pay1…')).toBeVisible();
    expect(within(item).getByText('people:read, timesheets:read')).toBeVisible();
    expect(within(item).getByText('All locations')).toBeVisible();
    expect(within(item).getByTestId('api-key-last-used')).toHaveTextContent(/Nov 29, 2026/);
    await user.click(within(item).getByRole('button', { name: 'Show recent requests' }));
    expect(await within(item).findByText('GET /api/v1/people')).toBeVisible();
  });

  it('creates a key for chosen locations and shows it once, with a Copy button and a warning', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = openKeys();
    const form = await screen.findByRole('form', { name: 'Create a key' });
    await user.type(within(form).getByLabelText('Name'), 'BI export');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    // No scope chosen: the server's field error, under the scopes.
    expect(await within(form).findByText('Choose at least one scope')).toBeVisible();

    await user.click(within(form).getByRole('checkbox', { name: /punches:read/ }));
    await user.click(within(form).getByRole('radio', { name: 'Only these locations' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Harbour' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const created = await screen.findByRole('region', { name: 'Your new key "BI export"' });
    expect(within(created).getByText(/it will not be shown again/)).toBeVisible();
    expect(within(created).getByDisplayValue(SECRET)).toBeVisible();
    await user.click(within(created).getByRole('button', { name: 'Copy the API key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    const sent = calls.filter((call) => call.method === 'POST').at(-1);
    expect(sent?.body).toEqual({
      name: 'BI export',
      scopes: ['punches:read'],
      allLocations: false,
      locationIds: ['XYZ789'],
      expiresAt: null,
    });
    expect(sent?.headers.get('Authorization')).toBe('Bearer owner-token');

    await user.click(within(created).getByRole('button', { name: 'Done, I copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'BI export' })).toBeVisible();
  });

  it('takes the expiry typed as the page language writes dates, and refuses text that is no date without sending', async () => {
    const user = userEvent.setup();
    const { calls } = openKeys();
    const form = await screen.findByRole('form', { name: 'Create a key' });
    await user.type(within(form).getByLabelText('Name'), 'Nightly');
    await user.click(within(form).getByRole('checkbox', { name: /punches:read/ }));
    const expiry = within(form).getByRole('textbox', { name: /Expires on/ });
    await user.type(expiry, 'soon');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Please enter a valid date')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(expiry);
    await user.type(expiry, '12/31/2026');
    expect(within(form).queryByText('Please enter a valid date')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('region', { name: 'Your new key "Nightly"' });
    const sent = calls.filter((call) => call.method === 'POST').at(-1)?.body as { expiresAt: string };
    // The end of that day on this computer's clock.
    expect(sent.expiresAt).toBe(new Date(2026, 11, 31, 23, 59, 59).toISOString());
  });

  it('revokes a key after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = openKeys();
    const item = (await screen.findByRole('heading', { level: 4, name: 'Payroll sync' })).closest(
      'li',
    ) as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke "Payroll sync"?' });
    // Cancel has the first focus: Enter never revokes by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.endsWith('/revoke'))).toBe(true);
    expect(await within(item).findByText(/^Revoked /)).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });
});
