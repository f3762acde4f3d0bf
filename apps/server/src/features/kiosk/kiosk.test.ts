import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
let clock = Date.parse('2026-11-22T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(() => t.close());

async function kiosk() {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id);
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location' },
  });
  return { ...loc, organizationId: organization.id, token: login.body.token as string };
}

describe('kiosk', () => {
  it('clocks in and out with the server clock, hours rounded to 2 decimals', async () => {
    const k = await kiosk();
    await createEmployee(t.db, k.location.id, '007', { name: 'Ann Lee' });
    const clockIn = await call({
      method: 'POST',
      url: '/api/shift/clock-in',
      token: k.token,
      body: { employeeId: '007' },
    });
    expect(clockIn.status).toBe(201);
    expect(clockIn.body.message).toBe('Clocked in successfully');
    expect(clockIn.body.shift).toMatchObject({
      employee: { name: 'Ann Lee', employeeId: '007' },
      clockIn: new Date(clock).toISOString(),
      clockOut: null,
      totalHours: null,
      isActive: true,
      corrected: false,
    });

    const current = await call({ url: '/api/shift/current', token: k.token });
    expect(
      current.body.shifts.map((s: { employee: { employeeId: string } }) => s.employee.employeeId),
    ).toEqual(['007']);
    // The server's own time, which the kiosk sets its clock by.
    expect(current.body.serverTime).toBe(new Date(clock).toISOString());

    clock += (7 * 60 + 20) * 60_000 + 30_000; // 7 h 20 min 30 s
    const clockOut = await call({
      method: 'POST',
      url: '/api/shift/clock-out',
      token: k.token,
      body: { employeeId: '7' },
    });
    expect(clockOut.status).toBe(200);
    expect(clockOut.body.message).toBe('Clocked out successfully');
    expect(clockOut.body.shift.totalHours).toBe(7.34);
    expect(clockOut.body.shift.isActive).toBe(false);
    expect((await call({ url: '/api/shift/current', token: k.token })).body.shifts).toEqual([]);
  });

  it("refuses unknown, inactive and another location's employees with docs/product.md section 11's messages", async () => {
    const k = await kiosk();
    const other = await kiosk();
    await createEmployee(t.db, k.location.id, '002', { name: 'Bo', isActive: false });
    await createEmployee(t.db, other.location.id, '003', { name: 'Cy' });
    const punch = (employeeId: string, url = '/api/shift/clock-in') =>
      call({ method: 'POST', url, token: k.token, body: { employeeId } });

    expect(await punch('999')).toMatchObject({ status: 404, body: { message: 'Employee not found' } });
    expect(await punch('999', '/api/shift/clock-out')).toMatchObject({
      status: 404,
      body: { message: 'Employee not found' },
    });
    expect(await punch('002')).toMatchObject({ status: 400, body: { message: 'Employee is inactive' } });
    expect(await punch('003')).toMatchObject({ status: 404, body: { message: 'Employee not found' } });
    expect((await punch('')).body.message).toBe('Please enter employee ID');
    expect((await punch('12a')).status).toBe(400);
    expect((await punch('1234')).status).toBe(400);
  });

  it('answers 409 for a double clock-in and for a clock-out without a shift', async () => {
    const k = await kiosk();
    await createEmployee(t.db, k.location.id, '010', { name: 'Dee' });
    const punch = (url: string) => call({ method: 'POST', url, token: k.token, body: { employeeId: '010' } });
    expect(await punch('/api/shift/clock-out')).toMatchObject({
      status: 409,
      // The code and the name let a client say it in its reader's language (docs/api.md, "Errors").
      body: { message: 'Dee is not clocked in', code: 'NOT_CLOCKED_IN', employeeName: 'Dee' },
    });
    expect((await punch('/api/shift/clock-in')).status).toBe(201);
    expect(await punch('/api/shift/clock-in')).toMatchObject({
      status: 409,
      body: { message: 'Dee is already clocked in', code: 'ALREADY_CLOCKED_IN', employeeName: 'Dee' },
    });
  });

  it('lets 20 simultaneous clock-ins of one employee end with exactly one 201 and nineteen 409s', async () => {
    const k = await kiosk();
    const employee = await createEmployee(t.db, k.location.id, '020', { name: 'Eve' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call({ method: 'POST', url: '/api/shift/clock-in', token: k.token, body: { employeeId: '020' } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = await t.pool.query('select count(*)::int as n from shifts where employee_id = $1', [
      employee.id,
    ]);
    expect(stored.rows[0].n).toBe(1);
  });

  it('lets exactly one of a removal and a clock-in of the same employee win, race after race', async () => {
    const k = await kiosk();
    const manager = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: k.code, password: k.managerPassword, accountType: 'manager' },
    });
    const RACES = 120;
    const codes = Array.from({ length: RACES }, (_, i) => String(101 + i));
    for (const code of codes) await createEmployee(t.db, k.location.id, code, { name: `Racer ${code}` });
    const outcomes: string[] = [];
    for (const code of codes) {
      const [clockIn, removal] = await Promise.all([
        call({ method: 'POST', url: '/api/shift/clock-in', token: k.token, body: { employeeId: code } }),
        call({ method: 'DELETE', url: `/api/admin/employees/${code}`, token: manager.body.token }),
      ]);
      const stored = await t.pool.query(
        `select e.is_active, count(s.id)::int as active_shifts from employees e
           left join shifts s on s.employee_id = e.id and s.clock_out is null
          where e.location_id = $1 and e.code = $2 group by e.is_active`,
        [k.location.id, code],
      );
      const { is_active: isActive, active_shifts: activeShifts } = stored.rows[0];
      outcomes.push(`${clockIn.status}/${removal.status}/${isActive ? 'active' : 'removed'}/${activeShifts}`);
    }
    // Either the clock-in won (the removal is refused: clocked in) or the removal did (the clock-in
    // is refused: inactive); never both, and the stored rows agree with the answers.
    const allowed = new Set(['201/409/active/1', '400/200/removed/0']);
    expect(outcomes.filter((outcome) => !allowed.has(outcome))).toEqual([]);
  }, 120_000);

  it('serves managers too, refuses the organization admin, and hides the debug call unless enabled', async () => {
    const k = await kiosk();
    const manager = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: k.code, password: k.managerPassword, accountType: 'manager' },
    });
    expect((await call({ url: '/api/shift/current', token: manager.body.token })).status).toBe(200);
    expect((await call({ url: '/api/shift/current' })).status).toBe(401);
    expect((await call({ url: '/api/shift/debug/employees', token: k.token })).status).toBe(404);
  });
});

