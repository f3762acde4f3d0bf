import { DEFAULT_PAYROLL, type PayPeriodType } from '@shiftclock/contract/payroll';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { EMPLOYED_SINCE, kioskLocation } from '../../../test/kiosk-location.ts';
import { raceAtLocation } from '../../../test/race-at-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { shifts } from '../../db/schema/shifts.ts';
import { periodContaining } from '../../shared/pay-periods.ts';

// Audit item 2: an approved pay period does not change through the workweek it shares with the next
// or the previous one (docs/api.md, "Approval"; docs/decisions/0169-approved-weeks.md).

/** Sunday 2026-11-29, 20:00 UTC (21:00 in Paris, the fixtures' zone). */
const NOW = Date.parse('2026-11-29T20:00:00Z');
const H = 3_600_000;
let clock = NOW;

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());
afterEach(() => {
  clock = NOW;
});

async function setup(payroll: Partial<typeof DEFAULT_PAYROLL>) {
  const org = await createOrganization(t.db);
  const loc = await createLocation(t.db, org.organization.id);
  const token = await loginAs(call, loc, 'manager');
  const saved = await call({
    method: 'PUT',
    url: '/api/admin/location-settings',
    token,
    body: { settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_PAYROLL, ...payroll } } },
  });
  expect(saved.status).toBe(200);
  const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
  /** A kiosk shift written as the kiosk writes it. */
  const punch = async (
    clockIn: string,
    clockOut: string | null,
    extra: Partial<typeof shifts.$inferInsert> = {},
  ) => {
    const [row] = await t.db
      .insert(shifts)
      .values({
        locationId: loc.location.id,
        employeeId: ann.id,
        clockIn: new Date(clockIn),
        clockOut: clockOut ? new Date(clockOut) : null,
        ...extra,
      })
      .returning();
    if (!row) throw new Error('no shift');
    return row;
  };
  const sheet = async (date: string) =>
    (await call({ url: `/api/admin/timesheets?date=${date}`, token })).body;
  const approve = (startDate: string) =>
    call({ method: 'POST', url: '/api/admin/timesheets/approve', token, body: { startDate } });
  const reopen = (startDate: string) =>
    call({ method: 'POST', url: '/api/admin/timesheets/reopen', token, body: { startDate } });
  /** Add Missed Shift: `hours` from `from` UTC (an hour later in Paris) on `day`. */
  const add = (day: string, hours = 8, from = '10:00') =>
    call({
      method: 'POST',
      url: '/api/admin/shifts',
      token,
      body: {
        employeeId: '001',
        clockIn: `${day}T${from}:00Z`,
        clockOut: new Date(Date.parse(`${day}T${from}:00Z`) + hours * H).toISOString(),
      },
    });
  return { loc, token, punch, sheet, approve, reopen, add };
}

const refusal = (startDate: string, endDate: string, words: string) => ({
  message: `The pay period ${words} is approved. Reopen it to change this shift.`,
  code: 'PERIOD_APPROVED',
  periodStart: startDate,
  periodEnd: endDate,
});

