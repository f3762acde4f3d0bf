import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { employeeToken } from '../../../test/employee-session.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';
import { locations } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';

/**
 * The employee's own records and hours (docs/api.md, "The employee app: my hours and records"): Ann
 * works at A (New York) and B (Paris); Bob at A and D; Cy at another organization's C. Each sees only
 * their own shifts, on each location's clock, with the manager's corrections, and a range is checked.
 */

const NOW = Date.parse('2026-12-10T12:00:00Z');
const app = testAppAt(NOW);
const call = (...args: Parameters<typeof app.call>) => app.call(...args);
type Row = Record<string, string>;
const parseCsv = (text: string): Row[] => parse(text, { bom: true, columns: true });
const header = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n')[0];

const world = {} as {
  a: Awaited<ReturnType<typeof createLocation>>;
  b: Awaited<ReturnType<typeof createLocation>>;
  c: Awaited<ReturnType<typeof createLocation>>;
  d: Awaited<ReturnType<typeof createLocation>>;
  ann: string;
  bob: string;
  cy: string;
  managerA: string;
  ids: {
    annCorrected: string;
    annParis: string;
    annAutoClosed: string;
    annLateEvening: string;
    bob: string;
    cy: string;
  };
};

async function shiftAt(
  loc: { location: { id: string } },
  employeeId: string,
  clockIn: string,
  clockOut: string,
  marks: Partial<typeof shifts.$inferInsert> = {},
) {
  const [row] = await app.t.db
    .insert(shifts)
    .values({
      locationId: loc.location.id,
      employeeId,
      clockIn: new Date(clockIn),
      clockOut: new Date(clockOut),
      ...marks,
    })
    .returning();
  if (!row) throw new Error('no shift');
  return row.id;
}

beforeAll(async () => {
  const db = app.t.db;
  const org = await createOrganization(db);
  world.a = await createLocation(db, org.organization.id, { timezone: 'America/New_York' });
  world.b = await createLocation(db, org.organization.id, { timezone: 'Europe/Paris' });
  world.d = await createLocation(db, org.organization.id, { timezone: 'America/New_York' });
  const other = await createOrganization(db);
  world.c = await createLocation(db, other.organization.id, { timezone: 'America/New_York' });
  // A location name a spreadsheet would run as a formula.
  await db
    .update(locations)
    .set({ name: '=HYPERLINK("http://evil.test","A")' })
    .where(eq(locations.id, world.a.location.id));

  const annA = await createEmployee(db, world.a.location.id, '001', { name: 'Ann Lee' });
  const annB = await createEmployee(db, world.b.location.id, '007', { personId: annA.personId });
  const bobA = await createEmployee(db, world.a.location.id, '002', { name: 'Bob Roy' });
  await createEmployee(db, world.d.location.id, '001', { personId: bobA.personId });
  const cyC = await createEmployee(db, world.c.location.id, '001', { name: 'Cy Day' });

  world.ids = {
    // Tuesday 1 December, 09:00–17:00 in New York; corrected below to 08:30 with a lunch.
    annCorrected: await shiftAt(world.a, annA.id, '2026-12-01T14:00:00Z', '2026-12-01T22:00:00Z'),
    // Wednesday 2 December, 10:00–14:00 in Paris, punched offline.
    annParis: await shiftAt(world.b, annB.id, '2026-12-02T09:00:00Z', '2026-12-02T13:00:00Z', {
      offline: true,
    }),
    // Thursday 3 December: nobody clocked out; the server closed it after 16 hours.
    annAutoClosed: await shiftAt(world.a, annA.id, '2026-12-03T13:00:00Z', '2026-12-04T05:00:00Z', {
      autoClosed: true,
      corrected: true,
    }),
    // Monday 30 November 23:30 in New York: already 1 December in UTC, still 30 November there.
    annLateEvening: await shiftAt(world.a, annA.id, '2026-12-01T04:30:00Z', '2026-12-01T06:30:00Z'),
    bob: await shiftAt(world.a, bobA.id, '2026-12-01T14:00:00Z', '2026-12-01T20:00:00Z'),
    cy: await shiftAt(world.c, cyC.id, '2026-12-01T14:00:00Z', '2026-12-01T20:00:00Z'),
  };

  world.managerA = await loginAs(app.call, world.a, 'manager');
  const corrected = await call({
    method: 'PUT',
    url: `/api/admin/shifts/${world.ids.annCorrected}`,
    token: world.managerA,
    body: {
      clockIn: '2026-12-01T08:30:00-05:00',
      clockOut: '2026-12-01T17:00:00-05:00',
      breaks: [{ start: '2026-12-01T12:00:00-05:00', end: '2026-12-01T12:30:00-05:00', paid: false }],
      reason: 'Came in early for the delivery',
    },
  });
  expect(corrected.status).toBe(200);

  world.ann = await employeeToken(app.call, world.managerA, '001');
  world.bob = await employeeToken(app.call, world.managerA, '002');
  world.cy = await employeeToken(app.call, await loginAs(app.call, world.c, 'manager'), '001');
});

