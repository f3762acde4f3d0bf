import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionCutoff } from '../src/features/records-retention/retention-cutoff.ts';
import { createEmployee, createLocation, createOrganization } from './fixtures.ts';
import { httpClient, loginAs } from './http-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * Records kept (docs/decisions/0205-records-kept.md): every delete route archives, no foreign key lets
 * a delete take a working-time record with it, and the purge after retention removes exactly what its
 * preview listed, recorded.
 */

let t: TestApp;
let call: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await buildTestApp();
  call = httpClient(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function owner() {
  const org = await createOrganization(t.db);
  const login = await call({
    method: 'POST',
    url: '/api/auth/login',
    body: { email: org.email, password: org.password, accountType: 'orgAdmin' },
  });
  expect(login.status).toBe(200);
  return { ...org, token: login.body.token as string };
}

const count = async (table: string, column: string, id: string) =>
  Number(
    (await t.pool.query(`select count(*)::int as n from ${table} where ${column} = $1`, [id])).rows[0].n,
  );

/** A location with an employee, a finished shift with a break, its audit entry and an approved period. */
async function locationWithRecords(
  organizationId: string,
  clockIn: Date,
  options: { approve?: boolean } = {},
) {
  const loc = await createLocation(t.db, organizationId);
  const employee = await createEmployee(t.db, loc.location.id, '001', { name: 'Ann Records' });
  const clockOut = new Date(clockIn.getTime() + 2 * HOUR);
  const {
    rows: [shift],
  } = await t.pool.query(
    `insert into shifts (location_id, employee_id, clock_in, clock_out) values ($1, $2, $3, $4) returning id`,
    [loc.location.id, employee.id, clockIn, clockOut],
  );
  await t.pool.query(
    `insert into shift_breaks (location_id, shift_id, start_at, end_at, paid) values ($1, $2, $3, $4, false)`,
    [
      loc.location.id,
      shift.id,
      new Date(clockIn.getTime() + HOUR),
      new Date(clockIn.getTime() + HOUR + 15 * 60_000),
    ],
  );
  await t.pool.query(
    `insert into audit_entries (location_id, shift_id, action, actor, after, at) values ($1, $2, 'create', 'Manager', $3, $4)`,
    [loc.location.id, shift.id, JSON.stringify({ clockIn, clockOut }), clockOut],
  );
  if (options.approve) {
    const day = localDayOf(clockIn, loc.location.timezone);
    await t.pool.query(
      `insert into pay_period_approvals (location_id, start_date, end_date, approved_at, approved_by) values ($1, $2, $2, $3, 'Manager')`,
      [loc.location.id, day, clockOut],
    );
  }
  return { loc, employee, shiftId: shift.id as string };
}

async function pgErrorOf(statement: string, values: unknown[]) {
  try {
    await t.pool.query(statement, values);
  } catch (error) {
    return error as { code?: string; constraint?: string };
  }
  return undefined;
}

describe('each delete route archives', () => {
  it("DELETE a location: off the dashboard, its logins refused, its records kept and still in the organization's timesheet and exports", async () => {
    const o = await owner();
    // The organization's first location, which stays: its period is the organization timesheet's.
    const kept = await createLocation(t.db, o.organization.id);
    const clockIn = new Date(Date.now() - 4 * HOUR);
    const { loc, shiftId } = await locationWithRecords(o.organization.id, clockIn);
    const managerToken = await loginAs(call, loc, 'manager');
    expect((await call({ url: '/api/admin/location-info', token: managerToken })).status).toBe(200);

    const del = await call({
      method: 'DELETE',
      url: `/api/organization/locations/${loc.code}`,
      token: o.token,
    });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Location deleted successfully');

    // The records stay.
    expect(await count('locations', 'id', loc.location.id)).toBe(1);
    expect(await count('shifts', 'location_id', loc.location.id)).toBe(1);
    expect(await count('shift_breaks', 'shift_id', shiftId)).toBe(1);
    expect(await count('audit_entries', 'location_id', loc.location.id)).toBe(1);
    expect(await count('employees', 'location_id', loc.location.id)).toBe(1);
    const archived = await t.pool.query('select archived_at from locations where id = $1', [loc.location.id]);
    expect(archived.rows[0].archived_at).not.toBeNull();

    // Off the owner's dashboard and the owner's screens.
    const dashboard = await call({ url: `/api/organization/${o.organization.id}/dashboard`, token: o.token });
    expect(dashboard.status).toBe(200);
    const codes = dashboard.body.locations.map((l: { locationId: string }) => l.locationId);
    expect(codes).toContain(kept.code);
    expect(codes).not.toContain(loc.code);
    expect((await call({ url: `/api/org-admin/employees/${loc.code}`, token: o.token })).status).toBe(404);

    // Its logins and tokens stop working; a refused login reads as an unknown location's.
    const unknown = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: 'ZZZZZZ', password: loc.managerPassword, accountType: 'manager' },
    });
    for (const accountType of ['manager', 'location'] as const) {
      const login = await call({
        method: 'POST',
        url: '/api/auth/login',
        body: {
          locationId: loc.code,
          password: accountType === 'manager' ? loc.managerPassword : loc.locationPassword,
          accountType,
        },
      });
      expect(login.status).toBe(unknown.status);
      expect(login.body.message).toBe(unknown.body.message);
    }
    expect((await call({ url: '/api/admin/location-info', token: managerToken })).status).toBe(401);

    // Still in the organization timesheet of its period, and its own export.
    const day = localDayOf(clockIn, kept.location.timezone);
    const sheet = await call({ url: `/api/organization/timesheet?date=${day}`, token: o.token });
    expect(sheet.status).toBe(200);
    const archivedSheet = sheet.body.locations.find((l: { id: string }) => l.id === loc.code);
    expect(archivedSheet?.totals.shiftCount).toBe(1);
    const exported = await call({
      url: `/api/organization/${o.organization.id}/locations/${loc.code}/timesheets/export?date=${day}&format=detailed`,
      token: o.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.body).toContain('Ann Records');

    // A second delete finds nothing to delete.
    expect(
      (await call({ method: 'DELETE', url: `/api/organization/locations/${loc.code}`, token: o.token }))
        .status,
    ).toBe(404);
  });

  it('DELETE an employee: made inactive, the employee row and the shifts stay', async () => {
    const o = await owner();
    const { loc, employee } = await locationWithRecords(o.organization.id, new Date(Date.now() - 30 * DAY));
    const managerToken = await loginAs(call, loc, 'manager');
    const del = await call({ method: 'DELETE', url: '/api/admin/employees/001', token: managerToken });
    expect(del.status).toBe(200);
    const row = await t.pool.query('select is_active from employees where id = $1', [employee.id]);
    expect(row.rows[0].is_active).toBe(false);
    expect(await count('shifts', 'employee_id', employee.id)).toBe(1);
  });

  it('DELETE a scheduled shift: a published one is kept as removed, a draft never published goes', async () => {
    const o = await owner();
    const loc = await createLocation(t.db, o.organization.id);
    const employee = await createEmployee(t.db, loc.location.id, '001');
    const managerToken = await loginAs(call, loc, 'manager');
    const start = Date.now() + 3 * DAY;
    const insert = async (offsetDays: number, published: boolean) => {
      const from = new Date(start + offsetDays * DAY);
      const to = new Date(from.getTime() + 4 * HOUR);
      const { rows } = await t.pool.query(
        `insert into scheduled_shifts (location_id, employee_id, scheduled_start, scheduled_end,
           published_start, published_end, published_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          loc.location.id,
          employee.id,
          from,
          to,
          published ? from : null,
          published ? to : null,
          published ? new Date() : null,
        ],
      );
      return rows[0].id as string;
    };
    const published = await insert(0, true);
    const draft = await insert(1, false);
    for (const id of [published, draft]) {
      const del = await call({
        method: 'DELETE',
        url: `/api/admin/scheduled-shifts/${id}`,
        token: managerToken,
      });
      expect(del.status).toBe(200);
    }
    const kept = await t.pool.query('select removed_at from scheduled_shifts where id = $1', [published]);
    expect(kept.rows[0].removed_at).not.toBeNull();
    expect(await count('scheduled_shifts', 'id', draft)).toBe(0);
  });

  it('a merge of two people moves every record naming the merged one, and deletes none', async () => {
    const o = await owner();
    const first = await createLocation(t.db, o.organization.id);
    const second = await createLocation(t.db, o.organization.id);
    const kept = await createEmployee(t.db, first.location.id, '001', { name: 'Bea Kept' });
    const merged = await createEmployee(t.db, second.location.id, '001', { name: 'Bea Merged' });
    const clockIn = new Date(Date.now() - 10 * DAY);
    await t.pool.query(
      'insert into shifts (location_id, employee_id, clock_in, clock_out) values ($1, $2, $3, $4)',
      [second.location.id, merged.id, clockIn, new Date(clockIn.getTime() + HOUR)],
    );
    await t.pool.query(
      `insert into time_off_requests (person_id, type, all_day, starts_at, ends_at) values ($1, 'vacation', false, $2, $3)`,
      [merged.personId, new Date(Date.now() + 20 * DAY), new Date(Date.now() + 20 * DAY + 4 * HOUR)],
    );
    await t.pool.query(
      `insert into scheduled_shift_removals (person_id, location_id, scheduled_start, scheduled_end, scheduled_at)
       values ($1, $2, $3, $4, now())`,
      [merged.personId, second.location.id, new Date(Date.now() + DAY), new Date(Date.now() + DAY + HOUR)],
    );
    await t.pool.query(
      `insert into request_events (location_id, kind, request_id, action, actor, person_id)
       values ($1, 'timeOff', gen_random_uuid(), 'requested', 'Bea', $2)`,
      [second.location.id, merged.personId],
    );

    const merge = await call({
      method: 'POST',
      url: '/api/organization/people/merge',
      token: o.token,
      body: { keepId: kept.personId, mergeId: merged.personId },
    });
    expect(merge.status).toBe(200);
    expect(await count('people', 'id', merged.personId)).toBe(0);
    for (const table of ['shifts', 'time_off_requests', 'scheduled_shift_removals', 'request_events']) {
      expect(await count(table, 'person_id', kept.personId), table).toBe(1);
      expect(await count(table, 'person_id', merged.personId), table).toBe(0);
    }
  });
});

/** The tables whose rows are records (docs/decisions/0205-records-kept.md, "Foreign keys"). */
const RECORD_TABLES = [
  'locations',
  'people',
  'employees',
  'shifts',
  'shift_breaks',
  'scheduled_shifts',
  'scheduled_shift_removals',
  'offline_punches',
  'audit_entries',
  'pay_period_approvals',
  'correction_responses',
  'schedule_publishes',
  'request_events',
  'time_off_requests',
  'open_shifts',
  'open_shift_claims',
  'shift_swaps',
];
/** The parents a record hangs from. */
const RECORD_PARENTS = [
  'organizations',
  'locations',
  'employees',
  'people',
  'shifts',
  'audit_entries',
  'open_shifts',
];

describe('each foreign key refuses to erase a working-time record', () => {
  it('every foreign key from a record to its parent is RESTRICT or NO ACTION', async () => {
    const { rows } = await t.pool.query<{ child: string; parent: string; name: string; action: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
              c.conname as name, c.confdeltype as action
         from pg_constraint c
        where c.contype = 'f' and c.conrelid::regclass::text = any($1) and c.confrelid::regclass::text = any($2)
        order by 1, 3`,
      [RECORD_TABLES, RECORD_PARENTS],
    );
    // Every table and parent is checked: a renamed table would otherwise pass unseen.
    expect(new Set(rows.map((r) => r.child))).toEqual(new Set(RECORD_TABLES));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const erasing = rows.filter((r) => r.action !== 'r' && r.action !== 'a');
    expect(erasing).toEqual([]);
  });

  it('the only cascades left from a record table are the documented ones', async () => {
    const { rows } = await t.pool.query<{ key: string }>(
      `select c.conrelid::regclass::text || '.' || a.attname || ' -> ' || c.confrelid::regclass::text as key
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confdeltype in ('c', 'n', 'd') and c.conrelid::regclass::text = any($1)
        order by 1`,
      [RECORD_TABLES],
    );
    // A swap's row goes with its scheduled shift, which only the publish of its removal deletes: the
    // schedule stays in scheduled_shift_removals and each step of the swap in request_events. A kiosk
    // device revoked and purged leaves its offline punches without it.
    expect(rows.map((r) => r.key)).toEqual([
      'offline_punches.device_id -> devices',
      'shift_swaps.return_shift_id -> scheduled_shifts',
      'shift_swaps.shift_id -> scheduled_shifts',
    ]);
  });

  it('a delete of a location, an employee or a shift with records is refused (23503)', async () => {
    const o = await owner();
    const base = await locationWithRecords(o.organization.id, new Date(Date.now() - 2 * DAY));
    const refused = async (statement: string, id: string, constraint: string) => {
      const error = await pgErrorOf(statement, [id]);
      expect(error?.code, constraint).toBe('23503');
      expect(error?.constraint).toBe(constraint);
    };
    // shift -> breaks (the breaks' key is checked before the audit entries' or the other way round).
    const shiftError = await pgErrorOf('delete from shifts where id = $1', [base.shiftId]);
    expect(shiftError?.code).toBe('23503');
    expect(['shift_breaks_shift_id_shifts_id_fk', 'audit_entries_shift_id_shifts_id_fk']).toContain(
      shiftError?.constraint,
    );
    await refused(
      'delete from employees where id = $1',
      base.employee.id,
      'shifts_employee_id_person_id_employees_id_person_id_fk',
    );
    expect(await count('shifts', 'id', base.shiftId)).toBe(1);

    // Each child alone under a location of its own, so the refusal names that child's key.
    const onlyShift = await createLocation(t.db, o.organization.id);
    const worker = await createEmployee(t.db, onlyShift.location.id, '001');
    await t.pool.query(
      `insert into shifts (location_id, employee_id, clock_in, clock_out) values ($1, $2, now() - interval '2 hours', now())`,
      [onlyShift.location.id, worker.id],
    );
    // Its employee's key could be checked first; with the employee's refusal it is a record either way.
    const locationError = await pgErrorOf('delete from locations where id = $1', [onlyShift.location.id]);
    expect(locationError?.code).toBe('23503');
    expect(['shifts_location_id_locations_id_fk', 'employees_location_id_locations_id_fk']).toContain(
      locationError?.constraint,
    );

    const onlyAudit = await createLocation(t.db, o.organization.id);
    await t.pool.query(
      `insert into audit_entries (location_id, period_start, period_end, action, actor) values ($1, '2026-01-01', '2026-01-07', 'approve', 'Manager')`,
      [onlyAudit.location.id],
    );
    await refused(
      'delete from locations where id = $1',
      onlyAudit.location.id,
      'audit_entries_location_id_locations_id_fk',
    );

    const onlyApproval = await createLocation(t.db, o.organization.id);
    await t.pool.query(
      `insert into pay_period_approvals (location_id, start_date, end_date, approved_by) values ($1, '2026-01-01', '2026-01-07', 'Manager')`,
      [onlyApproval.location.id],
    );
    await refused(
      'delete from locations where id = $1',
      onlyApproval.location.id,
      'pay_period_approvals_location_id_locations_id_fk',
    );

    // A location without records can still go (its accounts with it): the keys refuse only records.
    const empty = await createLocation(t.db, o.organization.id);
    expect(await pgErrorOf('delete from locations where id = $1', [empty.location.id])).toBeUndefined();
  });
});