describe('an approved period does not change through the week it shares', () => {
  it("the audit's example: semimonthly, Nov 1-15 approved, a missed shift on Oct 30 is refused and the row stays 8.00 / 2.00", async () => {
    const { token, punch, sheet, approve, reopen, add } = await setup({ period: 'semimonthly' });
    // Workweeks from Monday (periodStart 2026-01-05): Oct 26 - Nov 1 straddles the two halves.
    const monday = await punch('2026-10-26T10:00:00Z', '2026-10-26T18:00:00Z');
    for (const day of ['2026-10-27', '2026-10-28', '2026-10-29'])
      await punch(`${day}T10:00:00Z`, `${day}T18:00:00Z`);
    await punch('2026-11-01T08:00:00Z', '2026-11-01T18:00:00Z');
    // Saturday's forgotten clock-out, auto-closed: 0 hours until a manager reviews it.
    const forgotten = await punch('2026-10-31T06:00:00Z', '2026-10-31T22:00:00Z', {
      autoClosed: true,
      corrected: true,
    });
    const row = async () => (await sheet('2026-11-01')).employees[0];
    expect(await row()).toMatchObject({ regularHours: 8, overtimeHours: 2 });
    expect((await approve('2026-11-01')).status).toBe(200);
    const approved = await sheet('2026-11-01');

    const missed = await add('2026-10-30');
    expect(missed.status).toBe(409);
    expect(missed.body).toEqual(refusal('2026-11-01', '2026-11-15', 'Nov 1 – Nov 15, 2026'));
    expect(await sheet('2026-11-01')).toEqual(approved);
    expect(await row()).toMatchObject({ regularHours: 8, overtimeHours: 2 });

    // Correcting Monday's shift is refused too, and so is confirming Saturday's as worked.
    const corrected = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${monday.id}`,
      token,
      body: { clockIn: '2026-10-26T10:00:00Z', clockOut: '2026-10-26T19:00:00Z' },
    });
    expect(corrected.status).toBe(409);
    expect(corrected.body).toMatchObject({ code: 'PERIOD_APPROVED', periodStart: '2026-11-01' });
    const confirmed = await call({
      method: 'POST',
      url: `/api/admin/shifts/${forgotten.id}/confirm`,
      token,
      body: {},
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe('PERIOD_APPROVED');
    // Moving a shift out of the shared week does not help: its old day counts.
    const moved = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${monday.id}`,
      token,
      body: { clockIn: '2026-10-19T10:00:00Z', clockOut: '2026-10-19T18:00:00Z' },
    });
    expect(moved.status).toBe(409);
    expect(await sheet('2026-11-01')).toEqual(approved);

    // The week before is no one's business but its own period's.
    expect((await add('2026-10-25')).status).toBe(201);
    expect(await sheet('2026-11-01')).toEqual(approved);

    // Reopening is how the manager makes the change; the row then moves, as the audit saw.
    expect((await reopen('2026-11-01')).status).toBe(200);
    expect((await add('2026-10-30')).status).toBe(201);
    expect(await row()).toMatchObject({ regularHours: 0, overtimeHours: 10 });
  });

  const WEEK_STARTS = [
    ['Monday', '2026-01-05'],
    ['Wednesday', '2026-01-07'],
    ['Saturday', '2026-01-10'],
    ['Sunday', '2026-01-04'],
  ] as const;
  const TYPES: PayPeriodType[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

  it.each(
    TYPES.flatMap((period) => WEEK_STARTS.map(([name, periodStart]) => [period, name, periodStart] as const)),
  )(
    '%s periods, workweeks from %s: refused exactly where a figure of the approved period would move',
    async (period, _name, periodStart) => {
      const payroll = { period, periodStart };
      const { punch, sheet, approve, add } = await setup(payroll);
      const approved = periodContaining('2026-11-10', payroll);
      const { startDate, endDate } = approved;
      await punch(`${startDate}T10:00:00Z`, `${startDate}T20:00:00Z`);
      expect((await approve(startDate)).status).toBe(200);
      const before = await sheet(startDate);
      expect(before.approval).not.toBeNull();

      // Does the workweek of the period's first day begin before it (on periodStart's weekday)?
      const shared = weekday(startDate) !== weekday(periodStart);
      const dayBefore = addDaysToDay(startDate, -1);
      let weekBegins = startDate;
      while (weekday(weekBegins) !== weekday(periodStart)) weekBegins = addDaysToDay(weekBegins, -1);
      const lastPast = endDate < '2026-11-28' ? endDate : '2026-11-28';
      const cases: [string, string, number][] = [
        [dayBefore, '10:00', shared ? 409 : 201],
        [addDaysToDay(weekBegins, -1), '13:00', 201],
        [addDaysToDay(startDate, 1), '10:00', 409],
        [lastPast, '13:00', 409],
      ];
      if (endDate < '2026-11-28') cases.push([addDaysToDay(endDate, 1), '10:00', 201]);
      for (const [day, from, status] of cases) {
        const res = await add(day, 2, from);
        expect(res.status, `${day}: ${JSON.stringify(res.body)}`).toBe(status);
        if (status === 409) expect(res.body).toMatchObject({ periodStart: startDate, periodEnd: endDate });
      }
      // Of every type, for every week start, the approved period's figures never moved.
      expect(await sheet(startDate)).toEqual(before);
    },
  );
});

