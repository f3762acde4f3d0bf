import { csvHeaders, DETAILED_CSV_COLUMNS, SUMMARY_CSV_COLUMNS } from '@shiftclock/contract/csv-headers';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { raceAtLocation } from '../../../test/race-at-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { shifts } from '../../db/schema/shifts.ts';

/** The app's clock: Thursday 2026-12-10, 12:00 UTC. Weekly periods (default) run Monday to Sunday. */
const NOW = Date.parse('2026-12-10T12:00:00Z');
const H = 3_600_000;

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(NOW) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function setup(options: { timezone?: string; payroll?: object } = {}) {
  const org = await createOrganization(t.db);
  const loc = await createLocation(t.db, org.organization.id, {
    timezone: options.timezone ?? 'Europe/Paris',
  });
  const token = await loginAs(call, loc, 'manager');
  if (options.payroll) {
    const res = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token,
      body: {
        settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_SETTINGS.payroll, ...options.payroll } },
      },
    });
    expect(res.status).toBe(200);
  }
  return { org, loc, token };
}

/** A kiosk shift written as the kiosk writes it (times as ISO with offsets). */
async function punch(locationId: string, employeeId: string, clockIn: string, clockOut: string | null) {
  const [row] = await t.db
    .insert(shifts)
    .values({
      locationId,
      employeeId,
      clockIn: new Date(clockIn),
      clockOut: clockOut ? new Date(clockOut) : null,
    })
    .returning();
  if (!row) throw new Error('no shift');
  return row;
}

