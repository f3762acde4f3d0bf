import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/fixtures.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await buildTestApp();
  call = httpClient(t);
});
afterAll(() => t.close());

async function manager() {
  const { organization } = await createOrganization(t.db);
  const loc = await createLocation(t.db, organization.id);
  return { ...loc, token: await loginAs(call, loc, 'manager') };
}

describe('employees', () => {
  it('assigns the smallest unused ID from 001 and never reuses one', async () => {
    const m = await manager();
    const add = (name: string) =>
      call({ method: 'POST', url: '/api/admin/employees', token: m.token, body: { name } });
    const ann = await add('  Ann Lee ');
    expect(ann.status).toBe(201);
    expect(ann.body.employee).toMatchObject({ employeeId: '001', name: 'Ann Lee', isActive: true });
    expect((await add('Bo')).body.employee.employeeId).toBe('002');
    const removed = await call({ method: 'DELETE', url: '/api/admin/employees/001', token: m.token });
    expect(removed.body.employee.isActive).toBe(false);
    expect((await add('Cy')).body.employee.employeeId).toBe('003');

    const list = await call({
      url: `/api/admin/employees?locationId=${m.code.toLowerCase()}`,
      token: m.token,
    });
    expect(
      list.body.employees.map((e: { employeeId: string; isActive: boolean }) => [e.employeeId, e.isActive]),
    ).toEqual([
      ['001', false],
      ['002', true],
      ['003', true],
    ]);
    const back = await call({
      method: 'PUT',
      url: '/api/admin/employees/001',
      token: m.token,
      body: { isActive: true },
    });
    expect(back.body.employee.isActive).toBe(true);
    expect((await add('')).body.message).toBe('Please enter employee name');
  });

  it('gives simultaneous creates distinct IDs', async () => {
    const m = await manager();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call({ method: 'POST', url: '/api/admin/employees', token: m.token, body: { name: `P${i}` } }),
      ),
    );
    const ids = results.map((r) => r.body.employee.employeeId).sort();
    expect(ids).toEqual(['001', '002', '003', '004', '005', '006', '007', '008', '009', '010']);
  });

  it('renames, bulk-creates with per-name errors, and refuses removing someone clocked in', async () => {
    const m = await manager();
    await call({ method: 'POST', url: '/api/admin/employees', token: m.token, body: { name: 'Dee' } });
    const renamed = await call({
      method: 'PUT',
      url: '/api/admin/employees/001',
      token: m.token,
      body: { name: 'Dee Ray' },
    });
    expect(renamed.body).toMatchObject({
      message: 'Employee updated successfully!',
      employee: { name: 'Dee Ray' },
    });

    const bulk = await call({
      method: 'POST',
      url: '/api/admin/employees/bulk',
      token: m.token,
      body: { names: ['Eve', '  ', 'x'.repeat(150), 'Fay'] },
    });
    expect(bulk.body.created.map((e: { name: string }) => e.name)).toEqual(['Eve', 'Fay']);
    expect(bulk.body.errors).toHaveLength(1);

    const kiosk = await loginAs(call, m, 'location');
    await call({ method: 'POST', url: '/api/shift/clock-in', token: kiosk, body: { employeeId: '001' } });
    const remove = await call({ method: 'DELETE', url: '/api/admin/employees/001', token: m.token });
    expect(remove).toMatchObject({
      status: 409,
      body: { message: 'Employee is clocked in. Clock them out first.' },
    });
  });

  it('answers 409 for the 1000th employee: IDs run from 001 to 999', async () => {
    const m = await manager();
    await t.pool.query(
      `insert into employees (location_id, code, name) select $1, lpad(n::text, 3, '0'), 'P' || n from generate_series(1, 999) n`,
      [m.location.id],
    );
    const res = await call({
      method: 'POST',
      url: '/api/admin/employees',
      token: m.token,
      body: { name: 'One too many' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/001-999/);
  });

  it("refuses another location's query parameter, and answers 404 for an unknown employee", async () => {
    const m = await manager();
    const other = await manager();
    expect(
      (await call({ url: `/api/admin/employees?locationId=${other.code}`, token: m.token })).status,
    ).toBe(403);
    expect(
      (await call({ method: 'PUT', url: '/api/admin/employees/042', token: m.token, body: { name: 'X' } }))
        .status,
    ).toBe(404);
    const kiosk = await loginAs(call, m, 'location');
    expect((await call({ url: '/api/admin/employees', token: kiosk })).status).toBe(403);
  });
});