describe('an approved period and the workday', () => {
  it("with workdays from 06:00, a shift in Monday's small hours belongs to Sunday's approved workday", async () => {
    // Weekly periods from Monday; Nov 16-22 approved. Paris, workdays from 06:00: Monday 23 Nov at
    // 04:00 is still Sunday 22 Nov's workday, so adding a shift then would change the approved week.
    const { sheet, approve, add, punch } = await setup({ workdayStart: '06:00' });
    await punch('2026-11-20T08:00:00Z', '2026-11-20T16:00:00Z');
    expect((await approve('2026-11-16')).status).toBe(200);
    const before = await sheet('2026-11-16');
    const smallHours = await add('2026-11-23', 1, '03:00'); // 04:00-05:00 in Paris
    expect(smallHours.status).toBe(409);
    expect(smallHours.body).toMatchObject({ code: 'PERIOD_APPROVED', periodStart: '2026-11-16' });
    // From 06:00 Monday it is the next week's.
    expect((await add('2026-11-23', 2, '05:00')).status).toBe(201);
    // A shift begun before the approved week's first workday but reaching into it: refused.
    expect((await add('2026-11-16', 3, '03:00')).status).toBe(409); // Mon 16 Nov 04:00-07:00 Paris
    expect(await sheet('2026-11-16')).toEqual(before);
  });
});