async function download(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

type Row = Record<string, string>;
const parseCsv = (text: string): Row[] => parse(text, { bom: true, columns: true });

describe('timesheet totals', () => {
  it('splits overtime at the weekly and the daily threshold, in the location settings', async () => {
    const { loc, token } = await setup({ payroll: { dailyOvertimeHours: 10, weeklyOvertimeHours: 40 } });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const bo = await createEmployee(t.db, loc.location.id, '002', { name: 'Bo' });
    // Ann: five 9-hour days (Mon-Fri 2026-11-30 .. 12-04): 40 regular + 5 weekly overtime.
    for (const d of ['11-30', '12-01', '12-02', '12-03', '12-04']) {
      await punch(loc.location.id, ann.id, `2026-${d}T08:00:00+01:00`, `2026-${d}T17:00:00+01:00`);
    }
    // Bo: one 12-hour day: 2 h daily overtime.
    await punch(loc.location.id, bo.id, '2026-12-01T06:00:00+01:00', '2026-12-01T18:00:00+01:00');

    const res = await call({ url: '/api/admin/timesheets?date=2026-12-03', token });
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({
      type: 'weekly',
      startDate: '2026-11-30',
      endDate: '2026-12-06',
      previousDate: '2026-11-29',
      nextDate: '2026-12-07',
    });
    expect(res.body.settings).toEqual({
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: 10,
      doubleTimeDailyHours: null,
      seventhDayRule: false,
      workdayStart: '00:00',
      breaksPaid: false,
      autoDeductMinutes: null,
      autoDeductAfterHours: 6,
      roundingMinutes: null,
    });
    expect(res.body.employees).toEqual([
      expect.objectContaining({
        employee: { id: ann.id, name: 'Ann', employeeId: '001', isActive: true },
        daysWorked: 5,
        regularHours: 40,
        overtimeHours: 5,
        totalHours: 45,
        shiftCount: 5,
        needsReview: 0,
      }),
      expect.objectContaining({ regularHours: 10, overtimeHours: 2, totalHours: 12, daysWorked: 1 }),
    ]);
    expect(res.body.totals).toEqual({
      regularHours: 50,
      overtimeHours: 7,
      doubleTimeHours: 0,
      totalHours: 57,
      actualHours: 57,
      paidBreakMinutes: 0,
      unpaidBreakMinutes: 0,
      deductionMinutes: 0,
      scheduledHours: 0,
      shiftCount: 6,
    });
    expect(res.body.approval).toBeNull();
  });

  it('counts a DST week by real hours, each hour in the workday it was worked in', async () => {
    // America/New_York falls back on Sunday 2026-11-01 (a 25-hour day).
    const { loc, token } = await setup({ timezone: 'America/New_York' });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    // Saturday 22:00 EDT to Sunday 06:00 EST: 9 real hours, 2 on Saturday 10-31 and 7 on Sunday.
    await punch(loc.location.id, ann.id, '2026-10-31T22:00:00-04:00', '2026-11-01T06:00:00-05:00');
    // Sunday 20:00 EST to Monday 04:00: 4 hours on Sunday, the week of 10-26 .. 11-01, 4 on Monday.
    await punch(loc.location.id, ann.id, '2026-11-01T20:00:00-05:00', '2026-11-02T04:00:00-05:00');
    const week = await call({ url: '/api/admin/timesheets?date=2026-11-01', token });
    expect(week.body.period).toMatchObject({ startDate: '2026-10-26', endDate: '2026-11-01' });
    expect(week.body.employees[0]).toMatchObject({ totalHours: 13, daysWorked: 2, shiftCount: 2 });
    expect(week.body.employees[0].workdays).toEqual([
      { workday: '2026-10-31', regularHours: 2, overtimeHours: 0, doubleTimeHours: 0 },
      { workday: '2026-11-01', regularHours: 11, overtimeHours: 0, doubleTimeHours: 0 },
    ]);
    // The next week (from Monday 11-02) lists neither shift, but pays Monday's 4 hours.
    const next = await call({ url: `/api/admin/timesheets?date=${week.body.period.nextDate}`, token });
    expect(next.body.period.startDate).toBe('2026-11-02');
    expect(next.body.employees).toEqual([expect.objectContaining({ totalHours: 4, shiftCount: 0 })]);
  });

  it('lists a shift across the period end in the period it started, pays each part in its own, and counts an open one without flagging it', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const bo = await createEmployee(t.db, loc.location.id, '002', { name: 'Bo' });
    // Sunday 12-06 22:00 to Monday 12-07 06:00 (Paris): the week of 11-30.
    const night = await punch(
      loc.location.id,
      ann.id,
      '2026-12-06T22:00:00+01:00',
      '2026-12-07T06:00:00+01:00',
    );
    // Bo is working now (since 10:00 UTC): 2 h so far, simply in progress, nothing to review.
    const open = await punch(loc.location.id, bo.id, '2026-12-10T10:00:00Z', null);
    const last = await call({ url: '/api/admin/timesheets?date=2026-12-06', token });
    expect(last.body.employees).toEqual([expect.objectContaining({ totalHours: 2, shiftCount: 1 })]);
    const current = await call({ url: '/api/admin/timesheets', token });
    expect(current.body.period.startDate).toBe('2026-12-07');
    expect(current.body.employees).toEqual([
      expect.objectContaining({
        employee: expect.objectContaining({ employeeId: '001' }),
        totalHours: 6,
        shiftCount: 0,
      }),
      expect.objectContaining({
        employee: expect.objectContaining({ employeeId: '002' }),
        totalHours: 2,
        needsReview: 0,
      }),
    ]);
    expect(current.body.reviewShifts).toEqual([]);
    expect(current.body.openShifts.map((s: { id: string }) => s.id)).toEqual([open.id]);
    expect(current.body.openShifts[0]).toMatchObject({
      isActive: true,
      source: 'kiosk',
      originalClockIn: '2026-12-10T10:00:00.000Z',
      originalClockOut: null,
    });
    expect(night.id).toBeDefined();
  });

  it('answers 400 for a malformed date and 403 for another location id', async () => {
    const { token } = await setup();
    expect((await call({ url: '/api/admin/timesheets?date=2026-02-30', token })).status).toBe(400);
    expect((await call({ url: '/api/admin/timesheets?date=0050-01-01', token })).status).toBe(400);
    expect((await call({ url: '/api/admin/timesheets/audit?date=2026-13-01', token })).status).toBe(400);
    expect((await call({ url: '/api/admin/timesheets?locationId=ZZZZZZ', token })).status).toBe(403);
  });
});

