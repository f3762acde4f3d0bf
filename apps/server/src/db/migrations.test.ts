import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_TIMESHEETS_NOW, readDemoTimesheets } from '../../test/demo-timesheets.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { seedDemo } from '../demo/demo-data.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';

const admin = () => inject('adminDatabaseUrl');
const created: string[] = [];

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of created) await query(admin(), `drop database if exists ${name} with (force)`);
});

/** A database migrated up to (not including) the migration tagged `before`; its name and URL. */
async function databaseBefore(before: string): Promise<string> {
  return (await namedDatabaseBefore(before)).url;
}

async function namedDatabaseBefore(before: string) {
  const name = `shiftclock_migration_${randomBytes(5).toString('hex')}`;
  await query(admin(), `create database ${name}`);
  created.push(name);
  const url = withDatabase(admin(), name);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-migrations-'));
  try {
    await fs.cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
    const index = journal.entries.findIndex((e: { tag: string }) => e.tag === before);
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    await fs.writeFile(journalFile, JSON.stringify(journal));
    await migrateDatabase(url, folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
  return { name, url };
}

describe('migration 0004 (reviewed auto-closed shifts)', () => {
  it('treats auto-closed shifts already corrected, or inside an approved period, as reviewed; the rest await review', async () => {
    const url = await databaseBefore('0004_shift_review');
    const [org] = await query(
      url,
      `insert into organizations (name, email) values ('Café', 'c@example.com') returning id`,
    );
    const [loc] = await query(
      url,
      `insert into locations (organization_id, code, name, timezone) values ($1, 'ABCDEF', 'Main', 'America/New_York') returning id`,
      [org.id],
    );
    const [emp] = await query(
      url,
      `insert into employees (location_id, code, name) values ($1, '001', 'Ann') returning id`,
      [loc.id],
    );
    const shift = async (clockIn: string) =>
      (
        await query(
          url,
          `insert into shifts (location_id, employee_id, clock_in, clock_out, corrected, auto_closed)
           values ($1, $2, $3::timestamptz, $3::timestamptz + interval '16 hours', true, true) returning id`,
          [loc.id, emp.id, clockIn],
        )
      )[0].id as string;
    // Corrected by a manager after the auto-close.
    const corrected = await shift('2026-10-05T12:00:00Z');
    await query(
      url,
      `insert into audit_entries (location_id, shift_id, action, actor, at) values
         ($1, $2, 'auto-close', 'System', '2026-10-06T04:00:00Z'), ($1, $2, 'correct', 'Manager', '2026-10-07T09:00:00Z')`,
      [loc.id, corrected],
    );
    // Sunday 2026-10-11 at 23:30 in New York (03:30Z on the 12th): inside the approved week of 10-05 .. 10-11.
    const approvedWeek = await shift('2026-10-12T03:30:00Z');
    await query(
      url,
      `insert into pay_period_approvals (location_id, start_date, end_date, approved_at, approved_by)
       values ($1, '2026-10-05', '2026-10-11', '2026-10-13T10:00:00Z', 'owner@example.com')`,
      [loc.id],
    );
    // Monday 10-12 local, not approved and never corrected: awaits review.
    const pending = await shift('2026-10-12T14:00:00Z');

    await migrateDatabase(url);
    const rows = await query(url, 'select id, reviewed_at, reviewed_by from shifts');
    const byId = Object.fromEntries(
      rows.map((r) => [r.id, [r.reviewed_at?.toISOString() ?? null, r.reviewed_by]]),
    );
    expect(byId).toEqual({
      [corrected]: ['2026-10-07T09:00:00.000Z', 'Manager'],
      [approvedWeek]: ['2026-10-13T10:00:00.000Z', 'owner@example.com'],
      [pending]: [null, null],
    });
  });
});

describe('migration 0014 (device numbers and keys)', () => {
  it("numbers each location's devices in the order they came, and turns the login's default name into the numbered one", async () => {
    const url = await databaseBefore('0014_device_keys');
    const [org] = await query(
      url,
      `insert into organizations (name, email) values ('Café', 'c@example.com') returning id`,
    );
    const location = async (code: string) =>
      (
        await query(
          url,
          `insert into locations (organization_id, code, name, timezone) values ($1, $2, 'Main', 'Europe/Berlin') returning id`,
          [org.id, code],
        )
      )[0].id as string;
    const [main, annex] = [await location('ABCDEF'), await location('GHJKLM')];
    const device = (locationId: string, name: string, createdAt: string) =>
      query(
        url,
        `insert into devices (location_id, name, token_jti, token_expires_at, last_seen_at, created_at)
         values ($1, $2, gen_random_uuid()::text, now(), now(), $3::timestamptz)`,
        [locationId, name, createdAt],
      );
    await device(main, 'Front desk', '2026-11-26T09:00:00Z');
    await device(main, 'Kiosk', '2026-11-25T09:00:00Z');
    await device(main, 'Terminal', '2026-11-27T09:00:00Z');
    await device(annex, 'Borne', '2026-11-27T09:00:00Z');

    await migrateDatabase(url);
    const rows = await query(
      url,
      'select location_id, number, name, device_key from devices order by location_id = $1 desc, number',
      [main],
    );
    expect(rows).toEqual([
      { location_id: main, number: 1, name: null, device_key: null },
      { location_id: main, number: 2, name: 'Front desk', device_key: null },
      { location_id: main, number: 3, name: null, device_key: null },
      { location_id: annex, number: 1, name: null, device_key: null },
    ]);
  });
});

/**
 * The timesheet rows' `hoursElsewhere`, added with people, is false for every one-location person,
 * and the answers to corrections are none;
 * asserted so, then left out, to compare with the golden file read before it existed.
 */
function withoutHoursElsewhere(
  read: Record<string, { timesheet: { employees: Record<string, unknown>[]; correctionAnswers?: unknown } }>,
) {
  for (const { timesheet } of Object.values(read)) {
    // The employees' answers to corrections came later (docs/decisions/0195-employees-confirm-corrections.md):
    // none in the demo, and not a figure.
    expect(timesheet.correctionAnswers).toEqual([]);
    delete timesheet.correctionAnswers;
    for (const row of timesheet.employees) {
      expect(row.hoursElsewhere).toBe(false);
      delete row.hoursElsewhere;
    }
  }
  return read;
}

describe('migration 0016 (people)', () => {
  /** The tables the demo fills, parents first; employees bring their PIN state back from people. */
  const DEMO_TABLES = [
    ['organizations', 'select * from organizations'],
    ['org_admins', 'select * from org_admins'],
    ['licenses', 'select * from licenses'],
    ['issued_location_codes', 'select * from issued_location_codes'],
    ['locations', 'select * from locations'],
    ['location_accounts', 'select * from location_accounts'],
    [
      'employees',
      `select e.*, p.pin_hash, p.pin_failures, p.pin_locked_until
         from employees e join people p on p.id = e.person_id`,
    ],
    ['scheduled_shifts', 'select * from scheduled_shifts'],
    ['shifts', 'select * from shifts'],
    ['shift_breaks', 'select * from shift_breaks'],
  ] as const;

  it("turns each employee into a person of their own and leaves every figure of the demo's timesheets as it was", async () => {
    // The demo (every employee at one location), written as the schema before 0016 holds it.
    const fresh = await buildTestApp({}, undefined, { now: () => DEMO_TIMESHEETS_NOW });
    const before = await namedDatabaseBefore('0016_people');
    try {
      await seedDemo(fresh.db, { now: DEMO_TIMESHEETS_NOW, coverPeople: 0 });
      for (const [table, select] of DEMO_TABLES) {
        const rows = (await fresh.pool.query(`select coalesce(json_agg(t), '[]') as rows from (${select}) t`))
          .rows[0].rows;
        await query(
          before.url,
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1)`,
          [JSON.stringify(rows)],
        );
      }
      const pins = await query(
        before.url,
        'select count(*)::int as n from employees where pin_hash is not null',
      );
      await migrateDatabase(before.url);

      const [people] = await query(
        before.url,
        `select count(*)::int as employees,
                count(*) filter (where p.id = e.id and p.name = e.name)::int as own_person,
                count(*) filter (where p.pin_hash is not null)::int as pins
           from employees e join people p on p.id = e.person_id`,
      );
      expect(people).toEqual({ employees: 75, own_person: 75, pins: pins[0].n });

      // "Before": read with the server as it was before people existed, from the same demo
      // (apps/server/test/demo-timesheets.ts says how the file was made).
      const golden = JSON.parse(
        await fs.readFile(
          new URL('../../test/fixtures/demo-timesheets-before-people.json', import.meta.url),
          'utf8',
        ),
      );
      const migrated = await buildTestApp({}, undefined, {
        now: () => DEMO_TIMESHEETS_NOW,
        database: before.name,
      });
      try {
        expect(withoutHoursElsewhere(await readDemoTimesheets(migrated))).toEqual(golden);
      } finally {
        await migrated.close();
      }
      expect(withoutHoursElsewhere(await readDemoTimesheets(fresh))).toEqual(golden);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
