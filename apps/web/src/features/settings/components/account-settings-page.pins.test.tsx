import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';

// The Employee PIN setting (docs/decisions/0173-pins-without-stranding.md): how many have no PIN,
// a question before PINs go on while some have none, and their PINs made at once on a sheet.

const manager = { valid: true, accountType: 'manager', locationId: 'ABC234', organizationId: 'org-1' };

vi.setConfig({ testTimeout: 20_000 });

// Radix Select asks for pointer capture and scrolls the chosen option into view; jsdom has neither.
beforeAll(() => {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  toast.dismiss();
});

const madePins = [
  { employeeId: '001', name: 'Ada Lovelace', pin: '4821' },
  { employeeId: '002', name: 'Grace Hopper', pin: '9305' },
];

function stubPinsApi(coverage: { activeEmployees: number; withoutPin: number }) {
  return stubApi({
    'GET /api/auth/validate': { status: 200, body: manager },
    'GET /api/admin/location-settings': { status: 200, body: { settings: DEFAULT_SETTINGS } },
    'PUT /api/admin/location-settings': ({ body }) => ({
      status: 200,
      body: { message: 'Settings saved successfully!', settings: (body as { settings: object }).settings },
    }),
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
    'GET /api/shift/current': { status: 200, body: { shifts: [], serverTime: new Date().toISOString() } },
    'GET /api/admin/pins': { status: 200, body: coverage },
    'POST /api/admin/pins': { status: 200, body: { message: 'PINs created', pins: madePins, remaining: 0 } },
  });
}

async function openSettings() {
  localStorage.setItem('adminToken', 'mgr');
  renderRoute('/manager/settings', [{ path: '/manager/:locationId', element: <p>Dashboard</p> }]);
  await screen.findByRole('heading', { level: 2, name: 'Kiosk' });
}

async function choosePin(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Employee PIN' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const savedPinLengths = (calls: ReturnType<typeof stubApi>['calls']) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map((call) => (call.body as { settings: { pinLength: number } }).settings.pinLength);

describe('turning employee PINs on', () => {
  it('says how many have no PIN and asks first; Cancel keeps PINs off', async () => {
    const { calls } = stubPinsApi({ activeEmployees: 24, withoutPin: 23 });
    const user = userEvent.setup();
    await openSettings();
    expect(await screen.findByText('23 of 24 active employees have no PIN yet.')).toBeVisible();

    await choosePin(user, '4 digits');
    const question = await screen.findByRole('alertdialog', { name: 'Turn on employee PINs?' });
    expect(question).toHaveTextContent(
      "23 of 24 active employees have no PIN yet. They can't clock in until they get one, but they can still clock out.",
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Employee PIN' })).toHaveTextContent(
      'Off: the employee ID alone',
    );
    expect(savedPinLengths(calls)).not.toContain(4);

    await choosePin(user, '4 digits');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(savedPinLengths(calls).at(-1)).toBe(4), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Employee PIN' })).toHaveTextContent('4 digits');
  });

  it('turns PINs on at once when every active employee has one', async () => {
    const { calls } = stubPinsApi({ activeEmployees: 24, withoutPin: 0 });
    const user = userEvent.setup();
    await openSettings();
    expect(await screen.findByText('Every active employee has a PIN.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Create PINs/ })).toBeNull();
    await choosePin(user, '6 digits');
    await waitFor(() => expect(savedPinLengths(calls).at(-1)).toBe(6), { timeout: 5000 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('creating the missing PINs', () => {
  it('makes them in one call and shows them once on a sheet to print', async () => {
    const { calls } = stubPinsApi({ activeEmployees: 3, withoutPin: 2 });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Create PINs for 2 employees' }));
    const question = await screen.findByRole('alertdialog', { name: 'Create PINs for 2 employees?' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Create PINs' }));

    const sheet = await screen.findByRole('dialog', { name: 'New PINs for 2 employees' });
    expect(sheet).toHaveTextContent(
      "These PINs are shown only now and can't be shown again. Print this sheet or write them down before you close it.",
    );
    const rows = within(sheet)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Employee ID', 'PIN'],
      ['Ada Lovelace', '001', '48214 8 2 1'],
      ['Grace Hopper', '002', '93059 3 0 5'],
    ]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/pins',
    ]);

    await user.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('4821')).toBeNull();
  });
});
