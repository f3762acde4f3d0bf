import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORDS, seedDemo } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('creates a working organization, replaces itself on a second run, and keeps one shift in progress', async () => {
    await seedDemo(t.db, { employeesPerLocation: 6, weeksBack: 1, weeksAhead: 1 });
    const demo = await seedDemo(t.db, { employeesPerLocation: 6, weeksBack: 1, weeksAhead: 1 });
    expect(demo.shiftCount).toBeGreaterThan(10);
    const call = httpClient(t);
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: 'DEMPAR', password: DEMO_PASSWORDS.manager, accountType: 'manager' },
    });
    expect(login.status).toBe(200);
    const current = await call({ url: '/api/shift/current', token: login.body.token });
    expect(current.body.shifts).toHaveLength(1);
    const orgs = await t.pool.query(
      "select count(*)::int as n from organizations where email = 'demo@shiftclock.local'",
    );
    expect(orgs.rows[0].n).toBe(1);
  });
});
