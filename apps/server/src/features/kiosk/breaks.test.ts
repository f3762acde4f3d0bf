import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

/** The app's clock, moved by the tests: Tuesday 2026-12-08, 08:00 in Paris. */
let clock = Date.parse('2026-12-08T07:00:00Z');
const MINUTE = 60_000;

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function location(payroll: object = {}) {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id, { timezone: 'Europe/Paris' });
  const manager = await loginAs(call, loc, 'manager');
  const kiosk = await loginAs(call, loc, 'location');
  const saved = await call({
    method: 'PUT',
    url: '/api/admin/location-settings',
    token: manager,
    body: { settings: { ...DEFAULT_SETTINGS, payroll: { ...DEFAULT_SETTINGS.payroll, ...payroll } } },
  });
  expect(saved.status).toBe(200);
  const send = (path: string, employeeId: string, extra: object = {}) =>
    call({ method: 'POST', url: `/api/shift/${path}`, token: kiosk, body: { employeeId, ...extra } });
  return { ...loc, manager, kiosk, send };
}

const openBreaks = async (locationId: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from shift_breaks where location_id = $1 and end_at is null',
      [locationId],
    )
  ).rows[0]?.n;

describe('breaks at the kiosk', () => {
  it('starts and ends a break; the timesheet takes the unpaid break off and the CSVs carry it', async () => {
    const k = await location();
    await createEmployee(t.db, k.location.id, '007', { name: 'Ann Lee' });
    clock = Date.parse('2026-12-08T07:00:00Z');
    expect((await k.send('clock-in', '007')).status).toBe(201);

    clock += 4 * 60 * MINUTE; // 12:00 in Paris
    const started = await k.send('break-start', '7');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      message: 'Break started',
      shift: { isActive: true, onBreakSince: '2026-12-08T11:00:00.000Z' },
      break: { start: '2026-12-08T11:00:00.000Z', end: null, paid: false },
    });
    // Currently Working shows it, to the kiosk and to the manager.
    for (const token of [k.kiosk, k.manager]) {
      const current = await call({ url: '/api/shift/current', token });
      expect(current.body.shifts[0].onBreakSince).toBe('2026-12-08T11:00:00.000Z');
    }
    expect(await k.send('break-start', '007')).toMatchObject({
      status: 409,
      body: { message: 'Ann Lee is already on a break', code: 'ALREADY_ON_BREAK', employeeName: 'Ann Lee' },
    });

    clock += 30 * MINUTE;
    const ended = await k.send('break-end', '007');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      message: 'Break ended',
      shift: { isActive: true, onBreakSince: null },
      break: { start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T11:30:00.000Z', paid: false },
    });
    expect(await k.send('break-end', '007')).toMatchObject({
      status: 409,
      body: { message: 'Ann Lee is not on a break', code: 'NOT_ON_BREAK', employeeName: 'Ann Lee' },
    });

    // A second break, which the clock-out ends: 15 more unpaid minutes.
    clock += 3 * 60 * MINUTE;
    expect((await k.send('break-start', '007')).status).toBe(201);
    clock += 15 * MINUTE;
    const out = await k.send('clock-out', '007');
    expect(out.status).toBe(200);
    expect(out.body.shift.onBreakSince).toBeNull();
    expect(await openBreaks(k.location.id)).toBe(0);
    // 07:00 to 14:45 UTC is 7.75 hours; 45 unpaid minutes come off.
    const timesheet = await call({ url: '/api/admin/timesheets?date=2026-12-08', token: k.manager });
    expect(timesheet.status).toBe(200);
    expect(timesheet.body.employees[0]).toMatchObject({
      regularHours: 7,
      totalHours: 7,
      unpaidBreakMinutes: 45,
      paidBreakMinutes: 0,
    });
    expect(timesheet.body.totals).toMatchObject({ totalHours: 7, unpaidBreakMinutes: 45 });

    const csv = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/timesheets/export?date=2026-12-08&format=${format}`,
        headers: { authorization: `Bearer ${k.manager}` },
      });
    const [summary] = parse((await csv('summary')).body, { bom: true, columns: true });
    expect(summary).toMatchObject({
      'Total Hours': '7.00',
      'Double Time Hours': '0.00',
      'Unpaid Break Minutes': '45',
      'Paid Break Minutes': '0',
    });
    const [detailed] = parse((await csv('detailed')).body, { bom: true, columns: true });
    expect(detailed).toMatchObject({
      Hours: '7.00',
      'Unpaid Break Minutes': '45',
      'Paid Break Minutes': '0',
    });
  });

  it('records a break as paid where the location pays breaks, and keeps it in the hours', async () => {
    const k = await location({ breaksPaid: true });
    await createEmployee(t.db, k.location.id, '001', { name: 'Bo' });
    clock = Date.parse('2026-12-08T07:00:00Z');
    await k.send('clock-in', '001');
    clock += 2 * 60 * MINUTE;
    expect((await k.send('break-start', '001')).body.break.paid).toBe(true);
    clock += 10 * MINUTE;
    await k.send('break-end', '001');
    clock += 110 * MINUTE;
    await k.send('clock-out', '001');
    const timesheet = await call({ url: '/api/admin/timesheets?date=2026-12-08', token: k.manager });
    expect(timesheet.body.employees[0]).toMatchObject({
      totalHours: 4,
      paidBreakMinutes: 10,
      unpaidBreakMinutes: 0,
    });
    expect(timesheet.body.settings).toMatchObject({ breaksPaid: true });
  });

  it('takes the automatic deduction off a long shift without a break, in the timesheet and both CSVs', async () => {
    const k = await location({ autoDeductMinutes: 30, autoDeductAfterHours: 6 });
    await createEmployee(t.db, k.location.id, '004', { name: 'Di' });
    clock = Date.parse('2026-12-08T07:00:00Z');
    await k.send('clock-in', '004');
    clock += 8 * 60 * MINUTE;
    await k.send('clock-out', '004');
    const timesheet = await call({ url: '/api/admin/timesheets?date=2026-12-08', token: k.manager });
    expect(timesheet.body.employees[0]).toMatchObject({ totalHours: 7.5, deductionMinutes: 30 });
    expect(timesheet.body.settings).toMatchObject({ autoDeductMinutes: 30, autoDeductAfterHours: 6 });
    const csv = async (format: string) =>
      parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/timesheets/export?date=2026-12-08&format=${format}`,
            headers: { authorization: `Bearer ${k.manager}` },
          })
        ).body,
        { bom: true, columns: true },
      )[0];
    expect(await csv('summary')).toMatchObject({ 'Total Hours': '7.50', 'Deduction Minutes': '30' });
    expect(await csv('detailed')).toMatchObject({ Hours: '7.50', 'Deduction Minutes': '30' });
  });

  it('counts rounded punches where the location rounds, and shows the actual hours beside them', async () => {
    const k = await location({ roundingMinutes: 15 });
    await createEmployee(t.db, k.location.id, '006', { name: 'Ed' });
    clock = Date.parse('2026-12-08T07:07:00Z'); // 08:07 in Paris: counts from 08:00
    await k.send('clock-in', '006');
    clock = Date.parse('2026-12-08T15:08:00Z'); // 16:08: counts to 16:15
    const out = await k.send('clock-out', '006');
    // The punch itself is never rounded.
    expect(out.body.shift).toMatchObject({
      clockIn: '2026-12-08T07:07:00.000Z',
      clockOut: '2026-12-08T15:08:00.000Z',
    });
    const timesheet = await call({ url: '/api/admin/timesheets?date=2026-12-08', token: k.manager });
    expect(timesheet.body.employees[0]).toMatchObject({ totalHours: 8.25, actualHours: 8.02 });
    const detailed = parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/timesheets/export?date=2026-12-08&format=detailed',
          headers: { authorization: `Bearer ${k.manager}` },
        })
      ).body,
      { bom: true, columns: true },
    )[0];
    expect(detailed).toMatchObject({
      'Clock In': '2026-12-08 08:07',
      'Clock Out': '2026-12-08 16:08',
      'Rounded Clock In': '2026-12-08 08:00',
      'Rounded Clock Out': '2026-12-08 16:15',
      Hours: '8.25',
      'Actual Hours': '8.02',
    });
  });

  it("refuses a break to someone not clocked in, unknown here, or another location's", async () => {
    const k = await location();
    const other = await location();
    await createEmployee(t.db, k.location.id, '002', { name: 'Cy' });
    await createEmployee(t.db, other.location.id, '003', { name: 'Di' });
    await other.send('clock-in', '003');
    for (const path of ['break-start', 'break-end']) {
      expect(await k.send(path, '002')).toMatchObject({
        status: 409,
        body: { code: 'NOT_CLOCKED_IN', employeeName: 'Cy' },
      });
      expect(await k.send(path, '999')).toMatchObject({
        status: 404,
        body: { message: 'Employee not found' },
      });
      expect((await k.send(path, '003')).status).toBe(404);
      expect((await k.send(path, 'abc')).status).toBe(400);
    }
    expect(await openBreaks(other.location.id)).toBe(0);
  });

  it('lets one of 20 simultaneous Start Breaks win, and one of 20 End Breaks', async () => {
    const k = await location();
    await createEmployee(t.db, k.location.id, '020', { name: 'Eve' });
    clock = Date.parse('2026-12-08T07:00:00Z');
    await k.send('clock-in', '020');
    clock += 60 * MINUTE;
    const starts = await Promise.all(Array.from({ length: 20 }, () => k.send('break-start', '020')));
    expect(starts.filter((r) => r.status === 201)).toHaveLength(1);
    expect(starts.filter((r) => r.status === 409 && r.body.code === 'ALREADY_ON_BREAK')).toHaveLength(19);
    clock += 5 * MINUTE;
    const ends = await Promise.all(Array.from({ length: 20 }, () => k.send('break-end', '020')));
    expect(ends.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ends.filter((r) => r.status === 409 && r.body.code === 'NOT_ON_BREAK')).toHaveLength(19);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from shift_breaks where location_id = $1',
      [k.location.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('asks for the PIN where the location does, like a punch', async () => {
    const k = await location();
    await createEmployee(t.db, k.location.id, '005', { name: 'Fay' });
    await k.send('clock-in', '005');
    const settings = await call({ url: '/api/admin/location-settings', token: k.manager });
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/location-settings',
      token: k.manager,
      body: { settings: { ...settings.body.settings, pinLength: 4 } },
    });
    expect(saved.status).toBe(200);
    const refused = await k.send('break-start', '005');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('PIN_REQUIRED');
    expect(await openBreaks(k.location.id)).toBe(0);
  });
});
