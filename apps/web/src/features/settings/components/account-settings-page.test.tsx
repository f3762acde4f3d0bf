import { DEFAULT_SETTINGS, type Settings } from '@shiftclock/contract/settings';
import type { Shift } from '@shiftclock/contract/shifts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeDirectAccessSession } from '../../../lib/direct-access-session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { aShift } from '../../../test/shift-fixture.ts';
import { stubApi } from '../../../test/stub-api.ts';

const overnightText =
  'This time range crosses midnight and is perfect for bars, restaurants, and 24-hour businesses.';

const manager = { valid: true, accountType: 'manager', locationId: 'ABC234', organizationId: 'org-1' };

// Each Radix Select choice is several rendered steps in jsdom; a busy machine needs more than 5 s
// for a test that makes eight of them, and the page has grown (the address and phone-punch
// sections): 15 s alone on a quiet 2-core host, so 60 s beside the other suites.
vi.setConfig({ testTimeout: 60_000 });

// Radix Select asks the element for pointer capture and scrolls the chosen option into view;
// jsdom implements neither.
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
  // One test keeps its toast on screen for good; none may reach the next test.
  toast.dismiss();
});

type Answer = { status: number; body?: unknown } | 'network-error';

function stubSettingsApi({
  validate = { status: 200, body: manager } as Answer,
  settings = DEFAULT_SETTINGS as Settings,
  load = undefined as Answer | undefined,
  save = undefined as Answer | undefined,
  working = [] as Shift[],
} = {}) {
  return stubApi({
    'GET /api/auth/validate': validate,
    'GET /api/admin/location-settings': load ?? { status: 200, body: { settings } },
    'PUT /api/admin/location-settings': ({ body }) =>
      save ?? {
        status: 200,
        body: {
          message: 'Settings saved successfully!',
          settings: (body as { settings: Settings }).settings,
        },
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
    'GET /api/shift/current': {
      status: 200,
      body: { shifts: working, serverTime: new Date().toISOString() },
    },
  });
}

/** Opens the settings with a manager token, a stand-in dashboard to land on. */
async function openSettings(token: Partial<Record<'token' | 'adminToken', string>> = { adminToken: 'mgr' }) {
  for (const [key, value] of Object.entries(token)) localStorage.setItem(key, value);
  const view = renderRoute('/manager/settings', [
    { path: '/manager/:locationId', element: <p>Manager dashboard stand-in</p> },
    { path: '/location/:locationId', element: <p>Location dashboard stand-in</p> },
  ]);
  return view;
}

async function expectPath(router: ReturnType<typeof renderRoute>['router'], pathname: string) {
  // Generous: a 5xx is retried once, a second later (lib/query-client.ts).
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 3000 });
}

