import { UNREVIEWED_SHIFTS_CODE } from '@shiftclock/contract/approval';
import { dateMessages } from '@shiftclock/contract/dates';
import { timesheetMessages } from '@shiftclock/contract/messages';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { shifts } from '../../db/schema/shifts.ts';

/**
 * The date-and-time rules (docs/api.md, "Dates and times"), as API calls with worked examples: date-times need an offset, impossible dates
 * are refused, the server process's zone never moves a shift, the month starts at its first
 * midnight, a forgotten clock-out pays nothing until reviewed, the CSV tells the two passes of a
 * repeated hour apart. The app's clock: Friday 2026-11-20, 17:00 UTC.
 */
const NOW = Date.parse('2026-11-20T17:00:00Z');

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(NOW) });
  call = httpClient(t);
});
afterAll(() => t.close());

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

async function setup(timezone: string, payroll: object = {}) {
  const org = await createOrganization(t.db, { licenseEndsAt: new Date(NOW + 30 * 86_400_000) });
  const loc = await createLocation(t.db, org.organization.id, { timezone });
  const token = await loginAs(call, loc, 'manager');
  const res = await call({
    method: 'PUT',
    url: '/api/admin/location-settings',
    token,
    body: { settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_SETTINGS.payroll, ...payroll } } },
  });
  expect(res.status).toBe(200);
  return { org, loc, token };
}

async function insertShift(
  locationId: string,
  employeeId: string,
  clockIn: string,
  clockOut: string,
  flags: { autoClosed?: boolean } = {},
) {
  const [row] = await t.db
    .insert(shifts)
    .values({
      locationId,
      employeeId,
      clockIn: new Date(clockIn),
      clockOut: new Date(clockOut),
      corrected: flags.autoClosed ?? false,
      autoClosed: flags.autoClosed ?? false,
    })
    .returning();
  if (!row) throw new Error('no shift');
  return row;
}

async function csv(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
}

async function ownerMonthHours(org: Awaited<ReturnType<typeof setup>>['org'], code: string) {
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  const res = await call({
    url: `/api/organization/${org.organization.id}/dashboard`,
    token: login.body.token,
  });
  expect(res.status).toBe(200);
  return res.body.locations.find((l: { locationId: string }) => l.locationId === code).stats.monthHours;
}

const shiftCount = async (locationId: string) =>
  (await t.pool.query('select count(*)::int as n from shifts where location_id = $1', [locationId])).rows[0]
    .n;

describe('date-times and dates in requests', () => {
  it('refuses a wall time without Z or an offset, in every process zone, and stores nothing', async () => {
    const { loc, token } = await setup('Europe/Berlin');
    await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    for (const zone of ['UTC', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      // The Berlin wall time of the audit: once stored as 02:30Z under TZ=UTC, as another instant under Chatham.
      const added = await call({
        method: 'POST',
        url: '/api/admin/shifts',
        token,
        body: { employeeId: '001', clockIn: '2026-03-29T02:30:00', clockOut: '2026-03-29T06:00:00+02:00' },
      });
      expect(added.status).toBe(400);
      expect(added.body.errors).toEqual([
        { path: 'clockIn', msg: dateMessages.offsetRequired, code: 'OFFSET_REQUIRED' },
      ]);
      const scheduled = await call({
        method: 'POST',
        url: '/api/admin/scheduled-shifts',
        token,
        body: { employeeId: '001', scheduledStart: '2026-12-01T08:00:00Z', scheduledEnd: '2026-12-01T16:00' },
      });
      expect(scheduled.status).toBe(400);
      expect(scheduled.body.errors).toEqual([
        { path: 'scheduledEnd', msg: dateMessages.offsetRequired, code: 'OFFSET_REQUIRED' },
      ]);
    }
    expect(await shiftCount(loc.location.id)).toBe(0);
  });

  it('refuses dates that do not exist in bodies and query strings (no roll-over into the next month)', async () => {
    const { loc, token } = await setup('Europe/Berlin');
    await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const refusals: [string, string, string][] = [
      ['2026-02-30T08:00:00Z', 'clockIn', dateMessages.dayDoesNotExist],
      ['2026-02-29T08:00:00+01:00', 'clockIn', dateMessages.dayDoesNotExist],
      ['2026-13-01T08:00:00Z', 'clockIn', dateMessages.dayDoesNotExist],
      ['0099-02-01T08:00:00Z', 'clockIn', dateMessages.yearOutOfRange],
      ['2026-02-01T24:00:00Z', 'clockIn', dateMessages.timeDoesNotExist],
    ];
    for (const [clockIn, path, msg] of refusals) {
      const res = await call({
        method: 'POST',
        url: '/api/admin/shifts',
        token,
        body: { employeeId: '001', clockIn, clockOut: '2026-03-02T08:00:00Z' },
      });
      expect(res.status, clockIn).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, msg }));
    }
    for (const url of [
      '/api/admin/timesheets?date=2026-02-29',
      '/api/admin/timesheets?date=0099-01-01',
      '/api/admin/timesheets/export?date=2026-02-30&format=detailed',
      '/api/admin/shifts?startDate=2026-02-30&endDate=2026-03-01',
      '/api/admin/scheduled-shifts?startDate=2026-03-01&endDate=2026-13-01',
      '/api/admin/scheduled-shifts?startDate=2026-03-01T00:00:00&endDate=2026-03-02',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors?.[0]?.path, url).toMatch(/^(date|startDate|endDate)$/);
    }
    const approve = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token,
      body: { startDate: '2026-02-29' },
    });
    expect(approve.status).toBe(400);
    expect(approve.body.errors).toEqual([
      { path: 'startDate', msg: dateMessages.dayDoesNotExist, code: 'DAY_DOES_NOT_EXIST' },
    ]);
    expect(await shiftCount(loc.location.id)).toBe(0);
  });
});