describe('live kiosk punches and approvals', () => {
  it('an approval waits for open shifts; then a clock-in into the approved period is refused with the period named', async () => {
    // Monday 2026-11-30, 15:00 in Paris: the last day of the semimonthly period Nov 16-30.
    clock = Date.parse('2026-11-30T14:00:00Z');
    const { kiosk, manager, location } = await kioskLocation(t, call, {
      payroll: { ...DEFAULT_PAYROLL, period: 'semimonthly' },
    });
    const bo = await createEmployee(t.db, location.id, '008', { name: 'Bo Chen', createdAt: EMPLOYED_SINCE });
    const punch = (what: string, employeeId = '007', token = kiosk) =>
      call({ method: 'POST', url: `/api/shift/${what}`, token, body: { employeeId } });
    const approve = () =>
      call({
        method: 'POST',
        url: '/api/admin/timesheets/approve',
        token: manager,
        body: { startDate: '2026-11-16' },
      });
    const reopen = () =>
      call({
        method: 'POST',
        url: '/api/admin/timesheets/reopen',
        token: manager,
        body: { startDate: '2026-11-16' },
      });
    const sheet = async () =>
      (await call({ url: '/api/admin/timesheets?date=2026-11-30', token: manager })).body;

    expect((await punch('clock-in')).status).toBe(201);
    clock += H;
    const early = await approve();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'OPEN_SHIFTS_IN_PERIOD',
      shifts: [expect.objectContaining({ employee: expect.objectContaining({ employeeId: '007' }) })],
    });
    expect((await punch('clock-out')).status).toBe(200);
    expect((await approve()).status).toBe(200);
    const approved = await sheet();

    clock += H;
    for (const token of [kiosk, manager]) {
      const refused = await punch('clock-in', '007', token);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message:
          "The pay period Nov 16 – Nov 30, 2026 is approved, so Ann Lee's punch was not recorded. Please see your manager.",
        code: 'PUNCH_IN_APPROVED_PERIOD',
        employeeName: 'Ann Lee',
        periodStart: '2026-11-16',
        periodEnd: '2026-11-30',
      });
    }
    expect(await sheet()).toEqual(approved);

    // A shift left open from before this rule (written directly): its clock-out and breaks would change
    // the approved figures, so they are refused too until the manager reopens.
    await t.db
      .insert(shifts)
      .values({ locationId: location.id, employeeId: bo.id, clockIn: new Date(clock - H) });
    const withOpen = await sheet();
    for (const what of ['clock-out', 'break-start']) {
      const refused = await punch(what, '008');
      expect(refused.status, what).toBe(409);
      expect(refused.body.code).toBe('PUNCH_IN_APPROVED_PERIOD');
    }
    expect(await sheet()).toEqual(withOpen);
    expect((await reopen()).status).toBe(200);
    expect((await punch('clock-out', '008')).status).toBe(200);
    expect((await approve()).status).toBe(200);

    // Tuesday Dec 1 shares the workweek with the approved Monday, but a clock-in changes only its
    // own day and later ones: it is punched as usual.
    clock = Date.parse('2026-12-01T08:00:00Z');
    expect((await punch('clock-in')).status).toBe(201);
    clock += H;
    expect((await punch('break-start')).status).toBe(201);
    expect((await punch('break-end')).status).toBe(200);
    expect((await punch('clock-out')).status).toBe(200);
  });

  it('a punch that waits for an approval holding the location reads the approval once it commits, and writes nothing', async () => {
    // Monday 2026-11-30, 15:00 in Paris; weekly periods from Monday: the period Nov 30 - Dec 6.
    clock = Date.parse('2026-11-30T14:00:00Z');
    const { kiosk, manager, location } = await kioskLocation(t, call);
    const sheet = async () =>
      (await call({ url: '/api/admin/timesheets?date=2026-11-30', token: manager })).body;
    const approveWhileHeld = (holder: import('pg').PoolClient) =>
      holder.query(
        `insert into pay_period_approvals (location_id, start_date, end_date, approved_by)
         values ($1, '2026-11-30', '2026-12-06', 'the race')`,
        [location.id],
      );
    const punchWaitingForApproval = async (what: string) => {
      const answer = await raceAtLocation(
        t.pool,
        location.id,
        1,
        () => call({ method: 'POST', url: `/api/shift/${what}`, token: kiosk, body: { employeeId: '007' } }),
        approveWhileHeld,
      );
      await t.pool.query('delete from pay_period_approvals where location_id = $1', [location.id]);
      return answer;
    };

    const clockIn = await punchWaitingForApproval('clock-in');
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(409);
    expect(clockIn.body.code).toBe('PUNCH_IN_APPROVED_PERIOD');

    // Clocked in at 09:00; the clock-out and the break at 15:00 wait for the approval in the same way.
    await t.db.insert(shifts).values({
      locationId: location.id,
      employeeId: (
        await t.pool.query("select id from employees where location_id = $1 and code = '007'", [location.id])
      ).rows[0].id,
      clockIn: new Date(clock - 6 * H),
    });
    const before = await sheet();
    for (const what of ['clock-out', 'break-start']) {
      const refused = await punchWaitingForApproval(what);
      expect(refused.status, what).toBe(409);
      expect(refused.body.code, what).toBe('PUNCH_IN_APPROVED_PERIOD');
    }
    expect(await sheet()).toEqual(before);
  });

  it('a kiosk clock-in and an approval fired at once are settled by the database: never a shift in an approved period', async () => {
    for (let round = 0; round < 4; round++) {
      // Each round a Monday of its own (weekly periods from Monday), at 09:00 in Paris, and a location.
      const monday = addDaysToDay('2026-11-02', round * 7);
      clock = Date.parse(`${monday}T08:00:00Z`);
      const { kiosk, manager, location } = await kioskLocation(t, call);
      const [punched, approval] = await raceAtLocation(t.pool, location.id, 2, () =>
        Promise.all([
          call({ method: 'POST', url: '/api/shift/clock-in', token: kiosk, body: { employeeId: '007' } }),
          call({
            method: 'POST',
            url: '/api/admin/timesheets/approve',
            token: manager,
            body: { startDate: monday },
          }),
        ]),
      );
      // Either the approval went first and the clock-in was refused, or the clock-in went first and
      // the approval waited for its shift to be clocked out.
      expect(
        [
          [201, 409],
          [409, 200],
        ],
        JSON.stringify([punched.body, approval.body]),
      ).toContainEqual([punched.status, approval.status]);
      if (punched.status === 201) {
        expect(approval.body.code).toBe('OPEN_SHIFTS_IN_PERIOD');
        clock += H;
        await call({
          method: 'POST',
          url: '/api/shift/clock-out',
          token: kiosk,
          body: { employeeId: '007' },
        });
      } else expect(punched.body.code).toBe('PUNCH_IN_APPROVED_PERIOD');
    }
  });
});