describe('retention and the purge after it', () => {
  it('retention: at least 2 years, 4 by default', async () => {
    const o = await owner();
    const get = async () => (await call({ url: '/api/organization/records/retention', token: o.token })).body;
    expect(await get()).toEqual({ retentionYears: 4 });
    for (const retentionYears of [1, 31, 2.5, '5']) {
      const put = await call({
        method: 'PUT',
        url: '/api/organization/records/retention',
        token: o.token,
        body: { retentionYears },
      });
      expect(put.status, String(retentionYears)).toBe(400);
    }
    const one = await call({
      method: 'PUT',
      url: '/api/organization/records/retention',
      token: o.token,
      body: { retentionYears: 1 },
    });
    expect(one.body.message).toBe('Records are kept at least 2 years');
    expect(await get()).toEqual({ retentionYears: 4 });
    const five = await call({
      method: 'PUT',
      url: '/api/organization/records/retention',
      token: o.token,
      body: { retentionYears: 5 },
    });
    expect(five.status).toBe(200);
    expect(five.body).toEqual({ retentionYears: 5, message: 'Records are now kept 5 years' });
    expect(await get()).toEqual({ retentionYears: 5 });
    // The database holds the rule too.
    expect(
      (await pgErrorOf('update organizations set retention_years = 1 where id = $1', [o.organization.id]))
        ?.code,
    ).toBe('23514');
  });

  it('the preview lists archived locations and people past retention; a stale cutoff is refused; the purge removes them and is recorded', async () => {
    const o = await owner();
    const active = await createLocation(t.db, o.organization.id);
    const yearsAgo = (years: number) => new Date(Date.now() - years * 366 * DAY);
    const old = await locationWithRecords(o.organization.id, yearsAgo(6), { approve: true });
    const recent = await locationWithRecords(o.organization.id, new Date(Date.now() - 30 * DAY));
    // An active location's old records are never listed: only archived ones are purged.
    const activeOld = await createEmployee(t.db, active.location.id, '001');
    await t.pool.query(
      'insert into shifts (location_id, employee_id, clock_in, clock_out) values ($1, $2, $3, $4)',
      [active.location.id, activeOld.id, yearsAgo(7), new Date(yearsAgo(7).getTime() + HOUR)],
    );
    // An archived person whose only shift is old, at the active location.
    const gone = await createEmployee(t.db, active.location.id, '002', { name: 'Cy Gone' });
    await t.pool.query(
      'insert into shifts (location_id, employee_id, clock_in, clock_out) values ($1, $2, $3, $4)',
      [active.location.id, gone.id, yearsAgo(8), new Date(yearsAgo(8).getTime() + HOUR)],
    );
    await t.pool.query('update people set archived_at = now() where id = $1', [gone.personId]);
    for (const loc of [old.loc, recent.loc]) {
      const del = await call({
        method: 'DELETE',
        url: `/api/organization/locations/${loc.code}`,
        token: o.token,
      });
      expect(del.status).toBe(200);
    }

    const cutoff = retentionCutoff(new Date(), active.location.timezone, 4);
    const preview = await call({ url: '/api/organization/records/purge', token: o.token });
    expect(preview.status).toBe(200);
    expect(preview.body.retentionYears).toBe(4);
    expect(preview.body.cutoff).toBe(cutoff);
    expect(preview.body.items).toEqual([
      {
        kind: 'location',
        id: old.loc.location.id,
        name: old.loc.location.name,
        lastRecord: localDayOf(new Date(yearsAgo(6).getTime() + 2 * HOUR), old.loc.location.timezone),
        rows: {
          audit_entries: 1,
          employees: 1,
          locations: 1,
          pay_period_approvals: 1,
          shift_breaks: 1,
          shifts: 1,
        },
      },
      {
        kind: 'person',
        id: gone.personId,
        name: 'Cy Gone',
        lastRecord: localDayOf(new Date(yearsAgo(8).getTime() + HOUR), active.location.timezone),
        rows: { employees: 1, people: 1, shifts: 1 },
      },
    ]);

    // A cutoff other than today's is a stale preview: refused, nothing removed.
    const stale = await call({
      method: 'POST',
      url: '/api/organization/records/purge',
      token: o.token,
      body: { cutoff: '2020-01-01', confirm: true },
    });
    expect(stale.status).toBe(409);
    expect(await count('shifts', 'location_id', old.loc.location.id)).toBe(1);
    expect(await count('people', 'id', gone.personId)).toBe(1);
    const unconfirmed = await call({
      method: 'POST',
      url: '/api/organization/records/purge',
      token: o.token,
      body: { cutoff },
    });
    expect(unconfirmed.status).toBe(400);

    const purge = await call({
      method: 'POST',
      url: '/api/organization/records/purge',
      token: o.token,
      body: { cutoff, confirm: true },
    });
    expect(purge.status).toBe(200);
    expect(purge.body.rows).toEqual({
      audit_entries: 1,
      employees: 2,
      locations: 1,
      pay_period_approvals: 1,
      people: 1,
      shift_breaks: 1,
      shifts: 2,
    });
    expect(await count('locations', 'id', old.loc.location.id)).toBe(0);
    expect(await count('shifts', 'location_id', old.loc.location.id)).toBe(0);
    expect(await count('people', 'id', gone.personId)).toBe(0);
    // What was not listed stays: the recent archived location, the active location's old shift.
    expect(await count('shifts', 'location_id', recent.loc.location.id)).toBe(1);
    expect(await count('shifts', 'employee_id', activeOld.id)).toBe(1);

    const events = await t.pool.query(
      `select at, details from organization_events where organization_id = $1 and kind = 'recordsPurged'`,
      [o.organization.id],
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].details).toEqual({
      by: o.email,
      cutoff,
      retentionYears: 4,
      locationIds: [old.loc.location.id],
      personIds: [gone.personId],
      rows: purge.body.rows,
    });

    // Once purged, the preview lists nothing more.
    expect((await call({ url: '/api/organization/records/purge', token: o.token })).body.items).toEqual([]);
    // The purge's deletes went through the chain's triggers: the chain still holds.
    const verify = await call({ url: '/api/organization/records/verify', token: o.token });
    expect(verify.status).toBe(200);
    expect(verify.body.ok).toBe(true);
    expect(verify.body.firstBroken).toBeNull();
  });

  it('two purges at once remove the rows once: the organization row queues the second, which finds nothing', async () => {
    const o = await owner();
    const active = await createLocation(t.db, o.organization.id);
    const old = await locationWithRecords(o.organization.id, new Date(Date.now() - 7 * 366 * DAY));
    expect(
      (await call({ method: 'DELETE', url: `/api/organization/locations/${old.loc.code}`, token: o.token }))
        .status,
    ).toBe(200);
    const cutoff = retentionCutoff(new Date(), active.location.timezone, 4);
    const purges = await Promise.all(
      [1, 2].map(() =>
        call({
          method: 'POST',
          url: '/api/organization/records/purge',
          token: o.token,
          body: { cutoff, confirm: true },
        }),
      ),
    );
    expect(purges.map((p) => p.status)).toEqual([200, 200]);
    const removed = purges.map((p) => p.body.rows.shifts ?? 0).sort();
    expect(removed).toEqual([0, 1]);
    expect(purges.map((p) => p.body.message).sort()).toEqual([
      'Nothing is past retention: nothing was removed',
      'Records past retention removed',
    ]);
    expect(await count('locations', 'id', old.loc.location.id)).toBe(0);
  });
});
