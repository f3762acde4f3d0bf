import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { shifts } from '../../db/schema/shifts.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp();
  call = httpClient(t);
});
afterAll(() => t.close());

describe('manager shifts', () => {
  it('pages newest first with a cursor, and a range keeps active shifts', async () => {
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id, { timezone: 'America/New_York' });
    const ann = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann' });
    const bo = await createEmployee(t.db, loc.location.id, '002', { name: 'Bo' });
    const base = Date.parse('2026-11-02T14:00:00Z');
    await t.db.insert(shifts).values(
      Array.from({ length: 7 }, (_, i) => ({
        locationId: loc.location.id,
        employeeId: ann.id,
        clockIn: new Date(base + i * 86_400_000),
        clockOut: new Date(base + i * 86_400_000 + 8 * 3600_000),
      })),
    );
    // Bo is working right now: an active shift shows in any range.
    await t.db
      .insert(shifts)
      .values({ locationId: loc.location.id, employeeId: bo.id, clockIn: new Date(Date.now() - 3600_000) });
    const token = await loginAs(call, loc, 'manager');

    const first = await call({ url: '/api/admin/shifts?limit=4', token });
    expect(first.body.shifts[0]).toMatchObject({ isActive: true, employee: { employeeId: '002' } });
    expect(first.body.shifts.slice(1).map((s: { clockIn: string }) => s.clockIn.slice(0, 10))).toEqual([
      '2026-11-08',
      '2026-11-07',
      '2026-11-06',
    ]);
    expect(first.body.shifts[1].totalHours).toBe(8);
    const second = await call({ url: `/api/admin/shifts?limit=3&before=${first.body.nextCursor}`, token });
    expect(second.body.shifts.map((s: { clockIn: string }) => s.clockIn.slice(0, 10))).toEqual([
      '2026-11-05',
      '2026-11-04',
      '2026-11-03',
    ]);
    const last = await call({ url: `/api/admin/shifts?limit=3&before=${second.body.nextCursor}`, token });
    expect(last.body.shifts).toHaveLength(1);
    expect(last.body.nextCursor).toBeNull();

    const week = await call({ url: '/api/admin/shifts?startDate=2026-11-03&endDate=2026-11-04', token });
    expect(week.body.shifts.map((s: { employee: { employeeId: string } }) => s.employee.employeeId)).toEqual([
      '002',
      '001',
      '001',
    ]);
    const annOnly = await call({
      url: '/api/admin/shifts?startDate=2026-11-01&endDate=2026-11-30&employeeId=001',
      token,
    });
    expect(annOnly.body.shifts).toHaveLength(7);
    expect((await call({ url: '/api/admin/shifts?before=garbage', token })).status).toBe(400);
  });
});
