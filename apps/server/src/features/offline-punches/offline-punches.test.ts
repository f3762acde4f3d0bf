import { randomUUID } from 'node:crypto';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { EMPLOYED_SINCE, kioskLocation, saveSettings } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.parse('2026-11-25T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

type Punch = { id?: string; type: 'clock-in' | 'clock-out'; employeeId: string; at: number; pin?: string };

/**
 * A batch as a kiosk whose clock runs `skewMs` ahead of the server's sends it: each punch's device
 * time and the batch's sentAt are read off that clock.
 */
function batch(punches: Punch[], skewMs = 0) {
  return {
    sentAt: iso(clock + skewMs),
    punches: punches.map(({ id, type, employeeId, at, pin }) => ({
      id: id ?? randomUUID(),
      type,
      employeeId,
      deviceTime: iso(at + skewMs),
      ...(pin ? { pin } : {}),
    })),
  };
}

const send = (token: string, body: ReturnType<typeof batch>) =>
  call({ method: 'POST', url: '/api/shift/offline-punches', token, body });

const shiftsOf = async (manager: string) =>
  (await call({ url: '/api/admin/shifts?limit=50', token: manager })).body.shifts as {
    employee: { employeeId: string };
    clockIn: string;
    clockOut: string | null;
    offline: boolean;
  }[];

describe('offline punches', () => {
  it('applies punches at the device time corrected by its clock offset, flags the shifts, and never twice', async () => {
    const { kiosk, manager, location } = await kioskLocation(t, call);
    await createEmployee(t.db, location.id, '008', { name: 'Bo Chen', createdAt: EMPLOYED_SINCE });
    const start = clock - 3 * HOUR;
    // The kiosk's clock runs 3 minutes fast: the server corrects every punch by it.
    const body = batch(
      [
        { type: 'clock-in', employeeId: '007', at: start },
        { type: 'clock-in', employeeId: '8', at: start + 10 * MINUTE },
        { type: 'clock-out', employeeId: '007', at: start + 2 * HOUR },
      ],
      3 * MINUTE,
    );
    const first = await send(kiosk, body);
    expect(first.status).toBe(200);
    const applied = body.punches.map((punch) => ({ id: punch.id, outcome: 'applied' }));
    expect(first.body).toEqual({ results: applied });

    const expected = [
      {
        employee: expect.objectContaining({ employeeId: '008' }),
        clockIn: iso(start + 10 * MINUTE),
        clockOut: null,
        offline: true,
      },
      {
        employee: expect.objectContaining({ employeeId: '007' }),
        clockIn: iso(start),
        clockOut: iso(start + 2 * HOUR),
        offline: true,
      },
    ];
    expect(await shiftsOf(manager)).toEqual(expected.map((shift) => expect.objectContaining(shift)));

    // The answer was lost and the kiosk sends the batch again, twice at once: the same outcomes, no new shift.
    clock += MINUTE;
    const again = await Promise.all([send(kiosk, body), send(kiosk, body)]);
    for (const answer of again) expect(answer.body).toEqual({ results: applied });
    expect(await shiftsOf(manager)).toEqual(expected.map((shift) => expect.objectContaining(shift)));

    // The timesheet lists them flagged: the finished one for review, the other with the open shifts.
    const sheet = await call({
      url: `/api/admin/timesheets?date=${iso(start).slice(0, 10)}`,
      token: manager,
    });
    expect(sheet.body.reviewShifts).toEqual([
      expect.objectContaining({ offline: true, employee: expect.objectContaining({ employeeId: '007' }) }),
    ]);
    expect(sheet.body.openShifts).toEqual([
      expect.objectContaining({ offline: true, employee: expect.objectContaining({ employeeId: '008' }) }),
    ]);
  });

  it('sends a punch it cannot apply to the review list with the reason, where the manager dismisses it', async () => {
    const { kiosk, manager, location } = await kioskLocation(t, call);
    await createEmployee(t.db, location.id, '009', {
      name: 'Cy Dorn',
      isActive: false,
      createdAt: EMPLOYED_SINCE,
    });
    // Ann clocked in live after the kiosk came back; the queue still holds her clock-in from before.
    expect(
      (await call({ method: 'POST', url: '/api/shift/clock-in', token: kiosk, body: { employeeId: '007' } }))
        .status,
    ).toBe(201);
    const body = batch([
      { type: 'clock-in', employeeId: '007', at: clock - HOUR },
      { type: 'clock-out', employeeId: '009', at: clock - HOUR + MINUTE },
      { type: 'clock-in', employeeId: '123', at: clock - HOUR + 2 * MINUTE },
      { type: 'clock-in', employeeId: '007', at: clock - 73 * HOUR },
      { type: 'clock-in', employeeId: '007', at: clock + 10 * MINUTE },
    ]);
    const sent = await send(kiosk, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(
      Array(5).fill('review'),
    );

    const list = await call({ url: '/api/admin/offline-punches', token: manager });
    expect(list.status).toBe(200);
    expect(
      list.body.punches.map((punch: { employeeId: string; reason: string }) => [
        punch.employeeId,
        punch.reason,
      ]),
    ).toEqual([
      ['007', 'TOO_OLD'],
      ['007', 'ALREADY_CLOCKED_IN'],
      ['009', 'EMPLOYEE_INACTIVE'],
      ['123', 'EMPLOYEE_NOT_FOUND'],
      ['007', 'IMPLAUSIBLE_TIME'],
    ]);
    expect(list.body.punches[1]).toEqual({
      id: body.punches[0]?.id,
      type: 'clock-in',
      employeeId: '007',
      employee: { id: expect.any(String), name: 'Ann Lee' },
      deviceName: null,
      deviceNumber: null,
      deviceTime: iso(clock - HOUR),
      punchTime: iso(clock - HOUR),
      receivedAt: iso(clock),
      reason: 'ALREADY_CLOCKED_IN',
    });
    // Nothing of it reached a shift: Ann's one shift is the live one.
    expect(await shiftsOf(manager)).toEqual([expect.objectContaining({ offline: false, clockOut: null })]);

    const id = body.punches[0]?.id;
    const dismissed = await call({
      method: 'POST',
      url: `/api/admin/offline-punches/${id}/dismiss`,
      token: manager,
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ message: 'Offline punch dismissed', punch: { id } });
    const twice = await call({
      method: 'POST',
      url: `/api/admin/offline-punches/${id}/dismiss`,
      token: manager,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This offline punch has already been dismissed');
    expect((await call({ url: '/api/admin/offline-punches', token: manager })).body.punches).toHaveLength(4);

    // Another location's manager cannot see or dismiss it; a kiosk's token cannot either.
    const other = await kioskLocation(t, call);
    expect((await call({ url: '/api/admin/offline-punches', token: other.manager })).body.punches).toEqual(
      [],
    );
    const foreign = await call({
      method: 'POST',
      url: `/api/admin/offline-punches/${body.punches[1]?.id}/dismiss`,
      token: other.manager,
    });
    expect(foreign.status).toBe(404);
    expect((await call({ url: '/api/admin/offline-punches', token: kiosk })).status).toBe(403);
    // The same id sent from another location is that location's own punch.
    const reused = await send(
      other.kiosk,
      batch([{ id: body.punches[0]?.id, type: 'clock-in', employeeId: '007', at: clock - HOUR }]),
    );
    expect(reused.body.results).toEqual([{ id: body.punches[0]?.id, outcome: 'applied' }]);
  });

  it('ends a shift only where the employee was clocked in, and not past 16 hours', async () => {
    // A window of three days, so that punches 20 hours old are judged by the 16-hour rule.
    const { kiosk, manager } = await kioskLocation(t, call, { offlinePunchMaxAgeHours: 72 });
    const sent = await send(
      kiosk,
      batch([
        { type: 'clock-out', employeeId: '007', at: clock - 20 * HOUR },
        { type: 'clock-in', employeeId: '007', at: clock - 19 * HOUR },
        { type: 'clock-out', employeeId: '007', at: clock - 2 * HOUR },
      ]),
    );
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'review',
      'applied',
      'review',
    ]);
    const reasons = (await call({ url: '/api/admin/offline-punches', token: manager })).body.punches.map(
      (punch: { reason: string }) => punch.reason,
    );
    expect(reasons).toEqual(['NOT_CLOCKED_IN', 'SHIFT_TOO_LONG']);
  });

  it('checks the PIN where the location asks for one: a missing or wrong one goes to review, and wrong ones lock', async () => {
    const { kiosk, manager } = await kioskLocation(t, call, { pinLength: 4 });
    const pin = (await call({ method: 'POST', url: '/api/admin/employees/007/pin', token: manager })).body
      .pin as string;
    const wrong = pin === '4826' ? '4827' : '4826';
    const sent = await send(
      kiosk,
      batch([
        { type: 'clock-in', employeeId: '007', at: clock - 3 * HOUR },
        { type: 'clock-in', employeeId: '007', at: clock - 2 * HOUR, pin: wrong },
        { type: 'clock-in', employeeId: '007', at: clock - HOUR, pin },
      ]),
    );
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'review',
      'review',
      'applied',
    ]);
    const reasons = async () =>
      (await call({ url: '/api/admin/offline-punches', token: manager })).body.punches.map(
        (punch: { reason: string }) => punch.reason,
      );
    expect(await reasons()).toEqual(['PIN_REQUIRED', 'PIN_WRONG']);

    // A queue of guesses gets the keypad's five tries: the fifth wrong PIN in a row locks, and the
    // right one after it is not even compared.
    const guesses = ['0001', '0002', '0003', '0004', '0005'].filter((guess) => guess !== pin).slice(0, 4);
    const locked = await send(
      kiosk,
      batch([
        { type: 'clock-out', employeeId: '007', at: clock - 50 * MINUTE, pin: wrong },
        ...guesses.map((guess, n) => ({
          type: 'clock-out' as const,
          employeeId: '007',
          at: clock - (40 - n) * MINUTE,
          pin: guess,
        })),
        { type: 'clock-out', employeeId: '007', at: clock - 30 * MINUTE, pin },
      ]),
    );
    expect(locked.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(
      Array(6).fill('review'),
    );
    expect((await reasons()).slice(2)).toEqual([...Array(5).fill('PIN_WRONG'), 'PIN_LOCKED']);
    const employees = (await call({ url: '/api/admin/employees', token: manager })).body.employees;
    expect(employees).toEqual([expect.objectContaining({ pinLockedUntil: expect.any(String) })]);
  });

  it('applies an offline clock-out of an employee without a PIN after PINs were turned on', async () => {
    const { kiosk, manager } = await kioskLocation(t, call, { pinLength: 0 });
    const clockedIn = await send(
      kiosk,
      batch([{ type: 'clock-in', employeeId: '007', at: clock - 3 * HOUR }]),
    );
    expect(clockedIn.body.results[0].outcome).toBe('applied');
    await saveSettings(call, manager, { pinLength: 4 });
    const sent = await send(
      kiosk,
      batch([
        { type: 'clock-out', employeeId: '007', at: clock - HOUR },
        { type: 'clock-in', employeeId: '007', at: clock - 30 * MINUTE },
      ]),
    );
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'applied',
      'review',
    ]);
    const reasons = (await call({ url: '/api/admin/offline-punches', token: manager })).body.punches.map(
      (punch: { reason: string }) => punch.reason,
    );
    expect(reasons).toEqual(['PIN_REQUIRED']);
    expect(await shiftsOf(manager)).toEqual([
      expect.objectContaining({ clockIn: iso(clock - 3 * HOUR), clockOut: iso(clock - HOUR) }),
    ]);
  });

  it('applies the early clock-in limit at the punch time', async () => {
    const { kiosk, manager } = await kioskLocation(t, call, { earlyClockInMinutes: 10 });
    const start = clock + 2 * HOUR;
    const scheduled = await call({
      method: 'POST',
      url: '/api/admin/scheduled-shifts',
      token: manager,
      body: { employeeId: '007', scheduledStart: iso(start), scheduledEnd: iso(start + 4 * HOUR) },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    // Sent later: the punch at 20 minutes before the shift is too early, at 5 minutes before it is not.
    clock = start + HOUR;
    const sent = await send(
      kiosk,
      batch([
        { type: 'clock-in', employeeId: '007', at: start - 20 * MINUTE },
        { type: 'clock-in', employeeId: '007', at: start - 5 * MINUTE },
      ]),
    );
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'review',
      'applied',
    ]);
    const reasons = (await call({ url: '/api/admin/offline-punches', token: manager })).body.punches.map(
      (punch: { reason: string }) => punch.reason,
    );
    expect(reasons).toEqual(['EARLY_CLOCK_IN']);
  });

  it('refuses a malformed batch whole, and stores nothing of it', async () => {
    const { kiosk, manager } = await kioskLocation(t, call);
    const id = randomUUID();
    const punch = { id, type: 'clock-in', employeeId: '007', deviceTime: iso(clock) };
    for (const body of [
      { sentAt: iso(clock), punches: [] },
      { sentAt: iso(clock), punches: [punch, punch] },
      { sentAt: iso(clock), punches: [{ ...punch, employeeId: '12a' }] },
      { sentAt: 'yesterday', punches: [punch] },
      { sentAt: iso(clock), punches: [{ ...punch, id: 'not-a-uuid' }] },
    ]) {
      const answer = await call({ method: 'POST', url: '/api/shift/offline-punches', token: kiosk, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await shiftsOf(manager)).toEqual([]);
    expect((await call({ url: '/api/admin/offline-punches', token: manager })).body.punches).toEqual([]);
  });
});

/**
 * Audit items 3 and 8: the device's clock (its punch times and the batch's sentAt) is the device's
 * word, so an offline punch that would rewrite what the server knows otherwise waits for the manager.
 */
describe('offline punches the server does not take on the device’s word', () => {
  const START = clock;
  afterEach(() => {
    clock = START;
  });
  const reasonsOf = async (manager: string) =>
    (await call({ url: '/api/admin/offline-punches', token: manager })).body.punches.map(
      (punch: { employeeId: string; reason: string }) => [punch.employeeId, punch.reason],
    );
  const punchLive = (token: string, what: string) =>
    call({ method: 'POST', url: `/api/shift/${what}`, token, body: { employeeId: '007' } });

  it('never puts a punch into an approved pay period, from the kiosk’s token or the manager’s (item 3)', async () => {
    const { kiosk, manager, location } = await kioskLocation(t, call);
    await createEmployee(t.db, location.id, '008', { name: 'Bo Chen', createdAt: EMPLOYED_SINCE });
    // Weekly periods from Monday: Wednesday 2026-11-25 is in the week of 11-23. Ann worked Monday.
    expect(
      (
        await send(
          kiosk,
          batch([
            { type: 'clock-in', employeeId: '007', at: clock - 10 * HOUR },
            { type: 'clock-out', employeeId: '007', at: clock - 2 * HOUR },
          ]),
        )
      ).body.results.map((result: { outcome: string }) => result.outcome),
    ).toEqual(['applied', 'applied']);
    const approve = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token: manager,
      body: { startDate: '2026-11-23' },
    });
    expect(approve.status).toBe(200);
    const sheet = async () =>
      (await call({ url: '/api/admin/timesheets?date=2026-11-25', token: manager })).body;
    const before = await sheet();
    expect(before.totals.totalHours).toBe(8);

    for (const token of [kiosk, manager]) {
      const sent = await send(
        token,
        batch([
          { type: 'clock-in', employeeId: '008', at: clock - 3 * HOUR },
          { type: 'clock-out', employeeId: '008', at: clock - HOUR },
        ]),
      );
      expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
        'review',
        'review',
      ]);
    }
    expect(await reasonsOf(manager)).toEqual([
      ['008', 'PERIOD_APPROVED'],
      ['008', 'PERIOD_APPROVED'],
      ['008', 'NOT_CLOCKED_IN'],
      ['008', 'NOT_CLOCKED_IN'],
    ]);
    // As Add Missed Shift into the same period is refused, the figures and the approval are unchanged.
    const added = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: manager,
      body: { employeeId: '008', clockIn: iso(clock - 3 * HOUR), clockOut: iso(clock - HOUR) },
    });
    expect(added.status).toBe(409);
    expect(await sheet()).toEqual(before);

    // Reopened, the same punches (sent anew) apply.
    await call({
      method: 'POST',
      url: '/api/admin/timesheets/reopen',
      token: manager,
      body: { startDate: '2026-11-23' },
    });
    const retried = await send(
      kiosk,
      batch([
        { type: 'clock-in', employeeId: '008', at: clock - 3 * HOUR },
        { type: 'clock-out', employeeId: '008', at: clock - HOUR },
      ]),
    );
    expect(retried.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'applied',
      'applied',
    ]);
  });

  it('sends a punch older than the location’s window (12 h by default) to review (item 8)', async () => {
    const { kiosk, manager } = await kioskLocation(t, call);
    const sent = await send(
      kiosk,
      batch([
        { type: 'clock-in', employeeId: '007', at: clock - 13 * HOUR },
        { type: 'clock-in', employeeId: '007', at: clock - 11 * HOUR },
      ]),
    );
    expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'review',
      'applied',
    ]);
    expect(await reasonsOf(manager)).toEqual([['007', 'TOO_OLD']]);

    // The window is the manager's setting, 1 to 72 whole hours; the kiosk's token cannot change it.
    const settings = async (token: string, offlinePunchMaxAgeHours: unknown) =>
      call({
        method: 'PUT',
        url: '/api/admin/location-settings',
        token,
        body: { settings: { ...DEFAULT_SETTINGS, offlinePunchMaxAgeHours } },
      });
    expect((await call({ url: '/api/admin/location-settings', token: manager })).body.settings).toMatchObject(
      {
        offlinePunchMaxAgeHours: 12,
      },
    );
    for (const wrong of [0, 73, 1.5]) {
      const refused = await settings(manager, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({
        path: 'settings.offlinePunchMaxAgeHours',
        code: 'OFFLINE_PUNCH_MAX_AGE_RANGE',
      });
    }
    const byKiosk = await settings(kiosk, 2);
    expect(byKiosk.status).toBe(403);
    expect(byKiosk.body.code).toBe('OFFLINE_WINDOW_MANAGERS_ONLY');
    expect((await settings(manager, 2)).status).toBe(200);
    const later = await send(kiosk, batch([{ type: 'clock-out', employeeId: '007', at: clock - 3 * HOUR }]));
    expect(later.body.results[0].outcome).toBe('review');
    expect((await reasonsOf(manager)).at(-1)).toEqual(['007', 'TOO_OLD']);
  });

  it('does not place a shift before the employee existed: the audit’s 12-hour shift 48 h back (item 8)', async () => {
    for (const offlinePunchMaxAgeHours of [12, 72]) {
      const { kiosk, manager, location } = await kioskLocation(t, call, { offlinePunchMaxAgeHours });
      // Added one second ago (by the app's clock).
      await createEmployee(t.db, location.id, '010', { name: 'Di Eng', createdAt: new Date(clock - 1000) });
      const sent = await send(
        kiosk,
        batch([
          { type: 'clock-in', employeeId: '010', at: clock - 48 * HOUR },
          { type: 'clock-out', employeeId: '010', at: clock - 36 * HOUR },
          { type: 'clock-in', employeeId: '010', at: clock - 30 * MINUTE },
        ]),
      );
      expect(sent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
        'review',
        'review',
        'review',
      ]);
      const old = offlinePunchMaxAgeHours === 12 ? 'TOO_OLD' : 'BEFORE_EMPLOYEE_CREATED';
      expect(await reasonsOf(manager)).toEqual([
        ['010', old],
        ['010', old],
        ['010', 'BEFORE_EMPLOYEE_CREATED'],
      ]);
      expect(await shiftsOf(manager)).toEqual([]);
    }
  });

  it('never ends a shift taken online: the live shift stays open and its clock-out works (item 8)', async () => {
    const { kiosk, manager } = await kioskLocation(t, call);
    expect((await punchLive(kiosk, 'clock-in')).status).toBe(201);
    clock += 2 * HOUR;
    // A batch whose sentAt puts a clock-out one second after the live clock-in: the audit's 0.00 h shift.
    const sent = await send(
      kiosk,
      batch([{ type: 'clock-out', employeeId: '007', at: clock - 2 * HOUR + 1000 }]),
    );
    expect(sent.body.results[0].outcome).toBe('review');
    expect(await reasonsOf(manager)).toEqual([['007', 'ENDS_ONLINE_SHIFT']]);
    expect(await shiftsOf(manager)).toEqual([expect.objectContaining({ clockOut: null, offline: false })]);
    const out = await punchLive(kiosk, 'clock-out');
    expect(out.status).toBe(200);
    expect(out.body.shift.clockOut).toBe(iso(clock));
  });

  it('an offline clock-out ends the open break with the shift; one before a break taken online goes to review (item 8)', async () => {
    const { kiosk, manager } = await kioskLocation(t, call);
    expect(
      (await send(kiosk, batch([{ type: 'clock-in', employeeId: '007', at: clock - 2 * HOUR }]))).body
        .results[0].outcome,
    ).toBe('applied');
    // Back online: Ann starts a break at the kiosk; the connection drops again before she ends it.
    expect((await punchLive(kiosk, 'break-start')).status).toBe(201);
    const breakStart = clock;
    clock += HOUR;
    // A clock-out placed before the break (taken online) would end a shift the server saw live.
    const early = await send(
      kiosk,
      batch([{ type: 'clock-out', employeeId: '007', at: breakStart - 10 * MINUTE }]),
    );
    expect(early.body.results[0].outcome).toBe('review');
    expect(await reasonsOf(manager)).toEqual([['007', 'ENDS_ONLINE_SHIFT']]);
    const out = await send(kiosk, batch([{ type: 'clock-out', employeeId: '007', at: clock - 30 * MINUTE }]));
    expect(out.body.results[0].outcome).toBe('applied');
    const [shift] = await shiftsOf(manager);
    expect(shift).toMatchObject({ clockOut: iso(clock - 30 * MINUTE), offline: true });
    const breaks = await call({
      url: `/api/admin/shifts/${(shift as { id?: string }).id}/breaks`,
      token: manager,
    });
    expect(breaks.body.breaks).toEqual([
      expect.objectContaining({ start: iso(breakStart), end: iso(clock - 30 * MINUTE) }),
    ]);
    // Nothing is wedged: Ann's next shift and its break punch as usual.
    for (const [what, status] of [
      ['clock-in', 201],
      ['break-start', 201],
      ['break-end', 200],
      ['clock-out', 200],
    ] as const) {
      expect((await punchLive(kiosk, what)).status, what).toBe(status);
    }
  });

  it('the auto-close of a forgotten clock-out ends its open break too', async () => {
    const { kiosk, location } = await kioskLocation(t, call);
    expect((await punchLive(kiosk, 'clock-in')).status).toBe(201);
    const clockIn = clock;
    clock += HOUR;
    expect((await punchLive(kiosk, 'break-start')).status).toBe(201);
    clock += 20 * HOUR;
    // The kiosk's list closes it at clock-in + 16 h (read from the database: the tokens have expired).
    await call({ url: '/api/shift/current', token: kiosk });
    const { rows } = await t.pool.query(
      `select s.clock_out, s.auto_closed, b.end_at from shifts s join shift_breaks b on b.shift_id = s.id
        where s.location_id = $1`,
      [location.id],
    );
    expect(rows).toEqual([
      { clock_out: new Date(clockIn + 16 * HOUR), auto_closed: true, end_at: new Date(clockIn + 16 * HOUR) },
    ]);
  });

  it('the detailed CSV says which shifts came from the offline queue', async () => {
    const { kiosk, manager, location } = await kioskLocation(t, call);
    await createEmployee(t.db, location.id, '008', { name: 'Bo Chen', createdAt: EMPLOYED_SINCE });
    await send(
      kiosk,
      batch([
        { type: 'clock-in', employeeId: '007', at: clock - 4 * HOUR },
        { type: 'clock-out', employeeId: '007', at: clock - 2 * HOUR },
      ]),
    );
    await call({ method: 'POST', url: '/api/shift/clock-in', token: kiosk, body: { employeeId: '008' } });
    clock += HOUR;
    await call({ method: 'POST', url: '/api/shift/clock-out', token: kiosk, body: { employeeId: '008' } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/timesheets/export?date=2026-11-25&format=detailed',
      headers: { authorization: `Bearer ${manager}` },
    });
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['Employee ID'], row.Offline])).toEqual([
      ['007', 'Yes'],
      ['008', 'No'],
    ]);
  });
});
