import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '../../../lib/time/server-clock.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { locationInfo, renderKiosk, shiftFixture, startKioskClock } from '../test/kiosk-fixture.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerClock();
});

const field = () => screen.getByLabelText<HTMLInputElement>('Employee ID');
const keypad = () => screen.getByRole('group', { name: 'Keypad' });
const key = (name: string) => within(keypad()).getByRole('button', { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The server's answer to a batch of offline punches that all applied. */
function allApplied(body: unknown) {
  const { punches } = body as { punches: { id: string }[] };
  return { status: 200, body: { results: punches.map(({ id }) => ({ id, outcome: 'applied' })) } };
}

/** A kiosk with nobody at work, answering clock-in and clock-out as given. */
function stubKiosk(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/location-info': { status: 200, body: locationInfo },
    'GET /api/shift/current': { status: 200, body: { shifts: [], serverTime: new Date().toISOString() } },
    ...handlers,
  });
}

describe('the Employee ID field', () => {
  it('keeps digits only, at most three, and starts with the focus', async () => {
    stubKiosk();
    renderKiosk();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('placeholder', '000');
    expect(field()).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(field(), 'a1b-2');
    expect(field()).toHaveValue('12');
    await userEvent.type(field(), '34');
    expect(field()).toHaveValue('123');
    // A paste goes through the same rule.
    fireEvent.change(field(), { target: { value: 'ID: 9x8y7z6' } });
    expect(field()).toHaveValue('987');
  });

  it('is filled by the on-screen keypad, with Backspace and Clear', async () => {
    stubKiosk();
    renderKiosk();
    const user = userEvent.setup();
    for (const digit of ['0', '4', '2', '9']) await user.click(key(digit));
    expect(field()).toHaveValue('042');
    await user.click(key('Backspace'));
    expect(field()).toHaveValue('04');
    await user.click(key('Clear'));
    expect(field()).toHaveValue('');
  });

  it('takes digits from a physical keyboard wherever the focus is', async () => {
    stubKiosk();
    renderKiosk();
    const user = userEvent.setup();
    // The focus on a keypad key, not in the field.
    await user.click(key('5'));
    expect(key('5')).toHaveFocus();
    await user.keyboard('17x');
    expect(field()).toHaveValue('517');
    await user.keyboard('{Backspace}');
    expect(field()).toHaveValue('51');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    // Browser shortcuts stay browser shortcuts.
    await user.keyboard('{Control>}1{/Control}');
    expect(field()).toHaveValue('');
  });

  it('goes from the ID field to Clock In with one Tab: the keypad keys are not in the Tab order', async () => {
    stubKiosk();
    renderKiosk();
    const user = userEvent.setup();
    await user.keyboard('042');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clock In' })).toHaveFocus();
    // Still buttons with their names, pressed by a tap or a screen reader.
    expect(key('5')).toHaveAttribute('tabindex', '-1');
    await user.click(key('Backspace'));
    expect(field()).toHaveValue('04');
  });

  it('does nothing on Enter: the person chooses Clock In or Clock Out', async () => {
    const { calls } = stubKiosk();
    renderKiosk();
    await userEvent.type(field(), '7{Enter}');
    expect(field()).toHaveValue('7');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('alert')?.textContent).toBeFalsy();
  });
});