describe('corrections', () => {
  it('records a correction with before and after, keeps the original punch, and refuses bad times', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const shift = await punch(loc.location.id, ann.id, '2026-12-08T08:00:00Z', '2026-12-08T12:00:00Z');
    const first = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${shift.id}`,
      token,
      body: {
        clockIn: '2026-12-08T07:30:00Z',
        clockOut: '2026-12-08T16:00:00Z',
        reason: 'Forgot to clock out',
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Shift corrected',
      shift: expect.objectContaining({
        id: shift.id,
        clockIn: '2026-12-08T07:30:00.000Z',
        clockOut: '2026-12-08T16:00:00.000Z',
        totalHours: 8.5,
        corrected: true,
        source: 'kiosk',
        originalClockIn: '2026-12-08T08:00:00.000Z',
        originalClockOut: '2026-12-08T12:00:00.000Z',
      }),
    });
    // A second correction never rewrites the originals.
    const second = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${shift.id}`,
      token,
      body: { clockIn: '2026-12-08T08:00:00Z', clockOut: '2026-12-08T16:00:00Z' },
    });
    expect(second.body.shift).toMatchObject({
      originalClockIn: '2026-12-08T08:00:00.000Z',
      originalClockOut: '2026-12-08T12:00:00.000Z',
    });
    const audit = await call({ url: `/api/admin/shifts/${shift.id}/audit`, token });
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        action: 'correct',
        actor: 'Manager',
        before: { clockIn: '2026-12-08T08:00:00.000Z', clockOut: '2026-12-08T12:00:00.000Z', breaks: [] },
        after: { clockIn: '2026-12-08T07:30:00.000Z', clockOut: '2026-12-08T16:00:00.000Z', breaks: [] },
        reason: 'Forgot to clock out',
        at: new Date(NOW).toISOString(),
        shiftId: shift.id,
        employee: { id: ann.id, name: 'Ann', employeeId: '001' },
      }),
      expect.objectContaining({
        action: 'correct',
        before: { clockIn: '2026-12-08T07:30:00.000Z', clockOut: '2026-12-08T16:00:00.000Z', breaks: [] },
        reason: null,
      }),
    ]);

    const put = (body: object) => call({ method: 'PUT', url: `/api/admin/shifts/${shift.id}`, token, body });
    const refusals = [
      [
        { clockIn: '2026-12-08T10:00:00Z', clockOut: '2026-12-08T09:00:00Z' },
        400,
        'Clock-out must be after clock-in',
      ],
      [
        { clockIn: '2026-12-07T10:00:00Z', clockOut: '2026-12-08T10:00:01Z' },
        400,
        'A shift can be at most 24 hours long',
      ],
      [
        { clockIn: '2026-12-10T11:00:00Z', clockOut: '2026-12-10T12:00:01Z' },
        400,
        'A shift cannot end in the future',
      ],
      [{ clockIn: '2026-12-08T08:00:00Z', clockOut: 'soon' }, 400, 'Must be an ISO date-time'],
      [
        { clockIn: '2026-12-08T08:00:00Z', clockOut: '2026-12-08T09:00:00Z', reason: 'x'.repeat(501) },
        400,
        'The reason must be at most 500 characters',
      ],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await call({ url: `/api/admin/shifts/${shift.id}/audit`, token })).body.entries).toHaveLength(2);
  });

  it('closes a forgotten clock-out, adds a missed shift, and refuses overlaps (also with an open shift)', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    // Open since 09:00 today (3 h ago): the manager closes it at 11:00.
    const open = await punch(loc.location.id, ann.id, '2026-12-10T09:00:00Z', null);
    const closed = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${open.id}`,
      token,
      body: { clockIn: '2026-12-10T09:00:00Z', clockOut: '2026-12-10T11:00:00Z' },
    });
    expect(closed.body.shift).toMatchObject({
      isActive: false,
      totalHours: 2,
      originalClockIn: '2026-12-10T09:00:00.000Z',
      originalClockOut: null,
    });

    const add = (body: object) => call({ method: 'POST', url: '/api/admin/shifts', token, body });
    const added = await add({
      employeeId: '1',
      clockIn: '2026-12-09T08:00:00Z',
      clockOut: '2026-12-09T12:00:00Z',
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      message: 'Shift added',
      shift: expect.objectContaining({
        source: 'manual',
        corrected: true,
        originalClockIn: null,
        originalClockOut: null,
        totalHours: 4,
        employee: { id: ann.id, name: 'Ann', employeeId: '001' },
      }),
    });
    expect(
      (await call({ url: `/api/admin/shifts/${added.body.shift.id}/audit`, token })).body.entries,
    ).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: { clockIn: '2026-12-09T08:00:00.000Z', clockOut: '2026-12-09T12:00:00.000Z', breaks: [] },
      }),
    ]);

    // Overlap: half-open, so touching is fine.
    const overlap = await add({
      employeeId: '001',
      clockIn: '2026-12-09T11:00:00Z',
      clockOut: '2026-12-09T13:00:00Z',
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('This employee already has a shift at that time');
    expect(
      (await add({ employeeId: '001', clockIn: '2026-12-09T12:00:00Z', clockOut: '2026-12-09T13:00:00Z' }))
        .status,
    ).toBe(201);
    // Against an open shift: Ann clocks in again at the kiosk at 11:30; it runs until now (12:00).
    await punch(loc.location.id, ann.id, '2026-12-10T11:30:00Z', null);
    const intoOpen = await add({
      employeeId: '001',
      clockIn: '2026-12-10T11:45:00Z',
      clockOut: '2026-12-10T11:50:00Z',
    });
    expect(intoOpen.status).toBe(409);
    // Moving the closed shift into another is refused the same way.
    const moved = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${open.id}`,
      token,
      body: { clockIn: '2026-12-09T07:00:00Z', clockOut: '2026-12-09T09:00:00Z' },
    });
    expect(moved.status).toBe(409);
    expect(
      (await add({ employeeId: '099', clockIn: '2026-12-09T08:00:00Z', clockOut: '2026-12-09T09:00:00Z' }))
        .status,
    ).toBe(404);
    expect(
      (await add({ employeeId: '001', clockIn: '2026-12-10T12:00:00Z', clockOut: '2026-12-10T13:00:00Z' }))
        .status,
    ).toBe(400);
  });

  it('answers 404 for another location’s shift and changes nothing there', async () => {
    const { loc } = await setup();
    const other = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const shift = await punch(loc.location.id, ann.id, '2026-12-08T08:00:00Z', '2026-12-08T12:00:00Z');
    const body = { clockIn: '2026-12-08T07:00:00Z', clockOut: '2026-12-08T12:00:00Z' };
    const res = await call({ method: 'PUT', url: `/api/admin/shifts/${shift.id}`, token: other.token, body });
    expect(res.status).toBe(404);
    expect((await call({ url: `/api/admin/shifts/${shift.id}/audit`, token: other.token })).status).toBe(404);
    expect(
      (await call({ method: 'PUT', url: '/api/admin/shifts/not-a-uuid', token: other.token, body })).status,
    ).toBe(400);
    const { rows } = await t.pool.query('select clock_in, corrected from shifts where id = $1', [shift.id]);
    expect(rows[0]).toEqual({ clock_in: new Date('2026-12-08T08:00:00Z'), corrected: false });
  });

  it('lets only one of two simultaneous corrections that would overlap each other win', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    for (let round = 0; round < 5; round++) {
      const day = `2026-11-0${round + 2}`;
      const a = await punch(loc.location.id, ann.id, `${day}T08:00:00Z`, `${day}T10:00:00Z`);
      const b = await punch(loc.location.id, ann.id, `${day}T12:00:00Z`, `${day}T14:00:00Z`);
      // Each alone is fine (a moves to 10:00-11:30, b to 11:00-13:00); together they overlap.
      const results = await raceAtLocation(t.pool, loc.location.id, 2, () =>
        Promise.all([
          call({
            method: 'PUT',
            url: `/api/admin/shifts/${a.id}`,
            token,
            body: { clockIn: `${day}T10:00:00Z`, clockOut: `${day}T11:30:00Z` },
          }),
          call({
            method: 'PUT',
            url: `/api/admin/shifts/${b.id}`,
            token,
            body: { clockIn: `${day}T11:00:00Z`, clockOut: `${day}T13:00:00Z` },
          }),
        ]),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const { rows } = await t.pool.query(
        `select count(*)::int as overlaps from shifts x join shifts y on x.employee_id = y.employee_id and x.id < y.id
          where tstzrange(x.clock_in, x.clock_out, '[)') && tstzrange(y.clock_in, y.clock_out, '[)')`,
      );
      expect(rows[0].overlaps).toBe(0);
    }
  });

  it('settles a correction racing the kiosk clock-out of the same open shift', async () => {
    const { loc, token } = await setup();
    const kiosk = await loginAs(call, loc, 'location');
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    for (let round = 0; round < 4; round++) {
      const open = await punch(loc.location.id, ann.id, `2026-12-10T0${round + 1}:00:00Z`, null);
      const fix = { clockIn: `2026-12-10T0${round + 1}:00:00Z`, clockOut: `2026-12-10T0${round + 1}:30:00Z` };
      const [correction, clockOut] = await Promise.all([
        call({ method: 'PUT', url: `/api/admin/shifts/${open.id}`, token, body: fix }),
        call({ method: 'POST', url: '/api/shift/clock-out', token: kiosk, body: { employeeId: '001' } }),
      ]);
      expect(correction.status).toBe(200);
      // The clock-out either came first (its punch is kept as the original) or found the shift closed.
      expect([200, 409]).toContain(clockOut.status);
      const { rows } = await t.pool.query('select clock_out, original_clock_out from shifts where id = $1', [
        open.id,
      ]);
      expect(rows[0].clock_out).toEqual(new Date(fix.clockOut));
      expect(rows[0].original_clock_out).toEqual(clockOut.status === 200 ? new Date(NOW) : null);
    }
  });

  it('writes an auto-close entry when the server closes a forgotten clock-out', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const runaway = await punch(loc.location.id, ann.id, '2026-12-09T08:00:00Z', null);
    const sheet = await call({ url: '/api/admin/timesheets', token });
    expect(sheet.body.reviewShifts[0]).toMatchObject({
      id: runaway.id,
      autoClosed: true,
      clockOut: '2026-12-10T00:00:00.000Z',
      originalClockIn: '2026-12-09T08:00:00.000Z',
      originalClockOut: null,
    });
    expect((await call({ url: `/api/admin/shifts/${runaway.id}/audit`, token })).body.entries).toEqual([
      expect.objectContaining({
        action: 'auto-close',
        actor: 'System',
        // The server's auto-close records no breaks.
        before: { clockIn: '2026-12-09T08:00:00.000Z', clockOut: null, breaks: null },
        after: { clockIn: '2026-12-09T08:00:00.000Z', clockOut: '2026-12-10T00:00:00.000Z', breaks: null },
      }),
    ]);
  });
});

