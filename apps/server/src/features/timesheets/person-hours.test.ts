import { CALIFORNIA_OVERTIME } from '@shiftclock/contract/payroll';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';

/**
 * One person at two locations (docs/api.md, "One person at several locations"): the worked examples,
 * each through the HTTP routes (missed shifts added by each location's manager), read back from each
 * location's timesheet and CSV and from the owner's organization timesheet and CSV.
 */

/** The app's clock: Thursday 2026-12-10, 12:00 UTC. Workweeks run Monday to Sunday (the default). */
const NOW = Date.parse('2026-12-10T12:00:00Z');
const ZONE = 'America/Los_Angeles';
/** The week of Monday 2026-11-30 to Sunday 2026-12-06; Los Angeles is at -08:00. */
const DAYS = ['11-30', '12-01', '12-02', '12-03', '12-04', '12-05', '12-06'];

const app = testAppAt(NOW);
const call = (...args: Parameters<typeof app.call>) => app.call(...args);

type Row = Record<string, string>;
const parseCsv = (text: string): Row[] => parse(text, { bom: true, columns: true });

async function ownerToken(org: { email: string; password: string }) {
  const res = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The settings screen's Save with these payroll settings. */
const settingsWith = (payroll: object) => ({
  settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_SETTINGS.payroll, ...payroll } },
});

/**
 * Ann works at A (her first row: her home location) and, as the same person, at B, with ID 001 at
 * both. The row at B is written as the people API will write it (that API is another part of this work).
 */
async function twoSites(payroll: object = {}) {
  const org = await createOrganization(app.t.db);
  const a = await createLocation(app.t.db, org.organization.id, { timezone: ZONE });
  const b = await createLocation(app.t.db, org.organization.id, { timezone: ZONE });
  const ann = await createEmployee(app.t.db, a.location.id, '001', { name: 'Ann' });
  await app.t.db.execute(sql`update people set payroll_id = 'P-17' where id = ${ann.personId}`);
  await app.t.db.execute(
    sql`insert into employees (location_id, code, name, person_id, created_at)
        values (${b.location.id}, '001', 'ignored', ${ann.personId}, ${new Date(+ann.createdAt + 60_000)})`,
  );
  const site = async (loc: typeof a) => {
    const token = await loginAs(app.call, loc, 'manager');
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token,
      body: settingsWith(payroll),
    });
    expect(saved.status).toBe(200);
    /** Add Missed Shift for Ann: local times of a day of the week of 11-30. */
    const add = async (day: string, from: string, to: string) => {
      const res = await call({
        method: 'POST',
        url: '/api/admin/shifts',
        token,
        body: {
          employeeId: '001',
          clockIn: `2026-${day}T${from}:00-08:00`,
          clockOut: `2026-${day}T${to}:00-08:00`,
        },
      });
      expect(res.status).toBe(201);
    };
    const sheet = async () => {
      const res = await call({ url: '/api/admin/timesheets?date=2026-12-02', token });
      expect(res.status).toBe(200);
      return res.body;
    };
    const csv = async () => {
      const res = await call({ url: '/api/admin/timesheets/export?date=2026-12-02&format=summary', token });
      expect(res.status).toBe(200);
      return parseCsv(res.body);
    };
    return { code: loc.code, locationId: loc.location.id, token, add, sheet, csv };
  };
  const owner = await ownerToken(org);
  const orgSheet = async () => {
    const res = await call({ url: '/api/organization/timesheet?date=2026-12-02', token: owner });
    expect(res.status).toBe(200);
    return res.body;
  };
  const orgCsv = async () => {
    const res = await call({
      url: '/api/organization/timesheet/export?date=2026-12-02&format=summary',
      token: owner,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="timesheet-organization-2026-11-30_2026-12-06-summary.csv"',
    );
    return parseCsv(res.body);
  };
  return { org, ann, a: await site(a), b: await site(b), owner, orgSheet, orgCsv };
}

/** Regular, overtime and double time. */
type Split = [number, number, number];
const split = (row: { regularHours: number; overtimeHours: number; doubleTimeHours: number }): Split => [
  row.regularHours,
  row.overtimeHours,
  row.doubleTimeHours,
];
const csvSplit = (row: Row) =>
  ['Regular Hours', 'Overtime Hours', 'Double Time Hours'].map((column) => row[column]);
const inCsv = (figures: Split) => [figures.map((hours) => hours.toFixed(2))];