describe('punching', () => {
  it('asks for an ID when the field is empty, without calling the server, for 5 s', async () => {
    startKioskClock('2026-03-10T14:00:00Z');
    const { calls } = stubKiosk();
    renderKiosk();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Clock In' }));

    const message = within(screen.getByRole('alert')).getByText('Please enter employee ID');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await advance(4900);
    expect(message.closest('[data-tone]')).not.toHaveAttribute('data-fading');
    await advance(150);
    // The last 300 ms: still there, fading out.
    expect(message.closest('[data-tone]')).toHaveAttribute('data-fading', 'true');
    await advance(300);
    expect(screen.queryByText('Please enter employee ID')).toBeNull();
  });

  it('clocks in: welcome message for 3 s, field cleared, list refreshed', async () => {
    startKioskClock('2026-03-10T14:00:00Z');
    const { calls } = stubKiosk({
      'POST /api/shift/clock-in': {
        status: 201,
        body: {
          message: 'Clocked in successfully',
          shift: shiftFixture({ clockIn: '2026-03-10T14:00:00Z' }),
        },
      },
    });
    renderKiosk();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('No employees currently clocked in');
    const listCalls = () => calls.filter((call) => call.path === '/api/shift/current').length;
    const listCallsBefore = listCalls();

    await user.click(key('7'));
    await user.click(screen.getByRole('button', { name: 'Clock In' }));

    const status = screen.getByRole('status');
    const message = await within(status).findByText('Clocked in successfully! Welcome Ada Lovelace');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    // The contract pads a short ID, as the server does.
    expect(calls.find((call) => call.path === '/api/shift/clock-in')?.body).toEqual({ employeeId: '007' });
    expect(field()).toHaveValue('');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(listCallsBefore));
    // The location's name and zone do not change with a punch: asked once, when the kiosk opened.
    expect(calls.filter((call) => call.path === '/api/admin/location-info')).toHaveLength(1);

    await advance(2850);
    expect(message.closest('[data-tone]')).not.toHaveAttribute('data-fading');
    await advance(200);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-fading', 'true');
    await advance(300);
    expect(screen.queryByText(/Clocked in successfully/)).toBeNull();
  });

  it('clocks out with the worked time from the returned shift, always as Xh Ym', async () => {
    let clockOut = '2026-03-10T21:05:59Z';
    stubKiosk({
      'POST /api/shift/clock-out': () => ({
        status: 200,
        body: {
          message: 'Clocked out successfully',
          shift: shiftFixture({
            clockIn: '2026-03-10T13:00:00Z',
            clockOut,
            totalHours: 8.1,
            isActive: false,
          }),
        },
      }),
    });
    renderKiosk();
    const user = userEvent.setup();
    await user.type(field(), '007');
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByText('Clocked out successfully! Ada Lovelace worked 8h 5m')).toBeVisible();

    clockOut = '2026-03-10T13:00:40Z';
    await user.type(field(), '7');
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByText('Clocked out successfully! Ada Lovelace worked 0h 0m')).toBeVisible();
  });

  it("shows the server's refusal as an error for 5 s and clears the field", async () => {
    startKioskClock('2026-03-10T14:00:00Z');
    stubKiosk({
      'POST /api/shift/clock-in': { status: 409, body: { message: 'Ada Lovelace is already clocked in' } },
    });
    renderKiosk();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field(), '7');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));

    const message = await within(screen.getByRole('alert')).findByText('Ada Lovelace is already clocked in');
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(field()).toHaveValue('');
    await advance(4800);
    expect(message.closest('[data-tone]')).not.toHaveAttribute('data-fading');
    await advance(300);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-fading', 'true');
    await advance(300);
    expect(screen.queryByText('Ada Lovelace is already clocked in')).toBeNull();
  });

  it('keeps a punch on the kiosk when the server cannot be reached, and sends it once it can', async () => {
    let reachable = false;
    const { calls } = stubKiosk({
      'POST /api/shift/clock-out': 'network-error',
      'POST /api/shift/offline-punches': ({ body }) => (reachable ? allApplied(body) : 'network-error'),
    });
    renderKiosk();
    const user = userEvent.setup();
    await user.type(field(), '12');
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    const saved = await within(screen.getByRole('status')).findByText(
      'No connection: the clock-out for ID 012 is saved on this kiosk and will be sent when the connection is back.',
    );
    expect(saved).toBeVisible();
    // Saved, to be sent: not shown as a success (nothing is recorded yet), and not as a refusal.
    expect(saved.closest('[data-tone]')).toHaveAttribute('data-tone', 'queued');
    expect(saved.closest('[data-tone]')).not.toHaveClass('bg-green-50');
    expect(await screen.findByText('1 punch waiting to be sent')).toBeVisible();

    // Back online: the browser says so, and the kiosk sends what waits.
    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('1 punch waiting to be sent')).toBeNull());
    const sent = calls.filter((call) => call.path === '/api/shift/offline-punches');
    const last = sent.at(-1)?.body as { sentAt: string; punches: Record<string, unknown>[] };
    expect(last.punches).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'clock-out',
        employeeId: '012',
        deviceTime: expect.any(String),
      },
    ]);
    // Every try sent the same punch id: the server answers a repeat with the first outcome.
    const ids = new Set(sent.map((call) => (call.body as typeof last).punches[0]?.id));
    expect(ids.size).toBe(1);
  });

  it('sends the punches kept earlier before the next live punch, so the server gets them in order', async () => {
    let reachable = false;
    const { calls } = stubKiosk({
      'POST /api/shift/clock-in': () =>
        reachable
          ? { status: 201, body: { message: 'Clocked in successfully', shift: shiftFixture() } }
          : 'network-error',
      'POST /api/shift/offline-punches': ({ body }) => (reachable ? allApplied(body) : 'network-error'),
    });
    renderKiosk();
    const user = userEvent.setup();
    await user.type(field(), '8');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('1 punch waiting to be sent')).toBeVisible();

    // The server is back, but the browser never said it was gone: the next punch sends the kept one first.
    reachable = true;
    await user.type(field(), '7');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await within(screen.getByRole('status')).findByText(/Welcome Ada Lovelace/)).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts.slice(-2)).toEqual(['/api/shift/offline-punches', '/api/shift/clock-in']);
    expect(screen.queryByText('1 punch waiting to be sent')).toBeNull();
  });

  it('sends one punch for a double tap, and keeps both buttons inactive until the answer', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { calls } = stubKiosk({
      'POST /api/shift/clock-in': () => new Promise((resolve) => (answer = resolve)),
    });
    renderKiosk();
    const user = userEvent.setup();
    await user.type(field(), '7');
    const clockIn = screen.getByRole('button', { name: 'Clock In' });
    await user.dblClick(clockIn);
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));

    expect(clockIn).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Clock Out' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    answer({ status: 201, body: { message: 'Clocked in successfully', shift: shiftFixture() } });
    expect(await screen.findByText('Clocked in successfully! Welcome Ada Lovelace')).toBeVisible();
    expect(clockIn).not.toHaveAttribute('aria-disabled');
  });

  it('sends the kiosk token: tempToken before adminToken before token', async () => {
    const { calls } = stubKiosk({
      'POST /api/shift/clock-in': { status: 201, body: { message: 'ok', shift: shiftFixture() } },
    });
    renderKiosk();
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('tempToken', 'temp-token');
    const user = userEvent.setup();
    await user.type(field(), '7');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    await screen.findByText('Clocked in successfully! Welcome Ada Lovelace');
    const punch = calls.find((call) => call.path === '/api/shift/clock-in');
    expect(punch?.headers.get('Authorization')).toBe('Bearer temp-token');
  });
});