describe('approval', () => {
  it('locks the period against corrections until reopened; both are in the trail', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const shift = await punch(loc.location.id, ann.id, '2026-12-01T08:00:00Z', '2026-12-01T12:00:00Z');
    const approve = (startDate: string) =>
      call({ method: 'POST', url: '/api/admin/timesheets/approve', token, body: { startDate } });
    const reopen = (startDate: string) =>
      call({ method: 'POST', url: '/api/admin/timesheets/reopen', token, body: { startDate } });

    const notStart = await approve('2026-12-01');
    expect(notStart.status).toBe(400);
    expect(notStart.body.errors).toEqual([
      {
        path: 'startDate',
        msg: 'This date is not the first day of a pay period',
        code: 'NOT_A_PERIOD_START',
      },
    ]);
    expect((await reopen('2026-11-30')).status).toBe(409);
    const future = await approve('2026-12-14');
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('This pay period has not started yet');

    const approved = await approve('2026-11-30');
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({
      message: 'Pay period approved',
      approval: { approvedAt: new Date(NOW).toISOString(), approvedBy: 'Manager' },
    });
    const again = await approve('2026-11-30');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This pay period is already approved');
    expect((await call({ url: '/api/admin/timesheets?date=2026-12-02', token })).body.approval).toEqual(
      approved.body.approval,
    );

    const correction = { clockIn: '2026-12-01T08:00:00Z', clockOut: '2026-12-01T13:00:00Z' };
    const locked = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${shift.id}`,
      token,
      body: correction,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      'The pay period Nov 30 – Dec 6, 2026 is approved. Reopen it to change this shift.',
    );
    // Moving a shift of an open week into the approved one is refused too (its new start day counts).
    const open = await punch(loc.location.id, ann.id, '2026-12-08T08:00:00Z', '2026-12-08T12:00:00Z');
    const intoLocked = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${open.id}`,
      token,
      body: { clockIn: '2026-12-02T08:00:00Z', clockOut: '2026-12-02T12:00:00Z' },
    });
    expect(intoLocked.status).toBe(409);
    const addLocked = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token,
      body: { employeeId: '001', clockIn: '2026-12-03T08:00:00Z', clockOut: '2026-12-03T09:00:00Z' },
    });
    expect(addLocked.status).toBe(409);

    expect(await reopen('2026-11-30')).toMatchObject({
      status: 200,
      body: { message: 'Pay period reopened' },
    });
    expect(
      (await call({ method: 'PUT', url: `/api/admin/shifts/${shift.id}`, token, body: correction })).status,
    ).toBe(200);

    const trail = await call({ url: '/api/admin/timesheets/audit?date=2026-12-06', token });
    expect(trail.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'correct',
      'reopen',
      'approve',
    ]);
    expect(trail.body.entries[1]).toMatchObject({
      actor: 'Manager',
      before: null,
      after: null,
      shiftId: null,
      period: { startDate: '2026-11-30', endDate: '2026-12-06' },
    });
  });

  it('a correction and an approval fired at once never leave a corrected shift inside an approved period', async () => {
    const { loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    for (let round = 0; round < 6; round++) {
      // Each round its own week, going back from the week of 11-23.
      const monday = new Date(Date.parse('2026-11-23T00:00:00Z') - round * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const start = `${monday}T09:00:00Z`;
      const shift = await punch(
        loc.location.id,
        ann.id,
        start,
        new Date(Date.parse(start) + 4 * H).toISOString(),
      );
      const [correction, approval] = await raceAtLocation(t.pool, loc.location.id, 2, () =>
        Promise.all([
          call({
            method: 'PUT',
            url: `/api/admin/shifts/${shift.id}`,
            token,
            body: { clockIn: start, clockOut: new Date(Date.parse(start) + 5 * H).toISOString() },
          }),
          call({ method: 'POST', url: '/api/admin/timesheets/approve', token, body: { startDate: monday } }),
        ]),
      );
      expect(approval.status).toBe(200);
      expect([200, 409]).toContain(correction.status);
      const { rows } = await t.pool.query(
        `select s.corrected,
                (select seq from audit_entries where shift_id = s.id and action = 'correct') as correct_seq,
                (select seq from audit_entries where location_id = s.location_id and action = 'approve'
                    and period_start = $2) as approve_seq
           from shifts s where s.id = $1`,
        [shift.id, monday],
      );
      // Either the correction was committed before the approval was written (the approval waited for
      // it), or it came second, saw the approval and was refused, leaving the shift as punched.
      const [row] = rows;
      expect(row.corrected).toBe(correction.status === 200);
      if (correction.status === 200) expect(Number(row.correct_seq)).toBeLessThan(Number(row.approve_seq));
      else expect(row.correct_seq).toBeNull();
    }
  });
});

