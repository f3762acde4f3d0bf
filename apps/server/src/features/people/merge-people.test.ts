import { describe, expect, it } from 'vitest';
import {
  countRows,
  employeeAt,
  kioskToken,
  peopleWorld,
  usePeopleApp,
  workedShift,
} from '../../../test/people-world.ts';
import { TEST_MASTER_KEY } from '../../../test/test-app.ts';

const app = usePeopleApp();
const call: typeof app.call = (request) => app.call(request);

const MERGE = '/api/organization/people/merge';

/** The same person entered at A and at B: two records. */
async function twoRecords() {
  const w = await peopleWorld(app.t, call);
  const atA = await employeeAt(app.t, w.a.location.id, '001', 'Ann Lee');
  const atB = await employeeAt(app.t, w.b.location.id, '004', 'Ann L.');
  const merge = (keepId = atA.personId, mergeId = atB.personId) =>
    call({ method: 'POST', url: MERGE, token: w.owner, body: { keepId, mergeId } });
  return { w, atA, atB, merge };
}

describe("the owner's merge of two records of one person", () => {
  it("moves the merged record's shifts, breaks, schedule and audit entries, takes its missing details, and records the merge", async () => {
    const { w, atA, atB, merge } = await twoRecords();
    await app.t.pool.query(`update people set payroll_id = 'P-1', phone = null where id = $1`, [
      atA.personId,
    ]);
    await app.t.pool.query(
      `update people set payroll_id = 'P-9', email = 'ann@example.com', phone = '555', hourly_rate = 20, pin_hash = 'hash' where id = $1`,
      [atB.personId],
    );
    await workedShift(app.t, w.a.location.id, atA.employeeUuid, '2026-03-02T08:00:00Z', 6);
    const shiftB = await workedShift(app.t, w.b.location.id, atB.employeeUuid, '2026-03-02T15:00:00Z', 4);
    await app.t.pool.query(
      `insert into shift_breaks (location_id, shift_id, start_at, end_at, paid)
       values ($1, $2, '2026-03-02T17:00:00Z', '2026-03-02T17:30:00Z', false)`,
      [w.b.location.id, shiftB],
    );
    await app.t.pool.query(
      `insert into audit_entries (location_id, shift_id, action, actor, reason) values ($1, $2, 'correct', 'Manager', 'late')`,
      [w.b.location.id, shiftB],
    );
    await app.t.pool.query(
      `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end)
       values ($1, $2, '2026-03-09T15:00:00Z', '2026-03-09T19:00:00Z')`,
      [w.b.location.id, atB.employeeUuid],
    );

    const res = await merge();
    expect(res.status).toBe(200);
    expect(res.body.person).toMatchObject({
      id: atA.personId,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '555',
      payrollId: 'P-1',
      hourlyRate: '20.00',
      pinSet: true,
    });
    expect(
      res.body.person.locations
        .map((l: { locationId: string; employeeId: string }) => `${l.locationId} ${l.employeeId}`)
        .sort(),
    ).toEqual([`${w.a.code} 001`, `${w.b.code} 004`].sort());

    const { rows } = await app.t.pool.query(
      `select (select count(*)::int from people where id = $2) as merged_left,
              (select count(*)::int from shifts where person_id = $1) as shifts,
              (select count(*)::int from scheduled_shifts where person_id = $1) as scheduled,
              (select count(*)::int from shift_breaks where shift_id = $3) as breaks,
              (select count(*)::int from audit_entries where shift_id = $3) as audit,
              (select name from employees where id = $4) as name_at_b`,
      [atA.personId, atB.personId, shiftB, atB.employeeUuid],
    );
    expect(rows[0]).toEqual({
      merged_left: 0,
      shifts: 2,
      scheduled: 1,
      breaks: 1,
      audit: 1,
      name_at_b: 'Ann Lee',
    });
    const events = await app.t.pool.query(
      `select kind, details from organization_events where organization_id = $1`,
      [w.organizationId],
    );
    expect(events.rows).toEqual([
      {
        kind: 'personMerged',
        details: expect.objectContaining({
          keptId: atA.personId,
          mergedId: atB.personId,
          keptName: 'Ann Lee',
          mergedName: 'Ann L.',
          employeeRowsMoved: 1,
        }),
      },
    ]);
    // The master console's history of the organization shows it, without names.
    const master = await call({
      method: 'POST',
      url: '/api/master-auth/login',
      body: { password: TEST_MASTER_KEY },
    });
    const detail = await call({
      url: `/api/master-admin/organizations/${w.organizationId}`,
      token: master.body.token,
    });
    expect(detail.body.history.at(-1)).toEqual({ kind: 'personMerged', at: expect.any(String) });
    // The manager of B sees the kept name; the merged record is gone.
    const listB = await call({ url: '/api/admin/employees', token: w.managerB });
    expect(listB.body.employees.map((e: { name: string }) => e.name)).toEqual(['Ann Lee']);
    expect((await merge()).status).toBe(404);
  });

  it('refuses records whose shifts overlap, and changes nothing', async () => {
    const { w, atA, atB, merge } = await twoRecords();
    await workedShift(app.t, w.a.location.id, atA.employeeUuid, '2026-03-02T08:00:00Z', 6);
    await workedShift(app.t, w.b.location.id, atB.employeeUuid, '2026-03-02T13:00:00Z', 4);
    const res = await merge();
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MERGE_OVERLAP');
    expect(
      await countRows(app.t, 'select count(*)::int as n from people where id = any($1)', [
        [atA.personId, atB.personId],
      ]),
    ).toBe(2);
  });

  it('refuses records scheduled at the same time (the exclusion constraint decides)', async () => {
    const { w, atA, atB, merge } = await twoRecords();
    for (const [location, employee] of [
      [w.a.location.id, atA.employeeUuid],
      [w.b.location.id, atB.employeeUuid],
    ]) {
      await app.t.pool.query(
        `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end)
         values ($1, $2, '2026-03-09T15:00:00Z', '2026-03-09T19:00:00Z')`,
        [location, employee],
      );
    }
    const res = await merge();
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MERGE_OVERLAP');
    const { rows } = await app.t.pool.query('select person_id from employees where id = $1', [
      atB.employeeUuid,
    ]);
    expect(rows[0].person_id).toBe(atB.personId);
  });

  it('settles a merge racing a clock-in of the merged record: never two open shifts for one person', async () => {
    const { w, atA, merge } = await twoRecords();
    // The kept record is at work at A.
    await app.t.pool.query(`insert into shifts (location_id, employee_id, clock_in) values ($1, $2, now())`, [
      w.a.location.id,
      atA.employeeUuid,
    ]);
    const kioskB = await kioskToken(call, w.b);
    const [merged, punch] = await Promise.all([
      merge(),
      call({ method: 'POST', url: '/api/shift/clock-in', token: kioskB, body: { employeeId: '004' } }),
    ]);
    if (merged.status === 200) {
      expect(punch.status).toBe(409);
      expect(punch.body.code).toBe('CLOCKED_IN_ELSEWHERE');
    } else {
      expect(punch.status).toBe(201);
      expect(merged.body.code).toBe('MERGE_OVERLAP');
    }
    const open = 'select count(*)::int as n from shifts where person_id = $1 and clock_out is null';
    expect(await countRows(app.t, open, [atA.personId])).toBe(1);
  });

  it('refuses the same person twice, and two records at one location', async () => {
    const { w, atA, merge } = await twoRecords();
    const same = await merge(atA.personId, atA.personId);
    expect(same.status).toBe(409);
    expect(same.body.code).toBe('MERGE_SAME_PERSON');
    const alsoAtA = await employeeAt(app.t, w.a.location.id, '002', 'Ann Lee');
    const sameLocation = await merge(atA.personId, alsoAtA.personId);
    expect(sameLocation.status).toBe(409);
    expect(sameLocation.body.code).toBe('MERGE_SAME_LOCATION');
    const bad = await call({
      method: 'POST',
      url: MERGE,
      token: w.owner,
      body: { keepId: 'x', mergeId: atA.personId },
    });
    expect(bad.status).toBe(400);
  });
});