const WEEK = 'from=2026-12-01&to=2026-12-07';

describe('GET /api/me/records/export', () => {
  it("answers the person's shifts at all their locations, on each location's clock", async () => {
    const res = await call({ url: `/api/me/records/export?${WEEK}`, token: world.ann });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="my-records-2026-12-01_2026-12-07.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(header(res.body)).toBe(
      'Location,Location Name,Date,Clock In,Clock Out,Original Clock In,Original Clock Out,Hours,Corrected,Auto-closed,Awaiting Review,Offline,Source,Breaks,Paid Break Minutes,Unpaid Break Minutes,Deduction Minutes',
    );
    const rows = parseCsv(res.body);
    expect(rows).toEqual([
      {
        Location: world.a.code,
        // Shown as text, never run as a formula.
        'Location Name': `'=HYPERLINK("http://evil.test","A")`,
        Date: '2026-12-01',
        'Clock In': '2026-12-01 08:30',
        'Clock Out': '2026-12-01 17:00',
        'Original Clock In': '2026-12-01 09:00',
        'Original Clock Out': '2026-12-01 17:00',
        Hours: '8.00',
        Corrected: 'Yes',
        'Auto-closed': 'No',
        'Awaiting Review': 'No',
        Offline: 'No',
        Source: 'kiosk',
        Breaks: '12:00-12:30 unpaid',
        'Paid Break Minutes': '0',
        'Unpaid Break Minutes': '30',
        'Deduction Minutes': '0',
      },
      expect.objectContaining({
        Location: world.b.code,
        Date: '2026-12-02',
        'Clock In': '2026-12-02 10:00',
        'Clock Out': '2026-12-02 14:00',
        'Original Clock In': '',
        Hours: '4.00',
        Corrected: 'No',
        Offline: 'Yes',
        Breaks: '',
      }),
      expect.objectContaining({
        Location: world.a.code,
        Date: '2026-12-03',
        'Clock In': '2026-12-03 08:00',
        'Clock Out': '2026-12-04 00:00',
        Hours: '0.00',
        'Auto-closed': 'Yes',
        'Awaiting Review': 'Yes',
      }),
    ]);
  });

  it('writes the header row in the language asked for; the values stay as they are', async () => {
    const res = await call({ url: `/api/me/records/export?${WEEK}&headerLanguage=de`, token: world.ann });
    expect(res.status).toBe(200);
    expect(header(res.body)).toMatch(/^Standort,Standortname,Datum,Kommen,Gehen,/);
    expect(parseCsv(res.body)[0]?.Korrigiert).toBe('Yes');
  });

  it('shows a day by its location: a shift begun at 23:30 in New York is on that day', async () => {
    const res = await call({ url: '/api/me/records/export?from=2026-11-30&to=2026-11-30', token: world.ann });
    expect(parseCsv(res.body).map((r) => [r.Date, r['Clock In'], r.Hours])).toEqual([
      ['2026-11-30', '2026-11-30 23:30', '2.00'],
    ]);
  });
});

