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

  it('has people who work at two locations, one ID at each, their cover days scheduled and worked there', async () => {
    const now = new Date();
    await seedDemo(t.db, { employeesPerLocation: 6, weeksBack: 2, weeksAhead: 1, now });
    const people = await t.pool.query(
      `select p.name, array_agg(l.code || ':' || e.code order by l.code) as places
         from people p join employees e on e.person_id = p.id join locations l on l.id = e.location_id
        where l.code like 'DEM%'
        group by p.id, p.name having count(*) > 1`,
    );
    expect(people.rows).toHaveLength(2);
    for (const row of people.rows)
      expect(row.places).toEqual([
        expect.stringMatching(/^DEMLAX:007$|^DEMLAX:008$/),
        expect.stringMatching(/^DEMNYC:00[23]$/),
      ]);
    const cover = await t.pool.query(
      `select count(*) filter (where s.clock_out is not null)::int as worked,
              (select count(*)::int from scheduled_shifts ss join locations l2 on l2.id = ss.location_id
                 where l2.code = 'DEMLAX' and ss.notes = 'Cover') as scheduled
         from shifts s join locations l on l.id = s.location_id
         join employees e on e.id = s.employee_id
        where l.code = 'DEMLAX' and e.code in ('007', '008')`,
    );
    expect(cover.rows[0].scheduled).toBeGreaterThanOrEqual(8);
    expect(cover.rows[0].worked).toBeGreaterThanOrEqual(6);
  });

  it('seeds today alone (weeks back and ahead 0, the streams bench) on every weekday, cover day or not', async () => {
    // Monday 2026-11-30 and the six days after it: a cover day falls on two of them only.
    for (let day = 0; day < 7; day++) {
      const now = new Date(Date.UTC(2026, 10, 30 + day, 15));
      const demo = await seedDemo(t.db, { employeesPerLocation: 3, weeksBack: 0, weeksAhead: 0, now });
      expect(demo.shiftCount).toBeGreaterThan(0);
    }
  });
});