/** The Back button of the loaded form (the loading state has one of its own that only navigates). */
async function backButton() {
  await screen.findByRole('heading', { level: 2, name: 'Week Layout' });
  return screen.getByRole('button', { name: 'Back to Dashboard' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const puts = (calls: ReturnType<typeof stubApi>['calls']) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('account settings: access', () => {
  it('without a token goes to the organization login without asking the server', async () => {
    const { fetchMock } = stubSettingsApi();
    const { router } = renderRoute('/manager/settings');
    await expectPath(router, '/organization/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a rejected token', { status: 401, body: { message: 'Invalid or expired token' } }],
    ['a server failure', { status: 500, body: { message: 'Internal server error' } }],
  ] as const)('%s goes to the organization login', async (_, validate) => {
    stubSettingsApi({ validate });
    const { router } = await openSettings();
    await expectPath(router, '/organization/login');
  });

  it.each(['orgAdmin', 'master'])(
    'a %s account (no location) goes to the organization login',
    async (type) => {
      const { calls } = stubSettingsApi({
        validate: {
          status: 200,
          body: { valid: true, accountType: type, locationId: null, organizationId: null },
        },
      });
      const { router } = await openSettings({ token: 'other' });
      await expectPath(router, '/organization/login');
      expect(calls.some((call) => call.path === '/api/admin/location-settings')).toBe(false);
    },
  );

  it('validates the admin token first, then the token (the default preference)', async () => {
    const { calls } = stubSettingsApi();
    await openSettings({ token: 'loc', adminToken: 'mgr' });
    await screen.findByRole('heading', { level: 2, name: 'Week Layout' });
    const validate = calls.find((call) => call.path === '/api/auth/validate');
    expect(validate?.headers.get('Authorization')).toBe('Bearer mgr');
  });

  it('opens for a location account, whose Back goes to /location/{locationId}', async () => {
    stubSettingsApi({
      validate: { status: 200, body: { ...manager, accountType: 'location' } },
    });
    const user = userEvent.setup();
    const { router } = await openSettings({ token: 'loc' });
    await user.click(await backButton());
    await expectPath(router, '/location/ABC234');
  });
});

describe('account settings: the screen', () => {
  it('shows the title, the three sections and the loaded values', async () => {
    stubSettingsApi({
      settings: {
        ...DEFAULT_SETTINGS,
        weekLayout: { startDay: 2, endDay: 5, startTime: '07:00', endTime: '19:00' },
        defaultShiftDuration: 9,
      },
    });
    await openSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    for (const name of ['Week Layout', 'Shift Settings', 'General Settings']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByRole('combobox', { name: 'Start Day' })).toHaveTextContent('Tuesday');
    expect(screen.getByRole('combobox', { name: 'End Day' })).toHaveTextContent('Friday');
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveTextContent('07:00');
    expect(screen.getByRole('combobox', { name: 'End Time' })).toHaveTextContent('19:00');
    expect(screen.getByRole('spinbutton', { name: 'Default Shift Duration (hours)' })).toHaveValue(9);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(screen.getByRole('combobox', { name: 'Time Format' })).toHaveTextContent('24-hour');
    expect(screen.getByRole('switch', { name: 'Auto-save' })).toBeChecked();
  });

  it('offers the days Sunday to Saturday', async () => {
    stubSettingsApi();
    const user = userEvent.setup();
    await openSettings();
    await user.click(await screen.findByRole('combobox', { name: 'Start Day' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('offers whole hours 00:00 to 23:00, and in 12h with AM and PM', async () => {
    stubSettingsApi();
    const user = userEvent.setup();
    await openSettings();
    await user.click(await screen.findByRole('combobox', { name: 'Start Time' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(24);
    expect(options[0]).toBe('00:00');
    expect(options[23]).toBe('23:00');
    expect(options.every((label) => /^\d\d:00$/.test(label ?? ''))).toBe(true);
    await user.keyboard('{Escape}');

    await choose(user, 'Time Format', '12-hour (1:00 PM)');
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveTextContent('9:00 AM');
    expect(screen.getByRole('combobox', { name: 'End Time' })).toHaveTextContent('5:00 PM');
    await user.click(screen.getByRole('combobox', { name: 'End Time' }));
    const twelveHour = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(twelveHour.slice(0, 2)).toEqual(['12:00 AM', '1:00 AM']);
    expect(twelveHour[12]).toBe('12:00 PM');
    expect(twelveHour[23]).toBe('11:00 PM');
  });

  it("shows 'Overnight Range Selected' only while the end is earlier than the start", async () => {
    stubSettingsApi();
    const user = userEvent.setup();
    await openSettings();
    await screen.findByRole('heading', { level: 2, name: 'Week Layout' });
    expect(screen.queryByText('Overnight Range Selected')).not.toBeInTheDocument();

    await choose(user, 'Start Time', '18:00');
    await choose(user, 'End Time', '04:00');
    expect(screen.getByText('Overnight Range Selected')).toBeVisible();
    expect(screen.getByText(overnightText)).toBeVisible();

    await choose(user, 'End Time', '23:00');
    expect(screen.queryByText('Overnight Range Selected')).not.toBeInTheDocument();
  });

  it('keeps the default shift duration between 1 and 12 whole hours', async () => {
    stubSettingsApi({ settings: { ...DEFAULT_SETTINGS, autoSave: false } });
    const user = userEvent.setup();
    await openSettings();
    const duration = await screen.findByRole('spinbutton', { name: 'Default Shift Duration (hours)' });
    expect(duration).toHaveAttribute('min', '1');
    expect(duration).toHaveAttribute('max', '12');
    expect(duration).toHaveAttribute('step', '1');

    await user.clear(duration);
    await user.type(duration, '15');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 12 hours');
    await user.tab();
    expect(duration).toHaveValue(12);

    await user.clear(duration);
    await user.type(duration, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('At least 1 hour');
    await user.tab();
    expect(duration).toHaveValue(1);
  });

  it('shows who is working now with their clock-in times in the chosen format', async () => {
    stubSettingsApi({
      working: [
        aShift({
          id: 's1',
          employee: { id: 'e1', name: 'Ada Lovelace', employeeId: '007' },
          clockIn: '2026-03-09T13:30:00.000Z',
        }),
      ],
    });
    const user = userEvent.setup();
    await openSettings();
    const section = await screen.findByRole('region', { name: 'Currently Working' });
    // 13:30 UTC is 14:30 in Paris in March (before the change to summer time).
    expect(await within(section).findByText('Since 14:30')).toBeVisible();
    expect(within(section).getByText('Ada Lovelace')).toBeVisible();
    await choose(user, 'Time Format', '12-hour (1:00 PM)');
    expect(within(section).getByText('Since 2:30 PM')).toBeVisible();
  });

  it('only logs a failure to load who is working', async () => {
    const { fetchMock } = stubSettingsApi();
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/api/shift/current')
        ? new Response(JSON.stringify({ message: 'boom' }), { status: 500 })
        : (original?.(input, init) as Promise<Response>),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openSettings();
    await screen.findByRole('heading', { level: 2, name: 'Week Layout' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Currently Working' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('account settings: loading', () => {
  it("shows 'Loading settings...' while the settings are fetched", async () => {
    stubApi({
      'GET /api/auth/validate': { status: 200, body: manager },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/auth/validate')
          ? new Response(JSON.stringify(manager), { status: 200 })
          : new Promise<Response>(() => undefined),
      ),
    );
    await openSettings();
    // The router's own loading state comes first, for as long as it takes to start.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading settings...'));
  });

  it('a failed load shows the reason and Retry, which loads again', async () => {
    let attempts = 0;
    stubApi({
      'GET /api/auth/validate': { status: 200, body: manager },
      'GET /api/admin/location-settings': () =>
        ++attempts === 1
          ? { status: 403, body: { message: 'This organization is not active.' } }
          : { status: 200, body: { settings: DEFAULT_SETTINGS } },
      'GET /api/shift/current': { status: 200, body: { shifts: [], serverTime: new Date().toISOString() } },
    });
    const user = userEvent.setup();
    await openSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This organization is not active.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week Layout' })).toBeVisible();
  });
});

describe('account settings: saving', () => {
  it('Back to Dashboard saves the settings (PUT body), shows the success message, then navigates', async () => {
    const { calls } = stubSettingsApi({ settings: { ...DEFAULT_SETTINGS, autoSave: false } });
    // The toast is kept on screen for the check below: on a loaded machine the page can get round
    // to looking after its 3 s are up (a CI run failed so). The duration asked for is checked on
    // the spy instead.
    const showSuccess = toast.success;
    const success = vi
      .spyOn(toast, 'success')
      .mockImplementation((message, options) =>
        showSuccess(message, { ...options, duration: Number.POSITIVE_INFINITY }),
      );
    const user = userEvent.setup();
    const { router } = await openSettings();

    await choose(user, 'Start Day', 'Friday');
    await choose(user, 'End Day', 'Monday');
    await choose(user, 'Start Time', '18:00');
    await choose(user, 'End Time', '04:00');
    const duration = screen.getByRole('spinbutton', { name: 'Default Shift Duration (hours)' });
    await user.clear(duration);
    await user.type(duration, '8');
    await choose(user, 'Language', 'Deutsch');
    await choose(user, 'Time Format', '12-hour (1:00 PM)');
    // Auto-save is off: nothing has been sent yet.
    expect(puts(calls)).toEqual([]);

    await user.click(await backButton());
    await expectPath(router, '/manager/ABC234');
    expect(puts(calls)).toEqual([
      {
        settings: {
          weekLayout: { startDay: 5, endDay: 1, startTime: '18:00', endTime: '04:00' },
          defaultShiftDuration: 8,
          language: 'de',
          timeFormat: '12h',
          autoSave: false,
          payroll: DEFAULT_SETTINGS.payroll,
          pinLength: 0,
          earlyClockInMinutes: null,
          offlinePunchMaxAgeHours: 12,
          maxKiosks: 50,
          phonePunches: DEFAULT_SETTINGS.phonePunches,
          scheduleWarnings: DEFAULT_SETTINGS.scheduleWarnings,
          openShifts: DEFAULT_SETTINGS.openShifts,
        },
      },
    ]);
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    // docs/product.md section 4: the success message clears after 3 s.
    expect(success).toHaveBeenCalledWith(
      'Settings saved successfully!',
      expect.objectContaining({ duration: 3000 }),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers.get('Authorization')).toBe('Bearer mgr');
  });

  it('Back without changes still saves what was loaded (docs/product.md: saved when Back is pressed)', async () => {
    const { calls } = stubSettingsApi();
    const user = userEvent.setup();
    const { router } = await openSettings();
    await user.click(await backButton());
    await expectPath(router, '/manager/ABC234');
    expect(puts(calls)).toEqual([{ settings: DEFAULT_SETTINGS }]);
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { message: 'Times must be whole hours' } },
      'Times must be whole hours',
    ],
    ['the fallback without one', { status: 500, body: {} }, 'Failed to save settings'],
    ['the network message', 'network-error', 'Network error. Please try again.'],
  ] as const)('a failed save shows %s and navigates anyway', async (_, save, message) => {
    stubSettingsApi({ save: save as Answer });
    const user = userEvent.setup();
    const { router } = await openSettings();
    await user.click(await backButton());
    await expectPath(router, '/manager/ABC234');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it('with auto-save on, saves a change on its own after a short pause', async () => {
    const { calls } = stubSettingsApi();
    const user = userEvent.setup();
    await openSettings();
    await choose(user, 'Start Time', '18:00');
    await choose(user, 'End Time', '04:00');
    // The last save carries both changes. (On a loaded machine the two choices may land more than the
    // pause apart and go out as two saves; one at a time, in order, so the newest always wins.)
    await waitFor(
      () =>
        expect(puts(calls).at(-1)).toEqual({
          settings: {
            ...DEFAULT_SETTINGS,
            weekLayout: { ...DEFAULT_SETTINGS.weekLayout, startTime: '18:00', endTime: '04:00' },
          },
        }),
      { timeout: 5000 },
    );
    expect(await screen.findByText('All changes saved')).toBeVisible();
  });

  it('with auto-save on, a failed auto-save says so on the screen', async () => {
    stubSettingsApi({ save: { status: 400, body: { message: 'Invalid settings' } } });
    const user = userEvent.setup();
    await openSettings();
    await choose(user, 'End Day', 'Sunday');
    expect(
      await screen.findByText('Could not save your changes: Invalid settings', undefined, { timeout: 3000 }),
    ).toBeVisible();
  });

  it('turning auto-save off sends nothing until Back', async () => {
    const { calls } = stubSettingsApi();
    const user = userEvent.setup();
    await openSettings();
    await user.click(await screen.findByRole('switch', { name: 'Auto-save' }));
    expect(screen.getByText('Changes are saved when you go back to the dashboard.')).toBeVisible();
    await choose(user, 'End Day', 'Sunday');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(puts(calls)).toEqual([]);
  });
});

describe('account settings: payroll', () => {
  // The server fills in what settings stored before payroll existed lack (apps/server settings tests).
  it('shows the payroll defaults of a location that never set them', async () => {
    stubSettingsApi({ settings: DEFAULT_SETTINGS });
    await openSettings();
    const section = await screen.findByRole('region', { name: 'Payroll' });
    expect(within(section).getByRole('combobox', { name: 'Pay period' })).toHaveTextContent('Weekly');
    // English in Paris writes the date day first (docs/decisions/0178-dates-follow-the-location.md).
    expect(within(section).getByLabelText('Period start date')).toHaveValue('05/01/2026');
    expect(within(section).getByRole('spinbutton', { name: 'Weekly overtime after (hours)' })).toHaveValue(
      40,
    );
    expect(within(section).getByRole('spinbutton', { name: 'Daily overtime after (hours)' })).toHaveValue(
      null,
    );
    expect(within(section).getByText(/Monthly periods need a day from 1 to 28/)).toBeVisible();
  });

  it("shows the kiosk's account the payroll rules without letting it change them", async () => {
    stubSettingsApi({ validate: { status: 200, body: { ...manager, accountType: 'location' } } });
    await openSettings({ token: 'loc' });
    const section = await screen.findByRole('region', { name: 'Payroll' });
    expect(within(section).getByText('Only a manager can change the payroll settings.')).toBeVisible();
    expect(within(section).getByRole('combobox', { name: 'Pay period' })).toBeDisabled();
    expect(within(section).getByLabelText('Period start date')).toBeDisabled();
    expect(within(section).getByRole('spinbutton', { name: 'Weekly overtime after (hours)' })).toBeDisabled();
    expect(within(section).getByRole('spinbutton', { name: 'Daily overtime after (hours)' })).toBeDisabled();
  });

  it('auto-saves a valid change and holds back an invalid one with the reason beside its field', async () => {
    const { calls } = stubSettingsApi();
    const user = userEvent.setup();
    await openSettings();
    const section = await screen.findByRole('region', { name: 'Payroll' });

    await choose(user, 'Pay period', 'Monthly');
    // 2026-01-05 is day 5: a valid monthly start, saved as it is.
    await waitFor(() =>
      expect(puts(calls).at(-1)).toEqual({
        settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_SETTINGS.payroll, period: 'monthly' } },
      }),
    );
    const saved = puts(calls).length;

    fireEvent.change(within(section).getByLabelText('Period start date'), {
      target: { value: '2026-03-30' },
    });
    expect(within(section).getByText('A monthly pay period must start on day 1 to 28')).toBeVisible();
    const weekly = within(section).getByRole('spinbutton', { name: 'Weekly overtime after (hours)' });
    await user.clear(weekly);
    await user.type(weekly, '200');
    expect(within(section).getByText('Weekly overtime must be from 1 to 168 hours')).toBeVisible();
    // Nothing invalid goes out, however long the pause.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(puts(calls)).toHaveLength(saved);

    fireEvent.change(within(section).getByLabelText('Period start date'), {
      target: { value: '2026-03-01' },
    });
    await user.clear(weekly);
    await user.type(weekly, '37.5');
    await user.type(within(section).getByRole('spinbutton', { name: 'Daily overtime after (hours)' }), '8');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(
      () =>
        expect(puts(calls).at(-1)).toEqual({
          settings: {
            ...DEFAULT_SETTINGS,
            payroll: {
              ...DEFAULT_SETTINGS.payroll,
              period: 'monthly',
              periodStart: '2026-03-01',
              weeklyOvertimeHours: 37.5,
              dailyOvertimeHours: 8,
            },
          },
        }),
      { timeout: 5000 },
    );
    expect(await screen.findByText('All changes saved')).toBeVisible();

    // California's rules in one press, then paid breaks; a double time below daily overtime is refused.
    await user.click(within(section).getByRole('button', { name: 'Use California rules' }));
    await user.click(within(section).getByRole('switch', { name: 'Breaks are paid' }));
    // The workday the daily rules count in, on the quarter hour.
    await choose(user, 'Workday starts at', '06:00');
    await waitFor(
      () =>
        expect((puts(calls).at(-1) as { settings: Settings } | undefined)?.settings.payroll).toEqual({
          period: 'monthly',
          periodStart: '2026-03-01',
          weeklyOvertimeHours: 40,
          dailyOvertimeHours: 8,
          doubleTimeDailyHours: 12,
          seventhDayRule: true,
          workdayStart: '06:00',
          breaksPaid: true,
          autoDeductMinutes: null,
          autoDeductAfterHours: 6,
          roundingMinutes: null,
        }),
      { timeout: 5000 },
    );
    expect(within(section).getByRole('switch', { name: 'Seventh-day rule' })).toBeChecked();
    const double = within(section).getByRole('spinbutton', { name: 'Double time after (hours a day)' });
    await user.clear(double);
    await user.type(double, '6');
    expect(within(section).getByText('Double time must start after daily overtime')).toBeVisible();
  });

  it('Back saves the payroll with the rest when auto-save is off; an empty daily box is no daily rule', async () => {
    const { calls } = stubSettingsApi({
      settings: {
        ...DEFAULT_SETTINGS,
        autoSave: false,
        payroll: { ...DEFAULT_SETTINGS.payroll, dailyOvertimeHours: 10 },
      },
    });
    const user = userEvent.setup();
    const { router } = await openSettings();
    await choose(user, 'Pay period', 'Every two weeks');
    await user.clear(screen.getByRole('spinbutton', { name: 'Daily overtime after (hours)' }));
    expect(puts(calls)).toEqual([]);
    await user.click(await backButton());
    await expectPath(router, '/manager/ABC234');
    expect(puts(calls)).toEqual([
      {
        settings: {
          ...DEFAULT_SETTINGS,
          autoSave: false,
          payroll: { ...DEFAULT_SETTINGS.payroll, period: 'biweekly', dailyOvertimeHours: null },
        },
      },
    ]);
  });
});

describe('account settings: two locations in one browser', () => {
  const tokenA = fakeToken('manager', 'manager-of-a');
  const tokenB = fakeToken('manager', 'manager-of-b');
  const layout = DEFAULT_SETTINGS.weekLayout;
  const sites: Record<string, { locationId: string; startTime: string; working: string }> = {
    [tokenA]: { locationId: 'AAA111', startTime: '07:00', working: 'Ada Lovelace' },
    [tokenB]: { locationId: 'BBB222', startTime: '10:00', working: 'Grace Hopper' },
  };
  const settingsOf = (site: { startTime: string }): Settings => ({
    ...DEFAULT_SETTINGS,
    autoSave: false,
    weekLayout: { ...layout, startTime: site.startTime },
  });

  /** Answers each call as the location its bearer token belongs to. */
  function stubTwoLocations() {
    const siteOf = (headers: Headers) => {
      const site = sites[headers.get('Authorization')?.replace('Bearer ', '') ?? ''];
      if (!site) throw new Error('a call without a known token');
      return site;
    };
    return stubApi({
      'GET /api/auth/validate': ({ headers }) => ({
        status: 200,
        body: { ...manager, locationId: siteOf(headers).locationId },
      }),
      'GET /api/admin/location-settings': ({ headers }) => ({
        status: 200,
        body: { settings: settingsOf(siteOf(headers)) },
      }),
      'PUT /api/admin/location-settings': ({ body }) => ({
        status: 200,
        body: {
          message: 'Settings saved successfully!',
          settings: (body as { settings: Settings }).settings,
        },
      }),
      'GET /api/admin/location-info': ({ headers }) => ({
        status: 200,
        body: {
          locationId: siteOf(headers).locationId,
          locationName: 'Shop',
          timezone: 'Europe/Paris',
          region: 'FR',
          address: null,
        },
      }),
      'GET /api/shift/current': ({ headers }) => ({
        status: 200,
        body: {
          shifts: [
            aShift({
              id: `shift-${siteOf(headers).locationId}`,
              employee: { id: 'e1', name: siteOf(headers).working, employeeId: '001' },
              clockIn: '2026-11-24T08:00:00.000Z',
            }),
          ],
          serverTime: new Date().toISOString(),
        },
      }),
    });
  }

  it("opening B's settings after A's shows and saves B's, never A's cached ones", async () => {
    const { calls } = stubTwoLocations();
    localStorage.setItem('token', fakeToken('orgAdmin', 'owner'));
    storeDirectAccessSession('manager', tokenA);
    const user = userEvent.setup();
    const { router } = await openSettings({});
    await backButton();
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveTextContent('07:00');
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    await user.click(await backButton());
    await expectPath(router, '/manager/AAA111');

    // The owner goes back and opens location B by direct access, then B's settings.
    act(() => storeDirectAccessSession('manager', tokenB));
    await act(() => router.navigate('/manager/settings'));
    await backButton();
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveTextContent('10:00');
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();

    await user.click(await backButton());
    await expectPath(router, '/manager/BBB222');
    const lastPut = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(lastPut?.headers.get('Authorization')).toBe(`Bearer ${tokenB}`);
    expect(lastPut?.body).toEqual({ settings: settingsOf(sites[tokenB] ?? { startTime: '' }) });
  });

  it("refuses to save A's form once another tab has signed this browser into B", async () => {
    const { calls } = stubTwoLocations();
    localStorage.setItem('adminToken', tokenA);
    const user = userEvent.setup();
    await openSettings({});
    await backButton();
    expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveTextContent('07:00');

    act(() => {
      localStorage.setItem('adminToken', tokenB);
      window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', newValue: tokenB }));
    });
    await user.click(await backButton());
    expect(await screen.findByText('Failed to save settings')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