describe("the server process's zone", () => {
  it('keeps an America/Santiago shift at 23:30 on 2026-04-04 on Apr 4 under TZ=Australia/Sydney and Pacific/Chatham', async () => {
    // Weekly periods from Sunday: Sat 2026-04-04 ends one period, Sun 04-05 starts the next. Chile falls
    // back at midnight: 23:30 -04 is the second pass of 23:30, 03:30Z on Apr 5, still Apr 4 there.
    const { loc, token } = await setup('America/Santiago', { periodStart: '2026-01-04' });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    await insertShift(loc.location.id, ann.id, '2026-04-04T23:30:00-04:00', '2026-04-05T05:30:00-04:00');
    for (const zone of ['UTC', 'Australia/Sydney', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      const apr4 = await call({ url: '/api/admin/shifts?startDate=2026-04-04&endDate=2026-04-04', token });
      const apr5 = await call({ url: '/api/admin/shifts?startDate=2026-04-05&endDate=2026-04-05', token });
      expect([apr4.body.shifts.length, apr5.body.shifts.length], zone).toEqual([1, 0]);
      // Listed in the period ending Apr 4; its hours count in the workday they were worked in: half
      // an hour before the (single) midnight of Apr 5, 5.5 in the period starting then.
      const first = await call({ url: '/api/admin/timesheets?date=2026-04-04', token });
      expect(first.body.period.endDate).toBe('2026-04-04');
      expect([first.body.totals.totalHours, first.body.totals.shiftCount], zone).toEqual([0.5, 1]);
      const second = await call({ url: '/api/admin/timesheets?date=2026-04-05', token });
      expect([second.body.totals.totalHours, second.body.totals.shiftCount], zone).toEqual([5.5, 0]);
      const [row] = await csv('/api/admin/timesheets/export?date=2026-04-04&format=detailed', token);
      expect(row).toMatchObject({
        Date: '2026-04-04',
        'Clock In': '2026-04-04 23:30 -04:00',
        Hours: '6.00',
        'Workday Hours': '2026-04-04=0.50;2026-04-05=5.50',
      });
    }
  });

  it("starts an America/Havana owner's month at the first of Nov 1's two midnights: 5.3 h, not 1.5 h", async () => {
    // Havana falls back at 01:00 CDT to 00:00 CST: 00:00 happens at 04:00Z and at 05:00Z.
    const { org, loc } = await setup('America/Havana');
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const bo = await createEmployee(t.db, loc.location.id, '002', { name: 'Bo' });
    // 00:15 CDT (first pass) for 3.8 h, and 00:30 CST (second pass) for 1.5 h: 5.3 h in November.
    await insertShift(loc.location.id, ann.id, '2026-11-01T00:15:00-04:00', '2026-11-01T08:03:00Z');
    await insertShift(loc.location.id, bo.id, '2026-11-01T00:30:00-05:00', '2026-11-01T07:00:00Z');
    // 31 Oct 23:30 CDT is October's.
    await insertShift(loc.location.id, bo.id, '2026-10-31T23:30:00-04:00', '2026-11-01T04:10:00Z');
    for (const zone of ['UTC', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      expect(await ownerMonthHours(org, loc.code), zone).toBe(5.3);
    }
  });
});

describe('forgotten clock-outs', () => {
  it('pays an auto-closed shift 0 h until confirmed, marks it everywhere and blocks the approval', async () => {
    // New York, daily overtime after 8 h, weekly periods from Monday (2026-11-16 .. 11-22).
    const { org, loc, token } = await setup('America/New_York', { dailyOvertimeHours: 8 });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    // 41 h in November: five 8-hour days the week before, and 1 h on Monday 11-16.
    for (const d of ['09', '10', '11', '12', '13'])
      await insertShift(
        loc.location.id,
        ann.id,
        `2026-11-${d}T08:00:00-05:00`,
        `2026-11-${d}T16:00:00-05:00`,
      );
    const worked = await insertShift(
      loc.location.id,
      ann.id,
      '2026-11-16T08:00:00-05:00',
      '2026-11-16T09:00:00-05:00',
    );
    // Tuesday 11-17 08:00: nobody clocked out, the server closed it at clock-in + 16 h.
    const forgotten = await insertShift(
      loc.location.id,
      ann.id,
      '2026-11-17T08:00:00-05:00',
      '2026-11-18T00:00:00-05:00',
      {
        autoClosed: true,
      },
    );

    const before = await call({ url: '/api/admin/timesheets?date=2026-11-17', token });
    expect(before.body.employees[0]).toMatchObject({
      totalHours: 1,
      regularHours: 1,
      overtimeHours: 0,
      awaitingReview: 1,
    });
    expect(before.body.reviewShifts).toEqual([
      expect.objectContaining({ id: forgotten.id, awaitingReview: true, totalHours: 16 }),
    ]);
    const [summary] = await csv('/api/admin/timesheets/export?date=2026-11-17&format=summary', token);
    expect(summary).toMatchObject({ 'Total Hours': '1.00', 'Awaiting Review': '1' });
    const detailed = await csv('/api/admin/timesheets/export?date=2026-11-17&format=detailed', token);
    expect(detailed.map((r) => [r['Clock In'], r.Hours, r['Auto-closed'], r['Awaiting Review']])).toEqual([
      ['2026-11-16 08:00', '1.00', 'No', 'No'],
      ['2026-11-17 08:00', '0.00', 'Yes', 'Yes'],
    ]);
    expect(await ownerMonthHours(org, loc.code)).toBe(41);

    // The period cannot be approved while it holds the shift; the 409 names it.
    const refused = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token,
      body: { startDate: '2026-11-16' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: timesheetMessages.unreviewedShifts,
      code: UNREVIEWED_SHIFTS_CODE,
    });
    expect(refused.body.shifts).toEqual([
      expect.objectContaining({ id: forgotten.id, awaitingReview: true }),
    ]);

    // Only an auto-closed shift can be confirmed.
    const notAuto = await call({
      method: 'POST',
      url: `/api/admin/shifts/${worked.id}/confirm`,
      token,
      body: {},
    });
    expect(notAuto).toMatchObject({ status: 409, body: { code: 'NOT_AUTO_CLOSED' } });

    const confirmed = await call({
      method: 'POST',
      url: `/api/admin/shifts/${forgotten.id}/confirm`,
      token,
      body: { reason: 'Stocktaking night' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: timesheetMessages.shiftConfirmed,
      shift: { id: forgotten.id, autoClosed: true, awaitingReview: false, totalHours: 16 },
    });
    const again = await call({ method: 'POST', url: `/api/admin/shifts/${forgotten.id}/confirm`, token });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_REVIEWED' } });
    const trail = await call({ url: `/api/admin/shifts/${forgotten.id}/audit`, token });
    expect(trail.body.entries.at(-1)).toMatchObject({
      action: 'confirm',
      actor: 'Manager',
      reason: 'Stocktaking night',
      before: { clockIn: '2026-11-17T13:00:00.000Z', clockOut: '2026-11-18T05:00:00.000Z' },
      after: { clockIn: '2026-11-17T13:00:00.000Z', clockOut: '2026-11-18T05:00:00.000Z' },
    });

    // Confirmed: 1 h + 16 h, of which 8 daily overtime: 9 regular + 8 overtime = 17 h; the month 57 h.
    const after = await call({ url: '/api/admin/timesheets?date=2026-11-17', token });
    expect(after.body.employees[0]).toMatchObject({
      totalHours: 17,
      regularHours: 9,
      overtimeHours: 8,
      awaitingReview: 0,
    });
    expect(await ownerMonthHours(org, loc.code)).toBe(57);
    const approved = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token,
      body: { startDate: '2026-11-16' },
    });
    expect(approved.status).toBe(200);
  });

  it('counts an auto-closed shift from its corrected clock-out', async () => {
    const { loc, token } = await setup('America/New_York', { dailyOvertimeHours: 8 });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const forgotten = await insertShift(
      loc.location.id,
      ann.id,
      '2026-11-17T08:00:00-05:00',
      '2026-11-18T00:00:00-05:00',
      {
        autoClosed: true,
      },
    );
    const corrected = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${forgotten.id}`,
      token,
      body: { clockIn: '2026-11-17T08:00:00-05:00', clockOut: '2026-11-17T17:30:00-05:00' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.shift).toMatchObject({ autoClosed: true, awaitingReview: false, totalHours: 9.5 });
    // 9.5 h: 8 regular + 1.5 daily overtime.
    const sheet = await call({ url: '/api/admin/timesheets?date=2026-11-17', token });
    expect(sheet.body.employees[0]).toMatchObject({
      totalHours: 9.5,
      regularHours: 8,
      overtimeHours: 1.5,
      awaitingReview: 0,
    });
  });
});

describe('forgotten clock-outs at approval', () => {
  it('closes a shift open for over 16 hours before approving, and names it in the refusal', async () => {
    const { loc, token } = await setup('America/New_York');
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    // Clocked in Thursday 2026-11-19 at 16:00 local (21:00Z), 20 hours before the app's now, never out.
    const [open] = await t.db
      .insert(shifts)
      .values({ locationId: loc.location.id, employeeId: ann.id, clockIn: new Date('2026-11-19T21:00:00Z') })
      .returning();
    const refused = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token,
      body: { startDate: '2026-11-16' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.shifts).toEqual([
      expect.objectContaining({ id: open?.id, autoClosed: true, awaitingReview: true, totalHours: 16 }),
    ]);
    // The close stays, audited, even though the approval was refused.
    const { rows } = await t.pool.query('select auto_closed, clock_out from shifts where id = $1', [
      open?.id,
    ]);
    expect(rows[0]).toEqual({ auto_closed: true, clock_out: new Date('2026-11-20T13:00:00Z') });
  });
});

describe('the repeated hour in the detailed CSV', () => {
  it('prints the offset for the two passes of 01:30 on 2026-11-01 in New York, so they never print the same', async () => {
    const { loc, token } = await setup('America/New_York');
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const bo = await createEmployee(t.db, loc.location.id, '002', { name: 'Bo' });
    // Ann from 01:30 EST (second pass) to 05:00: 3.5 h. Bo from 01:30 EDT (first pass) to 05:00: 4.5 h.
    await insertShift(loc.location.id, ann.id, '2026-11-01T01:30:00-05:00', '2026-11-01T05:00:00-05:00');
    await insertShift(loc.location.id, bo.id, '2026-11-01T01:30:00-04:00', '2026-11-01T05:00:00-05:00');
    for (const zone of ['UTC', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      const rows = await csv('/api/admin/timesheets/export?date=2026-11-01&format=detailed', token);
      expect(rows.map((r) => [r.Name, r['Clock In'], r['Clock Out'], r.Hours])).toEqual([
        ['Ann', '2026-11-01 01:30 -05:00', '2026-11-01 05:00', '3.50'],
        ['Bo', '2026-11-01 01:30 -04:00', '2026-11-01 05:00', '4.50'],
      ]);
    }
  });
});