describe('forgotten clock-outs', () => {
  it('closes a shift open for more than 16 hours at clock-in + 16 h, flagged, and lets the employee clock in', async () => {
    const k = await kiosk();
    const employee = await createEmployee(t.db, k.location.id, '016', { name: 'Gus' });
    const clockIn = new Date(clock - 17 * 3600_000);
    await t.pool.query('insert into shifts (location_id, employee_id, clock_in) values ($1, $2, $3)', [
      k.location.id,
      employee.id,
      clockIn,
    ]);
    expect((await call({ url: '/api/shift/current', token: k.token })).body.shifts).toEqual([]);
    const manager = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: k.code, password: k.managerPassword, accountType: 'manager' },
    });
    const list = await call({ url: '/api/admin/shifts', token: manager.body.token });
    expect(list.body.shifts[0]).toMatchObject({
      clockIn: clockIn.toISOString(),
      clockOut: new Date(clockIn.getTime() + 16 * 3600_000).toISOString(),
      totalHours: 16,
      corrected: true,
      autoClosed: true,
    });
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/shift/clock-in',
          token: k.token,
          body: { employeeId: '016' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('forgotten clock-outs met by a punch first', () => {
  const openShift = async (locationId: string, employeeId: string, hoursAgo: number) => {
    const clockIn = new Date(clock - hoursAgo * 3600_000);
    await t.pool.query('insert into shifts (location_id, employee_id, clock_in) values ($1, $2, $3)', [
      locationId,
      employeeId,
      clockIn,
    ]);
    return clockIn;
  };
  const stored = async (employeeId: string) =>
    (
      await t.pool.query(
        'select clock_in, clock_out, auto_closed from shifts where employee_id = $1 order by clock_in',
        [employeeId],
      )
    ).rows;

  it('a clock-in closes the runaway shift at clock-in + 16 h and starts a new one', async () => {
    const k = await kiosk();
    const employee = await createEmployee(t.db, k.location.id, '017', { name: 'Hal' });
    const old = await openShift(k.location.id, employee.id, 20);
    const res = await call({
      method: 'POST',
      url: '/api/shift/clock-in',
      token: k.token,
      body: { employeeId: '017' },
    });
    expect(res.status).toBe(201);
    expect(await stored(employee.id)).toEqual([
      { clock_in: old, clock_out: new Date(old.getTime() + 16 * 3600_000), auto_closed: true },
      { clock_in: new Date(clock), clock_out: null, auto_closed: false },
    ]);
  });

  it('a clock-out does not end a runaway shift: 409, and the shift is closed at clock-in + 16 h', async () => {
    const k = await kiosk();
    const employee = await createEmployee(t.db, k.location.id, '018', { name: 'Ida' });
    const old = await openShift(k.location.id, employee.id, 17);
    const res = await call({
      method: 'POST',
      url: '/api/shift/clock-out',
      token: k.token,
      body: { employeeId: '018' },
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'Ida is not clocked in' } });
    expect(await stored(employee.id)).toEqual([
      { clock_in: old, clock_out: new Date(old.getTime() + 16 * 3600_000), auto_closed: true },
    ]);
  });

  it('a shift open for less than 16 hours is ended by the clock-out as usual', async () => {
    const k = await kiosk();
    const employee = await createEmployee(t.db, k.location.id, '019', { name: 'Jo' });
    await openShift(k.location.id, employee.id, 15);
    const res = await call({
      method: 'POST',
      url: '/api/shift/clock-out',
      token: k.token,
      body: { employeeId: '019' },
    });
    expect(res.status).toBe(200);
    expect(res.body.shift).toMatchObject({ totalHours: 15, autoClosed: false, isActive: false });
  });
});

describe('kiosk debug call', () => {
  it('lists the location employees when DEBUG_ROUTES=1', async () => {
    const debug = await buildTestApp({ debugRoutes: true });
    try {
      const { organization } = await createOrganization(debug.db);
      const loc = await createLocation(debug.db, organization.id);
      await createEmployee(debug.db, loc.location.id, '001', { name: 'Fay' });
      const c = httpClient(debug);
      const login = await c({
        method: 'POST',
        url: '/api/auth/login',
        body: { locationId: loc.code, password: loc.locationPassword, accountType: 'location' },
      });
      const res = await c({ url: '/api/shift/debug/employees', token: login.body.token });
      expect(res.status).toBe(200);
      expect(res.body.employees).toEqual([expect.objectContaining({ employeeId: '001', name: 'Fay' })]);
    } finally {
      await debug.close();
    }
  });
});