/** Ann's figures on A's and B's timesheets and CSVs, and the person's on the organization's. */
async function expectCharged(
  w: Awaited<ReturnType<typeof twoSites>>,
  expected: { a: Split; b: Split; person: Split },
) {
  expect(split((await w.a.sheet()).employees[0])).toEqual(expected.a);
  expect((await w.a.csv()).map(csvSplit)).toEqual(inCsv(expected.a));
  expect(split((await w.b.sheet()).employees[0])).toEqual(expected.b);
  expect((await w.b.csv()).map(csvSplit)).toEqual(inCsv(expected.b));
  expect(split((await w.orgSheet()).people[0].total)).toEqual(expected.person);
  expect((await w.orgCsv()).map(csvSplit)).toEqual(inCsv(expected.person));
}

describe('one person at two locations', () => {
  it('30 h at A (Mon-Wed) and 20 h at B (Thu-Fri): 40 regular + 10 overtime, the overtime charged to B', async () => {
    const w = await twoSites();
    for (const day of DAYS.slice(0, 3)) await w.a.add(day, '08:00', '18:00');
    for (const day of DAYS.slice(3, 5)) await w.b.add(day, '08:00', '18:00');

    const atA = await w.a.sheet();
    expect(atA.employees).toEqual([
      expect.objectContaining({
        employee: expect.objectContaining({ employeeId: '001', name: 'Ann' }),
        regularHours: 30,
        overtimeHours: 0,
        totalHours: 30,
        shiftCount: 3,
        hoursElsewhere: true,
      }),
    ]);
    const atB = await w.b.sheet();
    expect(atB.employees).toEqual([
      expect.objectContaining({ regularHours: 10, overtimeHours: 10, totalHours: 20, shiftCount: 2 }),
    ]);
    expect(atB.employees[0].hoursElsewhere).toBe(true);
    // B's timesheet tells nothing else of A: its own shifts only, in its lists and its workdays.
    expect(atB.employees[0].workdays.map((d: { workday: string }) => d.workday)).toEqual([
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(atB.totals).toMatchObject({ regularHours: 10, overtimeHours: 10, totalHours: 20, shiftCount: 2 });

    await expectCharged(w, { a: [30, 0, 0], b: [10, 10, 0], person: [40, 10, 0] });

    const org = await w.orgSheet();
    expect(org.period).toMatchObject({ startDate: '2026-11-30', endDate: '2026-12-06' });
    expect(org.locations.map((l: { id: string; samePeriod: boolean }) => [l.id, l.samePeriod])).toEqual([
      [w.a.code, true],
      [w.b.code, true],
    ]);
    expect(org.people).toEqual([
      {
        person: { id: w.ann.personId, name: 'Ann', payrollId: 'P-17' },
        locations: [
          expect.objectContaining({
            locationId: w.a.code,
            employeeId: '001',
            regularHours: 30,
            overtimeHours: 0,
          }),
          expect.objectContaining({
            locationId: w.b.code,
            employeeId: '001',
            regularHours: 10,
            overtimeHours: 10,
          }),
        ],
        total: expect.objectContaining({
          regularHours: 40,
          overtimeHours: 10,
          totalHours: 50,
          shiftCount: 5,
        }),
      },
    ]);
    expect(await w.orgCsv()).toEqual([
      expect.objectContaining({
        'Payroll ID': 'P-17',
        Name: 'Ann',
        'Period Start': '2026-11-30',
        'Period End': '2026-12-06',
        'Regular Hours': '40.00',
        'Overtime Hours': '10.00',
        'Total Hours': '50.00',
        'Shift Count': '5',
        Locations: `${w.a.code};${w.b.code}`,
      }),
    ]);
  });

  it('California, 6 h at A in the morning and 4 h at B in the afternoon of one workday: 8 regular + 2 overtime, B charged the overtime', async () => {
    const w = await twoSites(CALIFORNIA_OVERTIME);
    await w.a.add('12-01', '06:00', '12:00');
    await w.b.add('12-01', '13:00', '17:00');

    const atB = (await w.b.sheet()).employees[0];
    expect(atB).toMatchObject({ totalHours: 4, hoursElsewhere: true });
    expect(atB.workdays).toEqual([
      { workday: '2026-12-01', regularHours: 2, overtimeHours: 2, doubleTimeHours: 0 },
    ]);
    await expectCharged(w, { a: [6, 0, 0], b: [2, 2, 0], person: [8, 2, 0] });
  });

  it('the seventh consecutive day, made of days at two sites, is overtime then double time at the site of that day', async () => {
    const w = await twoSites(CALIFORNIA_OVERTIME);
    // Monday to Wednesday at A, Thursday to Saturday at B: 5 h a day, 30 h. Sunday at B: 9 h.
    for (const day of DAYS.slice(0, 3)) await w.a.add(day, '09:00', '14:00');
    for (const day of DAYS.slice(3, 6)) await w.b.add(day, '09:00', '14:00');
    await w.b.add(DAYS[6] as string, '08:00', '17:00');

    expect((await w.b.sheet()).employees[0].workdays.at(-1)).toEqual({
      workday: '2026-12-06',
      regularHours: 0,
      overtimeHours: 8,
      doubleTimeHours: 1,
    });
    await expectCharged(w, { a: [15, 0, 0], b: [15, 8, 1], person: [30, 8, 1] });
  });

  it("the organization's totals are the sum of its location timesheets, people at one location included", async () => {
    const w = await twoSites(CALIFORNIA_OVERTIME);
    for (const day of DAYS.slice(0, 3)) await w.a.add(day, '07:00', '16:20');
    for (const day of DAYS.slice(3, 5)) await w.b.add(day, '07:00', '20:10');
    // Bo works only at B: counted exactly as before people existed.
    await createEmployee(app.t.db, w.b.locationId, '002', { name: 'Bo' });
    const added = await call({
      method: 'POST',
      url: '/api/admin/shifts',
      token: w.b.token,
      body: {
        employeeId: '002',
        clockIn: '2026-12-02T08:00:00-08:00',
        clockOut: '2026-12-02T19:45:00-08:00',
      },
    });
    expect(added.status).toBe(201);

    const sheets = [await w.a.sheet(), await w.b.sheet()];
    const org = await w.orgSheet();
    const columns = ['regularHours', 'overtimeHours', 'doubleTimeHours', 'totalHours', 'shiftCount'] as const;
    for (const column of columns) {
      const sum = sheets.reduce((s, sheet) => s + sheet.totals[column], 0);
      expect(org.totals[column]).toBeCloseTo(sum, 10);
    }
    expect(org.people.map((p: { person: { name: string } }) => p.person.name)).toEqual(['Ann', 'Bo']);

    const locationRows = [...(await w.a.csv()), ...(await w.b.csv())];
    const orgRows = await w.orgCsv();
    for (const column of ['Regular Hours', 'Overtime Hours', 'Double Time Hours', 'Total Hours']) {
      const sum = (rows: Row[]) => rows.reduce((s, row) => s + Number(row[column]), 0);
      expect(sum(orgRows)).toBeCloseTo(sum(locationRows), 10);
    }
  });

  it("refuses a change at A that could move B's approved figures, and accepts it once B reopens", async () => {
    const w = await twoSites();
    for (const day of DAYS.slice(3, 5)) await w.b.add(day, '08:00', '18:00');
    /** B's manager approves or reopens the week of 11-30. */
    const atB = (action: 'approve' | 'reopen') =>
      call({
        method: 'POST',
        url: `/api/admin/timesheets/${action}`,
        token: w.b.token,
        body: { startDate: '2026-11-30' },
      });
    expect((await atB('approve')).status).toBe(200);
    const missed = (day: string) =>
      call({
        method: 'POST',
        url: '/api/admin/shifts',
        token: w.a.token,
        body: {
          employeeId: '001',
          clockIn: `2026-${day}T08:00:00-08:00`,
          clockOut: `2026-${day}T18:00:00-08:00`,
        },
      });
    // Monday at A comes before B's Thursday and Friday: 10 h more would make B's Friday overtime.
    const refused = await missed('11-30');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        "This person's hours at another location are approved for these days. Ask that location to reopen its pay period first.",
      code: 'PERIOD_APPROVED_ELSEWHERE',
    });
    expect(split((await w.b.sheet()).employees[0])).toEqual([20, 0, 0]);
    expect((await w.a.sheet()).employees).toEqual([]);
    // The next week touches nothing approved.
    expect((await missed('12-08')).status).toBe(201);

    expect((await atB('reopen')).status).toBe(200);
    // Now 30 h at A earlier in the week make B's Friday overtime.
    for (const day of DAYS.slice(0, 3)) expect((await missed(day)).status).toBe(201);
    expect((await w.b.sheet()).employees[0]).toMatchObject({ regularHours: 10, overtimeHours: 10 });
  });

  it("gives another organization's owner nothing of it, and a manager no organization timesheet", async () => {
    const w = await twoSites();
    await w.a.add('12-01', '08:00', '12:00');
    const other = await createOrganization(app.t.db);
    const otherOwner = await ownerToken(other);
    const theirs = await call({ url: '/api/organization/timesheet?date=2026-12-02', token: otherOwner });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ locations: [], people: [] });
    const theirCsv = await call({
      url: '/api/organization/timesheet/export?date=2026-12-02',
      token: otherOwner,
    });
    expect(theirCsv.status).toBe(200);
    expect(parseCsv(theirCsv.body)).toEqual([]);

    const asManager = await call({ url: '/api/organization/timesheet', token: w.a.token });
    expect(asManager.status).toBe(403);
    const badDay = await call({ url: '/api/organization/timesheet?date=2026-13-40', token: w.owner });
    expect(badDay.status).toBe(400);
  });
});
