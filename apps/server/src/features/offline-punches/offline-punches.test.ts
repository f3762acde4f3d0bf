import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { kioskLocation } from '../../../test/kiosk-location.ts';
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
    await createEmployee(t.db, location.id, '008', { name: 'Bo Chen' });
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
    await createEmployee(t.db, location.id, '009', { name: 'Cy Dorn', isActive: false });
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
    expect(sent.status).toBe(200);
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
    const { kiosk, manager } = await kioskLocation(t, call);
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
