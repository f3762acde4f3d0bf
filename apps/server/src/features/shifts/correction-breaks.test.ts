import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Correct Shift and Add Missed Shift edit a shift's breaks, with the audit trail.
 * The app's clock, moved by the tests: Tuesday 2026-12-08 in Paris (UTC+1).
 */
let clock = Date.parse('2026-12-08T07:00:00Z');

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function location() {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
  const manager = await loginAs(call, loc, 'manager');
  const kiosk = await loginAs(call, loc, 'location');
  await createEmployee(t.db, loc.location.id, '007', { name: 'Ann Lee' });
  const send = (path: string) =>
    call({ method: 'POST', url: `/api/shift/${path}`, token: kiosk, body: { employeeId: '007' } });
  const breaksOf = async (shiftId: string) =>
    (await call({ url: `/api/admin/shifts/${shiftId}/breaks`, token: manager })).body.breaks;
  const auditOf = async (shiftId: string) =>
    (await call({ url: `/api/admin/shifts/${shiftId}/audit`, token: manager })).body.entries;
  const put = (shiftId: string, body: object) =>
    call({ method: 'PUT', url: `/api/admin/shifts/${shiftId}`, token: manager, body });
  const timesheet = async () =>
    (await call({ url: '/api/admin/timesheets?date=2026-12-08', token: manager })).body;
  return { ...loc, manager, kiosk, send, breaksOf, auditOf, put, timesheet };
}

/** A kiosk shift 08:00–16:00 in Paris with a 30-minute unpaid break at 12:00. */
async function kioskShiftWithBreak(k: Awaited<ReturnType<typeof location>>) {
  clock = Date.parse('2026-12-08T07:00:00Z');
  await k.send('clock-in');
  clock = Date.parse('2026-12-08T11:00:00Z');
  await k.send('break-start');
  clock = Date.parse('2026-12-08T11:30:00Z');
  await k.send('break-end');
  clock = Date.parse('2026-12-08T15:00:00Z');
  const out = await k.send('clock-out');
  expect(out.status).toBe(200);
  clock = Date.parse('2026-12-08T18:00:00Z');
  return out.body.shift.id as string;
}

const times = { clockIn: '2026-12-08T08:00:00+01:00', clockOut: '2026-12-08T16:00:00+01:00' };

