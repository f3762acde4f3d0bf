import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeToken } from '../../../test/employee-session.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORDS, seedDemo } from '../../demo/demo-data.ts';

/**
 * The employee's hours are the manager's figures (docs/decisions/0194-my-hours-and-records.md): for
 * every person of a demo organization, at each of their locations and over three pay periods, GET
 * /api/me/hours answers exactly their row of the manager's timesheet, and each shift the hours of
 * its row in the manager's detailed CSV. One location rounds and deducts, one period is approved, two
 * people work at two locations (their overtime counted across both), one shift is still open.
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const DATES = ['2026-11-20', '2026-11-12', '2026-11-03'];

let t: TestApp;
let call: ReturnType<typeof httpClient>;
const managers = new Map<string, string>();

type Row = Record<string, string>;
const parseCsv = (text: string): Row[] => parse(text, { bom: true, columns: true });

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => NOW });
  call = httpClient(t);
  await seedDemo(t.db, { now: NOW, employeesPerLocation: 6, weeksBack: 3, weeksAhead: 1 });
  for (const code of ['DEMPAR', 'DEMNYC', 'DEMLAX']) {
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: code, password: DEMO_PASSWORDS.manager, accountType: 'manager' },
    });
    expect(login.status).toBe(200);
    managers.set(code, login.body.token);
  }
  // Midtown rounds to 15 minutes and takes 30 minutes off a shift over 6 hours without such a break.
  await t.db.execute(
    sql`update locations set settings = jsonb_set(settings, '{payroll}', coalesce(settings->'payroll', '{}'::jsonb)
        || '{"roundingMinutes": 15, "autoDeductMinutes": 30, "autoDeductAfterHours": 6}'::jsonb)
        where code = 'DEMNYC'`,
  );
  // Harbour Street's period of 2026-11-03 is approved.
  const sheet = await call({ url: '/api/admin/timesheets?date=2026-11-03', token: managers.get('DEMPAR') });
  const approved = await call({
    method: 'POST',
    url: '/api/admin/timesheets/approve',
    token: managers.get('DEMPAR'),
    body: { startDate: sheet.body.period.startDate },
  });
  expect(approved.status).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/me/hours for every person of the demo', () => {
  it("equals the manager's timesheet row and detailed CSV at each of their locations", async () => {
    const rows = await t.db.execute<{
      person_id: string;
      code: string;
      location: string;
      is_active: boolean;
    }>(
      sql`select e.person_id, e.code, l.code as location, e.is_active
          from employees e join locations l on l.id = e.location_id
          where l.code in ('DEMPAR', 'DEMNYC', 'DEMLAX') order by e.person_id, e.created_at`,
    );
    const byPerson = new Map<string, { code: string; location: string; isActive: boolean }[]>();
    for (const row of rows.rows) {
      const list = byPerson.get(row.person_id) ?? [];
      list.push({ code: row.code, location: row.location, isActive: row.is_active });
      byPerson.set(row.person_id, list);
    }
    expect([...byPerson.values()].filter((places) => places.length === 2)).toHaveLength(2);

    let compared = 0;
    let withShifts = 0;
    let approved = 0;
    let rounded = 0;
    for (const places of byPerson.values()) {
      // A former employee (inactive everywhere) is given no code: the demo gave them no hours either.
      const signIn = places.find((place) => place.isActive);
      if (!signIn) {
        for (const place of places) {
          for (const date of DATES) {
            const sheet = await call({
              url: `/api/admin/timesheets?date=${date}`,
              token: managers.get(place.location),
            });
            expect(
              sheet.body.employees.map((e: { employee: { employeeId: string } }) => e.employee.employeeId),
            ).not.toContain(place.code);
          }
        }
        continue;
      }
      const token = await employeeToken(call, managers.get(signIn.location) as string, signIn.code);
      for (const place of places) {
        const manager = managers.get(place.location) as string;
        for (const date of DATES) {
          const mine = await call({ url: `/api/me/hours?locationId=${place.location}&date=${date}`, token });
          expect(mine.status).toBe(200);
          const sheet = await call({ url: `/api/admin/timesheets?date=${date}`, token: manager });
          const row = sheet.body.employees.find(
            (e: { employee: { employeeId: string } }) => e.employee.employeeId === place.code,
          );
          expect(mine.body.period).toEqual(sheet.body.period);
          expect(mine.body.approval).toEqual(sheet.body.approval);
          expect(mine.body.settings).toEqual(sheet.body.settings);
          expect(mine.body.totals).toEqual(row ?? null);
          expect(mine.body.location).toMatchObject({ locationId: place.location, employeeId: place.code });

          const detailed = await call({
            url: `/api/admin/timesheets/export?date=${date}&format=detailed`,
            token: manager,
          });
          const csvRows = parseCsv(detailed.body).filter((r) => r['Employee ID'] === place.code);
          expect(
            mine.body.shifts.map((s: { hours: number; actualHours: number; deductionMinutes: number }) => [
              s.hours.toFixed(2),
              s.actualHours.toFixed(2),
              String(s.deductionMinutes),
            ]),
          ).toEqual(csvRows.map((r) => [r.Hours, r['Actual Hours'], r['Deduction Minutes']]));
          compared++;
          if (mine.body.shifts.length > 0) withShifts++;
          if (mine.body.approval) approved++;
          rounded += mine.body.shifts.filter(
            (s: { hours: number; actualHours: number }) => s.hours !== s.actualHours,
          ).length;
        }
      }
    }
    // 15 people with an active row (the three former employees have no hours), two of them at two
    // locations: 17 rows, three periods each.
    expect(compared).toBe(17 * DATES.length);
    expect(withShifts).toBeGreaterThan(30);
    // Harbour Street's five people in its approved period; Midtown's rounding changed some shifts.
    expect(approved).toBe(5);
    expect(rounded).toBeGreaterThan(0);
  }, 300_000);
});