describe('export', () => {
  it('rounds an exact half-hundredth of an hour up, alike in the JSON and both CSVs', async () => {
    // 69.445 hours in a week (five 12-hour days and 9 h 26 min 42 s): 69.45 in all. Rounded as a
    // float it came out 69.44 (docs/api.md, "Rounding of figures").
    const { loc, token } = await setup({ payroll: { weeklyOvertimeHours: 168 } });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    for (const d of ['11-30', '12-01', '12-02', '12-03', '12-04'])
      await punch(loc.location.id, ann.id, `2026-${d}T06:00:00Z`, `2026-${d}T18:00:00Z`);
    await punch(loc.location.id, ann.id, '2026-12-05T08:00:00Z', '2026-12-05T17:26:42Z');
    const sheet = (await call({ url: '/api/admin/timesheets?date=2026-12-01', token })).body;
    expect(sheet.employees[0]).toMatchObject({ totalHours: 69.45, regularHours: 69.45 });
    expect(sheet.totals).toMatchObject({ totalHours: 69.45, actualHours: 69.45 });
    const [summary] = parseCsv(
      (await download('/api/admin/timesheets/export?date=2026-12-01&format=summary', token)).text,
    );
    expect(summary).toMatchObject({ 'Total Hours': '69.45', 'Regular Hours': '69.45' });
    const detailed = parseCsv(
      (await download('/api/admin/timesheets/export?date=2026-12-01&format=detailed', token)).text,
    );
    // 9.445 hours: 9.45 as well.
    expect(detailed.at(-1)).toMatchObject({ Hours: '9.45', 'Workday Hours': '2026-12-05=9.45' });
  });

  it('summary and detailed CSV parse back to the timesheet totals; formula names are escaped', async () => {
    const { org, loc, token } = await setup();
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Zoë, "Ann"' });
    const evil = await createEmployee(t.db, loc.location.id, '002', { name: '=HYPERLINK("http://x")' });
    await punch(loc.location.id, ann.id, '2026-12-01T07:00:00Z', '2026-12-01T15:20:00Z');
    await punch(loc.location.id, ann.id, '2026-12-02T22:00:00Z', '2026-12-03T06:10:00Z');
    const fixed = await punch(loc.location.id, evil.id, '2026-12-03T08:00:00Z', '2026-12-03T11:00:00Z');
    await call({
      method: 'PUT',
      url: `/api/admin/shifts/${fixed.id}`,
      token,
      body: { clockIn: '2026-12-03T08:00:00Z', clockOut: '2026-12-03T12:30:00Z' },
    });

    const sheet = (await call({ url: '/api/admin/timesheets?date=2026-12-01', token })).body;
    const summary = await download('/api/admin/timesheets/export?date=2026-12-01&format=summary', token);
    expect(summary.status).toBe(200);
    expect(summary.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(summary.headers['content-disposition']).toBe(
      `attachment; filename="timesheet-${loc.code}-2026-11-30_2026-12-06-summary.csv"`,
    );
    expect(summary.text.startsWith('\uFEFF')).toBe(true);
    expect(summary.text).toContain('\r\n');
    const rows = parseCsv(summary.text);
    expect(Object.keys(rows[0] ?? {})).toEqual([...SUMMARY_CSV_COLUMNS]);
    expect(rows).toEqual(
      sheet.employees.map(
        (e: {
          employee: { employeeId: string; name: string };
          regularHours: number;
          overtimeHours: number;
          totalHours: number;
          shiftCount: number;
        }) => ({
          'Employee ID': e.employee.employeeId,
          Name: e.employee.name.startsWith('=') ? `'${e.employee.name}` : e.employee.name,
          'Period Start': '2026-11-30',
          'Period End': '2026-12-06',
          'Regular Hours': e.regularHours.toFixed(2),
          'Overtime Hours': e.overtimeHours.toFixed(2),
          'Total Hours': e.totalHours.toFixed(2),
          'Shift Count': String(e.shiftCount),
          'Awaiting Review': '0',
          'Double Time Hours': '0.00',
          'Paid Break Minutes': '0',
          'Unpaid Break Minutes': '0',
          'Deduction Minutes': '0',
          'Actual Hours': e.totalHours.toFixed(2),
        }),
      ),
    );
    expect(rows.map((r) => r.Name)).toEqual(['Zoë, "Ann"', `'=HYPERLINK("http://x")`]);
    const sum = rows.reduce((s, r) => s + Number(r['Total Hours']), 0);
    expect(sum.toFixed(2)).toBe(sheet.totals.totalHours.toFixed(2));
    expect(rows.map((r) => r['Total Hours'])).toEqual(['16.50', '4.50']);

    const detailed = await download('/api/admin/timesheets/export?date=2026-12-01&format=detailed', token);
    // The two kinds of one period download under names of their own.
    expect(detailed.headers['content-disposition']).toBe(
      `attachment; filename="timesheet-${loc.code}-2026-11-30_2026-12-06-detailed.csv"`,
    );
    const lines = parseCsv(detailed.text);
    expect(Object.keys(lines[0] ?? {})).toEqual([...DETAILED_CSV_COLUMNS]);
    expect(lines).toEqual([
      {
        'Employee ID': '001',
        Name: 'Zoë, "Ann"',
        Date: '2026-12-01',
        'Clock In': '2026-12-01 08:00',
        'Clock Out': '2026-12-01 16:20',
        'Original Clock In': '2026-12-01 08:00',
        'Original Clock Out': '2026-12-01 16:20',
        Hours: '8.33',
        Corrected: 'No',
        'Auto-closed': 'No',
        Source: 'kiosk',
        'Awaiting Review': 'No',
        'Paid Break Minutes': '0',
        'Unpaid Break Minutes': '0',
        'Deduction Minutes': '0',
        'Rounded Clock In': '2026-12-01 08:00',
        'Rounded Clock Out': '2026-12-01 16:20',
        'Actual Hours': '8.33',
        'Workday Hours': '2026-12-01=8.33',
        Offline: 'No',
      },
      expect.objectContaining({
        Date: '2026-12-02',
        'Clock In': '2026-12-02 23:00',
        'Clock Out': '2026-12-03 07:10',
        Hours: '8.17',
        // Across midnight: an hour in the workday it began, the rest in the next.
        'Workday Hours': '2026-12-02=1.00;2026-12-03=7.17',
      }),
      expect.objectContaining({
        Name: `'=HYPERLINK("http://x")`,
        'Clock Out': '2026-12-03 13:30',
        'Original Clock Out': '2026-12-03 12:00',
        Hours: '4.50',
        Corrected: 'Yes',
      }),
    ]);
    // Headers in another language only when asked; the values stay machine-readable.
    const german = parseCsv(
      (
        await download(
          '/api/admin/timesheets/export?date=2026-12-01&format=detailed&headerLanguage=de',
          token,
        )
      ).text,
    );
    expect(Object.keys(german[0] ?? {})).toEqual(csvHeaders(DETAILED_CSV_COLUMNS, 'de'));
    expect(german[0]).toMatchObject({ 'Mitarbeiter-ID': '001', Kommen: '2026-12-01 08:00', Stunden: '8.33' });
    const unknown = await call({ url: '/api/admin/timesheets/export?headerLanguage=it', token });
    expect(unknown.status).toBe(400);

    // Per employee, the detailed hours add up to the timesheet's total.
    const annHours = lines.filter((l) => l['Employee ID'] === '001').reduce((s, l) => s + Number(l.Hours), 0);
    expect(annHours.toFixed(2)).toBe('16.50');

    // The owner's direct access to the location acts as its manager.
    const ownerLogin = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
    });
    const direct = await call({
      method: 'POST',
      url: '/api/auth/direct-access',
      token: ownerLogin.body.token,
      body: { locationId: loc.code, accountType: 'manager' },
    });
    expect(
      (await download('/api/admin/timesheets/export?date=2026-12-01&format=summary', direct.body.token)).text,
    ).toBe(summary.text);
    // What the owner changes that way is audited under the owner's e-mail (the same 4.5 hours, a
    // quarter later: saving the times the shift already has would be no change, and not audited).
    const byOwner = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${fixed.id}`,
      token: direct.body.token,
      body: { clockIn: '2026-12-03T08:15:00Z', clockOut: '2026-12-03T12:45:00Z', reason: 'Checked with Ann' },
    });
    expect(byOwner.status).toBe(200);
    const trail = await call({ url: `/api/admin/shifts/${fixed.id}/audit`, token });
    expect(trail.body.entries.map((e: { actor: string }) => e.actor)).toEqual(['Manager', org.email]);
    const approvedByOwner = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token: direct.body.token,
      body: { startDate: '2026-11-30' },
    });
    expect(approvedByOwner.body.approval.approvedBy).toBe(org.email);

    // The owner downloads the same file from the organization; another organization's owner gets 404.
    const owner = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
    });
    const ownUrl = `/api/organization/${org.organization.id}/locations/${loc.code.toLowerCase()}/timesheets/export?date=2026-12-01`;
    const own = await download(ownUrl, owner.body.token);
    expect(own.status).toBe(200);
    expect(own.text).toBe(summary.text);
    const stranger = await createOrganization(t.db);
    const strangerToken = (
      await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: stranger.email, password: stranger.password, accountType: 'orgAdmin' },
      })
    ).body.token;
    expect((await download(ownUrl, strangerToken)).status).toBe(404);
    expect(
      (
        await download(
          `/api/organization/${stranger.organization.id}/locations/${loc.code}/timesheets/export`,
          strangerToken,
        )
      ).status,
    ).toBe(404);
    expect((await download('/api/admin/timesheets/export?format=xlsx', token)).status).toBe(400);
  });
});