describe('the clock and Currently Working', () => {
  it("shows the time and date of the location's zone, every second", async () => {
    // 14:30:00.5 UTC is 10:30 in New York (daylight saving time since 8 March 2026).
    startKioskClock('2026-03-10T14:30:00.500Z');
    stubKiosk();
    renderKiosk();
    expect(await screen.findByText('10:30:00')).toBeVisible();
    expect(screen.getByText('Tuesday, March 10, 2026')).toBeVisible();
    await advance(1000);
    expect(screen.getByText('10:30:01')).toBeVisible();
  });

  it("shows the clock and the start times in the location's 12-hour format when it is chosen", async () => {
    startKioskClock('2026-03-10T14:30:00.500Z');
    stubKiosk({
      'GET /api/admin/location-settings': {
        status: 200,
        body: { settings: { ...DEFAULT_SETTINGS, timeFormat: '12h' } },
      },
      'GET /api/shift/current': {
        status: 200,
        body: {
          shifts: [shiftFixture({ employeeId: '007', clockIn: '2026-03-10T12:40:00Z' })],
          serverTime: '2026-03-10T14:30:00.500Z',
        },
      },
    });
    renderKiosk();
    expect(await screen.findByText('10:30:00 AM')).toBeVisible();
    expect(await screen.findByText('Since 8:40 AM')).toBeVisible();
  });

  it("falls back to the device's zone when the location's cannot be read", async () => {
    startKioskClock('2026-03-10T14:30:00.500Z');
    stubKiosk({
      'GET /api/admin/location-info': { status: 500, body: { message: 'Internal server error' } },
    });
    renderKiosk();
    // The query client retries a server error once, after a second.
    await advance(1000);
    const device = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(await screen.findByText(new RegExp(`^${device.format(new Date())}:\\d{2}$`))).toBeVisible();
  });

  it('says when nobody is working', async () => {
    stubKiosk();
    renderKiosk();
    expect(await screen.findByRole('heading', { name: 'Currently Working' })).toBeVisible();
    expect(await screen.findByText('No employees currently clocked in')).toBeVisible();
  });

  it('lists who is working with ID, name, start time and elapsed time, refreshed every 30 s', async () => {
    startKioskClock('2026-03-10T14:45:30Z');
    let shifts = [
      shiftFixture({ employeeId: '007', name: 'Ada Lovelace', clockIn: '2026-03-10T12:40:00Z' }),
      shiftFixture({ employeeId: '012', name: 'Grace Hopper', clockIn: '2026-03-10T14:00:00Z' }),
    ];
    const { calls } = stubKiosk({
      'GET /api/shift/current': () => ({
        status: 200,
        body: { shifts, serverTime: new Date().toISOString() },
      }),
    });
    renderKiosk();

    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'ID 007Ada LovelaceSince 08:40Working for 2h 5m',
      'ID 012Grace HopperSince 10:00Working for 45m',
    ]);
    expect(screen.getByText('2 people working')).toBeVisible();

    // The elapsed time follows the clock.
    await advance(30_000);
    expect(within(cards[1] as HTMLElement).getByText('46m')).toBeVisible();

    // And the list is asked for again every 30 s.
    const before = calls.filter((call) => call.path === '/api/shift/current').length;
    shifts = [shifts[1] as (typeof shifts)[number]];
    await advance(30_000);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/shift/current').length).toBeGreaterThan(before),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });

  it("shows the server's time and worked time on a tablet whose clock is 37 minutes fast", async () => {
    // The true time is 14:45:30Z (10:45:30 in New York); the tablet's clock says 15:22:30Z.
    const fast = 37 * 60_000;
    startKioskClock(new Date(Date.parse('2026-03-10T14:45:30.500Z') + fast).toISOString());
    stubKiosk({
      'GET /api/shift/current': () => ({
        status: 200,
        body: {
          shifts: [shiftFixture({ employeeId: '007', clockIn: '2026-03-10T12:40:00Z' })],
          serverTime: new Date(Date.now() - fast).toISOString(),
        },
      }),
    });
    renderKiosk();
    const card = await screen.findByRole('listitem');
    // 12:40Z to 14:45:30Z: 2 h 5 m, not the 2 h 42 m the tablet's clock would give.
    await waitFor(() => expect(card).toHaveTextContent('ID 007Ada LovelaceSince 08:40Working for 2h 5m'));
    expect(await screen.findByText(/^10:45:3\d$/)).toBeVisible();
    expect(screen.queryByText(/^11:22:/)).toBeNull();
  });
});