describe('GET /api/me/records', () => {
  it('answers only the caller’s own shifts, with the names for the printable page', async () => {
    const ann = await call({ url: `/api/me/records?${WEEK}`, token: world.ann });
    expect(ann.status).toBe(200);
    expect(ann.body).toMatchObject({
      person: { name: 'Ann Lee' },
      from: '2026-12-01',
      to: '2026-12-07',
      generatedAt: new Date(NOW).toISOString(),
    });
    expect(ann.body.records.map((r: { id: string }) => r.id)).toEqual([
      world.ids.annCorrected,
      world.ids.annParis,
      world.ids.annAutoClosed,
    ]);
    expect(ann.body.records[0]).toMatchObject({
      locationId: world.a.code,
      timezone: 'America/New_York',
      clockIn: '2026-12-01T13:30:00.000Z',
      originalClockIn: '2026-12-01T14:00:00.000Z',
      breaks: [{ start: '2026-12-01T17:00:00.000Z', end: '2026-12-01T17:30:00.000Z', paid: false }],
      hours: 8,
    });

    const bob = await call({ url: `/api/me/records?${WEEK}`, token: world.bob });
    expect(bob.body.records.map((r: { id: string }) => r.id)).toEqual([world.ids.bob]);
    const cy = await call({ url: `/api/me/records?${WEEK}`, token: world.cy });
    expect(cy.body.records.map((r: { id: string }) => r.id)).toEqual([world.ids.cy]);
  });

  it.each([
    ['from=2026-12-07&to=2026-12-01', 'RECORDS_RANGE_REVERSED'],
    ['from=2025-11-30&to=2026-12-01', 'RECORDS_RANGE_TOO_LONG'],
    ['from=2026-02-30&to=2026-03-01', 'DAY_DOES_NOT_EXIST'],
    ['from=2026-12-01', 'INVALID_DAY'],
    ['from=1&to=2026-12-01', 'INVALID_DAY'],
  ])('refuses %s with 400 %s', async (query, code) => {
    for (const path of ['/api/me/records', '/api/me/records/export']) {
      const res = await call({ url: `${path}?${query}`, token: world.ann });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
  });

  it('takes a year of 366 days', async () => {
    const res = await call({ url: '/api/me/records?from=2025-12-08&to=2026-12-08', token: world.ann });
    expect(res.status).toBe(200);
    expect(res.body.records).toHaveLength(4);
  });

  it('is the employee’s alone: a manager is refused, a caller without a token too', async () => {
    expect((await call({ url: `/api/me/records?${WEEK}`, token: world.managerA })).status).toBe(403);
    expect((await call({ url: `/api/me/records/export?${WEEK}` })).status).toBe(401);
  });
});

describe('GET /api/me/hours', () => {
  it("answers the person's period at one of their locations, with only their shifts", async () => {
    const res = await call({
      url: `/api/me/hours?locationId=${world.a.code}&date=2026-12-01`,
      token: world.ann,
    });
    expect(res.status).toBe(200);
    expect(res.body.location).toEqual({
      locationId: world.a.code,
      locationName: '=HYPERLINK("http://evil.test","A")',
      timezone: 'America/New_York',
      employeeId: '001',
    });
    expect(res.body.period).toMatchObject({
      startDate: '2026-11-30',
      endDate: '2026-12-06',
      previousDate: '2026-11-29',
    });
    expect(res.body.approval).toBeNull();
    expect(res.body.shifts.map((s: { id: string }) => s.id)).toEqual([
      world.ids.annLateEvening,
      world.ids.annCorrected,
      world.ids.annAutoClosed,
    ]);
    expect(res.body.shifts[1]).toMatchObject({
      date: '2026-12-01',
      roundedClockIn: '2026-12-01T13:30:00.000Z',
      originalClockIn: '2026-12-01T14:00:00.000Z',
      unpaidBreakMinutes: 30,
      hours: 8,
      workdayHours: [{ workday: '2026-12-01', hours: 8 }],
    });
    // 2 + 8 here, 4 at B in the same workweek (hours elsewhere count toward the thresholds).
    expect(res.body.totals).toMatchObject({
      regularHours: 10,
      totalHours: 10,
      hoursElsewhere: true,
      awaitingReview: 1,
    });

    const paris = await call({
      url: `/api/me/hours?locationId=${world.b.code}&date=2026-12-01`,
      token: world.ann,
    });
    expect(paris.status).toBe(200);
    expect(paris.body.shifts.map((s: { id: string }) => s.id)).toEqual([world.ids.annParis]);
    expect(paris.body.location.employeeId).toBe('007');
  });

  it('goes to the previous period by its date, where nothing was worked', async () => {
    const res = await call({
      url: `/api/me/hours?locationId=${world.a.code}&date=2026-11-29`,
      token: world.ann,
    });
    expect(res.status).toBe(200);
    expect(res.body.period.startDate).toBe('2026-11-23');
    expect(res.body.totals).toBeNull();
    expect(res.body.shifts).toEqual([]);
  });

  it('answers 404 for a location the person does not work at, as for a missing one', async () => {
    for (const code of [world.d.code, world.c.code, 'ZZZZZZ']) {
      const res = await call({ url: `/api/me/hours?locationId=${code}`, token: world.ann });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Location not found');
    }
    // Bob works at D; Cy, of another organization, at neither A nor D.
    expect((await call({ url: `/api/me/hours?locationId=${world.d.code}`, token: world.bob })).status).toBe(
      200,
    );
    expect((await call({ url: `/api/me/hours?locationId=${world.a.code}`, token: world.cy })).status).toBe(
      404,
    );
  });

  it('refuses a malformed query with 400, and anyone but an employee', async () => {
    expect((await call({ url: '/api/me/hours', token: world.ann })).status).toBe(400);
    expect(
      (await call({ url: `/api/me/hours?locationId=${world.a.code}&date=2026-13-01`, token: world.ann }))
        .status,
    ).toBe(400);
    expect(
      (await call({ url: `/api/me/hours?locationId=${world.a.code}`, token: world.managerA })).status,
    ).toBe(403);
    expect((await call({ url: `/api/me/hours?locationId=${world.a.code}` })).status).toBe(401);
  });
});