describe('editing breaks in Correct Shift', () => {
  it("lists a shift's breaks and replaces them, audited before and after, and the hours follow", async () => {
    const k = await location();
    const shiftId = await kioskShiftWithBreak(k);
    expect(await k.breaksOf(shiftId)).toEqual([
      {
        id: expect.any(String),
        start: '2026-12-08T11:00:00.000Z',
        end: '2026-12-08T11:30:00.000Z',
        paid: false,
      },
    ]);
    expect((await k.timesheet()).employees[0]).toMatchObject({ totalHours: 7.5, unpaidBreakMinutes: 30 });

    // The employee forgot a second break; the first was a paid rest break, not a meal.
    const res = await k.put(shiftId, {
      ...times,
      breaks: [
        { start: '2026-12-08T14:00:00+01:00', end: '2026-12-08T14:45:00+01:00', paid: false },
        { start: '2026-12-08T12:00:00+01:00', end: '2026-12-08T12:30:00+01:00', paid: true },
      ],
      reason: 'Lunch not punched',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Shift corrected');
    expect(res.body.shift).toMatchObject({ corrected: true, totalHours: 8 });
    expect(await k.breaksOf(shiftId)).toEqual([
      {
        id: expect.any(String),
        start: '2026-12-08T11:00:00.000Z',
        end: '2026-12-08T11:30:00.000Z',
        paid: true,
      },
      {
        id: expect.any(String),
        start: '2026-12-08T13:00:00.000Z',
        end: '2026-12-08T13:45:00.000Z',
        paid: false,
      },
    ]);
    expect(await k.auditOf(shiftId)).toEqual([
      expect.objectContaining({
        action: 'correct',
        reason: 'Lunch not punched',
        before: {
          clockIn: '2026-12-08T07:00:00.000Z',
          clockOut: '2026-12-08T15:00:00.000Z',
          breaks: [{ start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T11:30:00.000Z', paid: false }],
        },
        after: {
          clockIn: '2026-12-08T07:00:00.000Z',
          clockOut: '2026-12-08T15:00:00.000Z',
          breaks: [
            { start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T11:30:00.000Z', paid: true },
            { start: '2026-12-08T13:00:00.000Z', end: '2026-12-08T13:45:00.000Z', paid: false },
          ],
        },
      }),
    ]);
    // 8 hours less the 45 unpaid minutes; the paid 30 stay in.
    expect((await k.timesheet()).employees[0]).toMatchObject({
      totalHours: 7.25,
      unpaidBreakMinutes: 45,
      paidBreakMinutes: 30,
    });

    // No breaks at all is a change too.
    const cleared = await k.put(shiftId, { ...times, breaks: [] });
    expect(cleared.body.message).toBe('Shift corrected');
    expect(await k.breaksOf(shiftId)).toEqual([]);
    expect((await k.timesheet()).employees[0]).toMatchObject({ totalHours: 8, unpaidBreakMinutes: 0 });
  });

  it('the same times and breaks are no correction; the same times with other breaks are one', async () => {
    const k = await location();
    const shiftId = await kioskShiftWithBreak(k);
    const same = [{ start: '2026-12-08T12:00:00+01:00', end: '2026-12-08T12:30:00+01:00', paid: false }];
    const unchanged = await k.put(shiftId, { ...times, breaks: same });
    expect(unchanged.body).toMatchObject({
      message: 'No changes: the shift already has these times',
      shift: { corrected: false },
    });
    // Without `breaks`, an older client's correction keeps them as they are.
    expect((await k.put(shiftId, times)).body.message).toBe('No changes: the shift already has these times');
    expect(await k.auditOf(shiftId)).toEqual([]);

    const paid = await k.put(shiftId, { ...times, breaks: [{ ...same[0], paid: true }] });
    expect(paid.body).toMatchObject({ message: 'Shift corrected', shift: { corrected: true } });
    expect(await k.auditOf(shiftId)).toHaveLength(1);

    // New times without `breaks` keep the breaks.
    const later = await k.put(shiftId, { ...times, clockOut: '2026-12-08T17:00:00+01:00' });
    expect(later.body.message).toBe('Shift corrected');
    expect(await k.breaksOf(shiftId)).toMatchObject([{ start: '2026-12-08T11:00:00.000Z', paid: true }]);
    expect((await k.auditOf(shiftId))[1].after.breaks).toEqual([
      { start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T11:30:00.000Z', paid: true },
    ]);
  });

  it('refuses breaks that end before they start, lie outside the shift, overlap or are too many, and changes nothing', async () => {
    const k = await location();
    const shiftId = await kioskShiftWithBreak(k);
    const at = (time: string) => `2026-12-08T${time}:00+01:00`;
    const cases: [object[], string, string][] = [
      [
        [{ start: at('12:30'), end: at('12:00'), paid: false }],
        'breaks.0.end',
        'A break must end after it starts',
      ],
      [
        [{ start: at('12:00'), end: at('12:00'), paid: false }],
        'breaks.0.end',
        'A break must end after it starts',
      ],
      [
        [{ start: at('07:30'), end: at('08:15'), paid: false }],
        'breaks.0.start',
        'A break must be within the shift',
      ],
      [
        [{ start: at('15:45'), end: at('16:15'), paid: false }],
        'breaks.0.end',
        'A break must be within the shift',
      ],
      [
        [
          { start: at('12:00'), end: at('12:30'), paid: false },
          { start: at('12:15'), end: at('12:45'), paid: false },
        ],
        'breaks.1.start',
        'Breaks cannot overlap',
      ],
      [[{ start: '', end: at('12:00'), paid: false }], 'breaks.0.start', 'Break start is required'],
      [[{ start: at('12:00'), paid: false }], 'breaks.0.end', 'Break end is required'],
    ];
    for (const [breaks, path, msg] of cases) {
      const res = await k.put(shiftId, { ...times, breaks });
      expect(res.status, msg).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, msg }));
    }
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      start: at(`09:${String(i * 5).padStart(2, '0')}`),
      end: at(`09:${String(i * 5 + 1).padStart(2, '0')}`),
      paid: false,
    }));
    const tooMany = await k.put(shiftId, { ...times, breaks: eleven });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: 'A shift can have at most 10 breaks', code: 'TOO_MANY_BREAKS' },
    });
    // Breaks touching each other and the shift's ends are fine.
    const touching = await k.put(shiftId, {
      ...times,
      breaks: [
        { start: at('08:00'), end: at('08:10'), paid: true },
        { start: at('08:10'), end: at('08:20'), paid: true },
        { start: at('15:50'), end: at('16:00'), paid: true },
      ],
    });
    expect(touching.status).toBe(200);
    expect(await k.breaksOf(shiftId)).toHaveLength(3);
    expect(await k.auditOf(shiftId)).toHaveLength(1);
  });

  it('closing a shift on a break without naming breaks ends the break at the clock-out', async () => {
    const k = await location();
    clock = Date.parse('2026-12-08T07:00:00Z');
    const shiftId = (await k.send('clock-in')).body.shift.id;
    clock = Date.parse('2026-12-08T11:00:00Z');
    await k.send('break-start');
    clock = Date.parse('2026-12-08T18:00:00Z');
    const res = await k.put(shiftId, { clockIn: times.clockIn, clockOut: '2026-12-08T12:20:00+01:00' });
    expect(res.body.message).toBe('Shift corrected');
    expect(await k.breaksOf(shiftId)).toMatchObject([
      { start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T11:20:00.000Z', paid: false },
    ]);
    const [entry] = await k.auditOf(shiftId);
    expect(entry.before.breaks).toEqual([{ start: '2026-12-08T11:00:00.000Z', end: null, paid: false }]);
    expect(entry.after.breaks).toEqual([
      { start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T11:20:00.000Z', paid: false },
    ]);
  });

  it('a Start Break racing a correction that closes the shift leaves no open break', async () => {
    const k = await location();
    clock = Date.parse('2026-12-08T07:00:00Z');
    const shiftId = (await k.send('clock-in')).body.shift.id;
    clock = Date.parse('2026-12-08T11:00:00Z');
    const [correction, ...starts] = await Promise.all([
      k.put(shiftId, { clockIn: times.clockIn, clockOut: '2026-12-08T11:59:00+01:00', breaks: [] }),
      ...Array.from({ length: 5 }, () => k.send('break-start')),
    ]);
    expect(correction.status).toBe(200);
    for (const start of starts) expect([201, 409]).toContain(start.status);
    const open = await t.pool.query('select 1 from shift_breaks where shift_id = $1 and end_at is null', [
      shiftId,
    ]);
    // Either the break came first and the correction's empty list removed it, or the correction came
    // first and the kiosk found no shift to break.
    expect(open.rowCount).toBe(0);
    expect(await k.breaksOf(shiftId)).toEqual([]);
  });

  it("answers 404 for another location's shift", async () => {
    const k = await location();
    const other = await location();
    const shiftId = await kioskShiftWithBreak(k);
    const res = await call({ url: `/api/admin/shifts/${shiftId}/breaks`, token: other.manager });
    expect(res).toMatchObject({ status: 404, body: { message: 'Shift not found' } });
  });
});

