import { CALIFORNIA_OVERTIME } from '@shiftclock/contract/payroll';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { testAppAt } from '../../../test/app-at.ts';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/http-client.ts';

/**
 * The FLSA and California worked examples of docs/api.md ("One person at several locations") as
 * life makes them: Ann punches in and out at the kiosks of two locations while the clock runs, then
 * each location's manager reads the timesheet and its CSV.
 */

const ZONE = 'America/Los_Angeles';
let clock = 0;
const app = testAppAt(() => clock);
const call = (...args: Parameters<typeof app.call>) => app.call(...args);

/** Two locations in Los Angeles with these payroll settings, and Ann at both (ID 001 at A, 002 at B). */
async function twoSites(payroll: object) {
  const org = await createOrganization(app.t.db);
  const sites = [];
  for (const code of ['001', '002']) {
    const loc = await createLocation(app.t.db, org.organization.id, { timezone: ZONE });
    const manager = await loginAs(call, loc, 'manager');
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: manager,
      body: { settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_SETTINGS.payroll, ...payroll } } },
    });
    expect(saved.status).toBe(200);
    sites.push({ loc, code });
  }
  const [a, b] = sites as [(typeof sites)[number], (typeof sites)[number]];
  const ann = await createEmployee(app.t.db, a.loc.location.id, a.code, { name: 'Ann' });
  await createEmployee(app.t.db, b.loc.location.id, b.code, { personId: ann.personId });

  /** Ann clocks in and out at the site's kiosk, at these Los Angeles times (-08:00 in December). */
  const works = async (site: typeof a, day: string, from: string, to: string) => {
    for (const [time, url] of [
      [from, '/api/shift/clock-in'],
      [to, '/api/shift/clock-out'],
    ] as const) {
      clock = Date.parse(`2026-${day}T${time}:00-08:00`);
      const kiosk = await loginAs(call, site.loc, 'location');
      const punch = await call({ method: 'POST', url, token: kiosk, body: { employeeId: site.code } });
      expect(punch.status, `${url} at ${site.code} ${day} ${time}`).toBeLessThan(300);
    }
  };
  /** What the site's manager reads for the week of Monday 2026-11-30: Ann's row and CSV line. */
  const reads = async (site: typeof a) => {
    clock = Date.parse('2026-12-10T12:00:00Z');
    const manager = await loginAs(call, site.loc, 'manager');
    const sheet = await call({ url: '/api/admin/timesheets?date=2026-12-02', token: manager });
    const csv = await call({
      url: '/api/admin/timesheets/export?date=2026-12-02&format=summary',
      token: manager,
    });
    const [row] = sheet.body.employees;
    const [line] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    return {
      json: [row.regularHours, row.overtimeHours, row.doubleTimeHours, row.hoursElsewhere],
      csv: [line?.['Regular Hours'], line?.['Overtime Hours'], line?.['Double Time Hours']],
    };
  };
  return { a, b, works, reads };
}

describe('one person punching at two kiosks', () => {
  it('FLSA: 30 h at A and 20 h at B in one workweek are 40 regular and 10 overtime, the overtime at B', async () => {
    const { a, b, works, reads } = await twoSites({});
    for (const day of ['11-30', '12-01', '12-02']) await works(a, day, '07:00', '17:00');
    for (const day of ['12-03', '12-04']) await works(b, day, '07:00', '17:00');
    expect(await reads(a)).toEqual({ json: [30, 0, 0, true], csv: ['30.00', '0.00', '0.00'] });
    expect(await reads(b)).toEqual({ json: [10, 10, 0, true], csv: ['10.00', '10.00', '0.00'] });
  });

  it('California: 6 h at A and 4 h at B on one workday are 8 regular and 2 overtime, the overtime at B', async () => {
    const { a, b, works, reads } = await twoSites(CALIFORNIA_OVERTIME);
    await works(a, '12-01', '06:00', '12:00');
    await works(b, '12-01', '13:00', '17:00');
    expect(await reads(a)).toEqual({ json: [6, 0, 0, true], csv: ['6.00', '0.00', '0.00'] });
    expect(await reads(b)).toEqual({ json: [2, 2, 0, true], csv: ['2.00', '2.00', '0.00'] });
  });
});
