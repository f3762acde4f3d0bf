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

    // Every finished shift has its 30-minute lunch break, unpaid, inside it; the shift in progress none.
    const breaks = await t.pool.query(
      `select count(*)::int as finished,
              count(b.id)::int as with_break,
              count(*) filter (where b.start_at >= s.clock_in and b.end_at <= s.clock_out
                                 and b.end_at - b.start_at = interval '30 minutes' and not b.paid)::int as right
         from shifts s
         join locations l on l.id = s.location_id and l.code = 'DEMPAR'
         left join shift_breaks b on b.shift_id = s.id
        where s.clock_out is not null`,
    );
    expect(breaks.rows[0].finished).toBeGreaterThan(10);
    expect(breaks.rows[0]).toMatchObject({
      with_break: breaks.rows[0].finished,
      right: breaks.rows[0].finished,
    });
  });
});