describe('breaks in Add Missed Shift', () => {
  it('stores them with the shift and the audit entry', async () => {
    clock = Date.parse('2026-12-09T12:00:00Z');
    const k = await location();
    const res = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: k.manager,
      body: {
        employeeId: '007',
        clockIn: '2026-12-08T09:00:00+01:00',
        clockOut: '2026-12-08T17:00:00+01:00',
        breaks: [{ start: '2026-12-08T13:00:00+01:00', end: '2026-12-08T13:30:00+01:00', paid: false }],
      },
    });
    expect(res.status).toBe(201);
    const shiftId = res.body.shift.id;
    expect(await k.breaksOf(shiftId)).toMatchObject([
      { start: '2026-12-08T12:00:00.000Z', end: '2026-12-08T12:30:00.000Z', paid: false },
    ]);
    expect((await k.auditOf(shiftId))[0]).toMatchObject({
      action: 'create',
      before: null,
      after: {
        breaks: [{ start: '2026-12-08T12:00:00.000Z', end: '2026-12-08T12:30:00.000Z', paid: false }],
      },
    });
    expect((await k.timesheet()).employees[0]).toMatchObject({ totalHours: 7.5, unpaidBreakMinutes: 30 });

    const outside = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: k.manager,
      body: {
        employeeId: '007',
        clockIn: '2026-12-07T09:00:00+01:00',
        clockOut: '2026-12-07T17:00:00+01:00',
        breaks: [{ start: '2026-12-07T17:00:00+01:00', end: '2026-12-07T17:30:00+01:00', paid: false }],
      },
    });
    expect(outside).toMatchObject({ status: 400, body: { code: 'BREAK_OUTSIDE_SHIFT' } });
  });
});