describe('with employee PINs on', () => {
  const pinField = () => screen.getByLabelText<HTMLInputElement>('PIN');
  const withPins = (handlers: Parameters<typeof stubApi>[0] = {}) =>
    stubKiosk({
      'GET /api/admin/location-settings': {
        status: 200,
        body: { settings: { ...DEFAULT_SETTINGS, pinLength: 4 } },
      },
      ...handlers,
    });

  it('takes the PIN after the ID on the same keypad, masked, and sends both', async () => {
    const { calls } = withPins({
      'POST /api/shift/clock-in': {
        status: 201,
        body: { message: 'Clocked in successfully', shift: shiftFixture() },
      },
    });
    renderKiosk();
    const user = userEvent.setup();
    expect(
      await screen.findByText('Enter your ID and your PIN, then press Clock In or Clock Out.'),
    ).toBeVisible();
    for (const digit of ['0', '0', '7', '4', '8', '2', '1']) await user.click(key(digit));
    expect(field()).toHaveValue('007');
    expect(pinField()).toHaveValue('4821');
    expect(pinField()).toHaveAttribute('type', 'password');
    // Backspace works on the PIN first, then goes back to the ID.
    for (let i = 0; i < 5; i++) await user.click(key('Backspace'));
    expect(pinField()).toHaveValue('');
    expect(field()).toHaveValue('00');
    await user.click(key('7'));
    for (const digit of ['4', '8', '2', '1']) await user.click(key(digit));

    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    await within(screen.getByRole('status')).findByText('Clocked in successfully! Welcome Ada Lovelace');
    expect(calls.find((call) => call.path === '/api/shift/clock-in')?.body).toEqual({
      employeeId: '007',
      pin: '4821',
    });
    // Nobody's PIN stays on screen for the next person.
    expect(pinField()).toHaveValue('');
    expect(field()).toHaveValue('');
  });

  it('moves a typist from the full ID to the PIN, and asks for a PIN before calling the server', async () => {
    const { calls } = withPins();
    renderKiosk();
    const user = userEvent.setup();
    await screen.findByLabelText('PIN');
    await user.type(field(), '007');
    expect(pinField()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await within(screen.getByRole('alert')).findByText('Please enter your PIN')).toBeVisible();
    await user.type(field(), '007');
    await user.click(screen.getByRole('button', { name: 'Start Break' }));
    const sent = calls.filter((call) =>
      ['/api/shift/clock-in', '/api/shift/break-start'].includes(call.path),
    );
    expect(sent).toEqual([]);
  });

  it('sends a clock-out or End Break without a PIN, so someone who has none can still leave', async () => {
    const { calls } = withPins({
      'POST /api/shift/clock-out': {
        status: 200,
        body: {
          message: 'Clocked out successfully',
          shift: shiftFixture({ clockIn: '2026-03-10T12:00:00Z', clockOut: '2026-03-10T16:30:00Z' }),
        },
      },
      // Someone who has a PIN is asked for it by the server.
      'POST /api/shift/break-end': {
        status: 400,
        body: { message: 'Please enter your PIN', code: 'PIN_REQUIRED' },
      },
    });
    renderKiosk();
    const user = userEvent.setup();
    await screen.findByLabelText('PIN');
    await user.type(field(), '007');
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    await within(screen.getByRole('status')).findByText(
      'Clocked out successfully! Ada Lovelace worked 4h 30m',
    );
    expect(calls.find((call) => call.path === '/api/shift/clock-out')?.body).toEqual({ employeeId: '007' });

    await user.type(field(), '008');
    await user.click(screen.getByRole('button', { name: 'End Break' }));
    expect(await within(screen.getByRole('alert')).findByText('Please enter your PIN')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/shift/break-end')?.body).toEqual({ employeeId: '008' });
  });

  it("shows a wrong PIN's attempts left and a lock's wait, and stays signed in", async () => {
    withPins({
      'POST /api/shift/clock-in': {
        status: 401,
        body: { message: 'Wrong PIN. Attempts left: 2', code: 'PIN_WRONG', attemptsLeft: 2 },
      },
      'POST /api/shift/clock-out': {
        status: 429,
        body: {
          message:
            'Too many wrong PINs for this employee ID. Try again in 5 minutes or ask a manager to unlock.',
          code: 'PIN_LOCKED',
          retryAfterSeconds: 300,
        },
      },
    });
    renderKiosk();
    const user = userEvent.setup();
    await screen.findByLabelText('PIN');
    await user.type(field(), '007');
    await user.type(pinField(), '1111');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await within(screen.getByRole('alert')).findByText('Wrong PIN. Attempts left: 2')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('location-token');

    await user.type(field(), '007');
    await user.type(pinField(), '1111');
    await user.click(screen.getByRole('button', { name: 'Clock Out' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Too many wrong PINs for this employee ID. Try again in 5 minutes or ask a manager to unlock.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Ada Lovelace/)).toBeNull();
  });
});

describe('the early clock-in limit', () => {
  it("names the shift's start and the first minute allowed at the location's clock", async () => {
    stubKiosk({
      'GET /api/admin/location-settings': {
        status: 200,
        body: { settings: { ...DEFAULT_SETTINGS, timeFormat: '12h', earlyClockInMinutes: 10 } },
      },
      'POST /api/shift/clock-in': {
        status: 409,
        body: {
          message: "Too early to clock in: Ada Lovelace's shift starts at 09:00. Clock in from 08:50.",
          code: 'EARLY_CLOCK_IN',
          employeeName: 'Ada Lovelace',
          // 09:00 in New York (the fixture's zone), whatever the device's zone.
          scheduledStart: '2026-03-10T13:00:00.000Z',
          clockInFrom: '2026-03-10T12:50:00.000Z',
        },
      },
    });
    renderKiosk();
    const user = userEvent.setup();
    await screen.findByText('No employees currently clocked in');
    await user.type(field(), '7');
    await user.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        "Too early to clock in: Ada Lovelace's shift starts at 9:00 AM. Clock in from 8:50 AM.",
      ),
    ).toBeVisible();
  });
});
