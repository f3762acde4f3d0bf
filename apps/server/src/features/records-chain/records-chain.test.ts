import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmployee, createLocation, createOrganization } from '../../../test/fixtures.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { httpClient, loginAs } from '../../../test/http-client.ts';
import { EMPLOYED_SINCE } from '../../../test/kiosk-location.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { migrateDatabase, migrationsFolder } from '../../db/migrate.ts';
import { restoreBackup, writeBackup } from '../../ops/backup.ts';
import { periodContaining } from '../../shared/pay-periods.ts';
import { chainHead } from './record-chain.repository.ts';
import { verifyRecords } from './verify-records.ts';

// The records' chain (docs/decisions/0205-records-kept.md): every change to working-time data appends to
// the organization's chain, the server's own connection cannot rewrite it, and verification names the
// first entry that does not hold, also after a backup is restored elsewhere.

let clock = Date.parse('2026-11-27T08:00:00Z');
let t: TestApp;
let call: ReturnType<typeof httpClient>;
const created: string[] = [];
const admin = () => inject('adminDatabaseUrl');

/** A statement as the database's superuser on `url` (the test's, not the server's, powers). */
async function asSuperuser(url: string, ...statements: [string, unknown[]?][]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results = [];
    for (const [text, values] of statements) results.push((await client.query(text, values)).rows);
    return results;
  } finally {
    await client.end();
  }
}
/** On the test app's database as the superuser, with every trigger off: an edit the chain never sees. */
const behindTheChain = (text: string, values: unknown[] = []) =>
  asSuperuser(t.config.databaseUrl as string, ["set session_replication_role = 'replica'"], [text, values]);

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { now: () => new Date(clock) });
  call = httpClient(t);
});
afterAll(async () => {
  await t.close();
  for (const name of created) await asSuperuser(admin(), [`drop database if exists ${name} with (force)`]);
});

/** An organization with a location, its kiosk, manager and owner signed in, and Ann as employee 007. */
async function organizationAt(app: TestApp) {
  const appCall = httpClient(app);
  const { organization, email, password } = await createOrganization(app.db);
  const loc = await createLocation(app.db, organization.id);
  const ann = await createEmployee(app.db, loc.location.id, '007', {
    name: 'Ann Lee',
    createdAt: EMPLOYED_SINCE,
  });
  const login = await appCall({
    method: 'POST',
    url: '/api/auth/login',
    body: { email, password, accountType: 'orgAdmin' },
  });
  expect(login.status).toBe(200);
  return {
    organizationId: organization.id,
    location: loc.location,
    ann,
    kiosk: await loginAs(appCall, loc, 'location'),
    manager: await loginAs(appCall, loc, 'manager'),
    /** A manager's token from a login now (after the test's clock moved past the first one's life). */
    signInManager: () => loginAs(appCall, loc, 'manager'),
    owner: login.body.token as string,
  };
}

const verify = async (owner: string) => {
  const res = await call({ url: '/api/organization/records/verify', token: owner });
  expect(res.status).toBe(200);
  return res.body;
};
const entriesOf = async (organizationId: string) =>
  (
    await t.db.execute<{ seq: string; table_name: string; operation: string; row_id: string }>(
      sql`select seq, table_name, operation, row_id from record_chain where organization_id = ${organizationId} order by seq`,
    )
  ).rows;
/** The seq of the latest entry of a row. */
const latestSeq = async (organizationId: string, table: string, rowId: string) =>
  Number(
    (
      await t.db.execute<{ seq: string }>(
        sql`select max(seq) as seq from record_chain
             where organization_id = ${organizationId} and table_name = ${table} and row_id = ${rowId}`,
      )
    ).rows[0]?.seq,
  );

describe('the chain of changes', () => {
  it('a punch, a correction and an approval each append entries, and the chain verifies', async () => {
    const org = await organizationAt(t);
    const start = (await entriesOf(org.organizationId)).length;
    expect((await verify(org.owner)).ok).toBe(true);

    clock = Date.parse('2026-11-27T08:00:00Z');
    const clockIn = await call({
      method: 'POST',
      url: '/api/shift/clock-in',
      token: org.kiosk,
      body: { employeeId: '007' },
    });
    expect(clockIn.status).toBe(201);
    clock = Date.parse('2026-11-27T16:00:00Z');
    const clockOut = await call({
      method: 'POST',
      url: '/api/shift/clock-out',
      token: org.kiosk,
      body: { employeeId: '007' },
    });
    expect(clockOut.status).toBe(200);
    const [shift] = (
      await t.db.execute<{ id: string }>(sql`select id from shifts where employee_id = ${org.ann.id}`)
    ).rows;
    if (!shift) throw new Error('no shift');
    const afterPunches = await entriesOf(org.organizationId);
    expect(afterPunches.slice(start)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table_name: 'shifts', operation: 'insert', row_id: shift.id }),
        expect.objectContaining({ table_name: 'shifts', operation: 'update', row_id: shift.id }),
      ]),
    );

    clock = Date.parse('2026-12-20T10:00:00Z');
    const manager = await org.signInManager();
    const corrected = await call({
      method: 'PUT',
      url: `/api/admin/shifts/${shift.id}`,
      token: manager,
      body: {
        clockIn: '2026-11-27T08:00:00Z',
        clockOut: '2026-11-27T17:00:00Z',
        reason: 'Stayed for the delivery',
      },
    });
    expect(corrected.status).toBe(200);
    const afterCorrection = (await entriesOf(org.organizationId)).slice(afterPunches.length);
    expect(afterCorrection.map((e) => `${e.table_name} ${e.operation}`)).toEqual(
      expect.arrayContaining(['shifts update', 'audit_entries insert']),
    );

    const { startDate } = periodContaining('2026-11-27', DEFAULT_PAYROLL);
    const approved = await call({
      method: 'POST',
      url: '/api/admin/timesheets/approve',
      token: manager,
      body: { startDate },
    });
    expect(approved.status).toBe(200);
    const all = await entriesOf(org.organizationId);
    expect(
      all.slice(afterPunches.length + afterCorrection.length).map((e) => `${e.table_name} ${e.operation}`),
    ).toEqual(expect.arrayContaining(['pay_period_approvals insert', 'audit_entries insert']));
    expect(all.map((e) => Number(e.seq))).toEqual(all.map((_, i) => i + 1));

    // Back to when the owner signed in: their token is still good then.
    clock = Date.parse('2026-11-27T16:00:00Z');
    const result = await verify(org.owner);
    expect(result).toEqual({
      ok: true,
      entries: all.length,
      head: await chainHead(t.db, org.organizationId),
      firstBroken: null,
    });
    expect(result.head.seq).toBe(all.length);
  });

  it("the server's own connection cannot update, delete or truncate the chain or move its head", async () => {
    const org = await organizationAt(t);
    const before = await entriesOf(org.organizationId);
    for (const statement of [
      sql`update record_chain set row_hash = 'x' where organization_id = ${org.organizationId} and seq = 1`,
      sql`delete from record_chain where organization_id = ${org.organizationId} and seq = 1`,
      sql`truncate record_chain`,
      sql`insert into record_chain (organization_id, seq, table_name, operation, row_id, prev_hash, hash)
            values (${org.organizationId}, 1000, 'shifts', 'insert', 'x', 'x', 'x')`,
      sql`update record_chain_heads set organization_id = organization_id where organization_id = ${org.organizationId}`,
      sql`delete from record_chain_heads where organization_id = ${org.organizationId}`,
      sql`truncate record_chain_heads`,
    ]) {
      await expect(t.db.execute(statement)).rejects.toMatchObject({ cause: { code: '42501' } });
    }
    expect(await entriesOf(org.organizationId)).toEqual(before);
    expect((await verify(org.owner)).ok).toBe(true);
  });

  it('a shift edited with the triggers off is caught: its latest entry is named', async () => {
    const org = await organizationAt(t);
    const [shift] = (
      await t.db.execute<{ id: string }>(
        sql`insert into shifts (location_id, employee_id, clock_in, clock_out)
            values (${org.location.id}, ${org.ann.id}, '2026-11-20T08:00:00Z', '2026-11-20T12:00:00Z') returning id`,
      )
    ).rows;
    if (!shift) throw new Error('no shift');
    const seq = await latestSeq(org.organizationId, 'shifts', shift.id);
    await t.db.execute(sql`insert into shifts (location_id, employee_id, clock_in, clock_out)
      values (${org.location.id}, ${org.ann.id}, '2026-11-21T08:00:00Z', '2026-11-21T12:00:00Z')`);
    expect((await verify(org.owner)).ok).toBe(true);

    await behindTheChain(`update shifts set clock_out = '2026-11-20T13:00:00Z' where id = $1`, [shift.id]);
    const result = await verify(org.owner);
    expect(result).toMatchObject({ ok: false, firstBroken: { seq, reason: 'hash' } });
  });

  it('a row deleted with the triggers off is caught: its latest entry is named', async () => {
    const org = await organizationAt(t);
    const seq = await latestSeq(org.organizationId, 'employees', org.ann.id);
    await t.db.execute(sql`update people set phone = '+33 1 23 45 67 89' where id = ${org.ann.personId}`);
    expect((await verify(org.owner)).ok).toBe(true);
    await behindTheChain('delete from employees where id = $1', [org.ann.id]);
    expect(await verify(org.owner)).toMatchObject({ ok: false, firstBroken: { seq, reason: 'hash' } });
  });

  it('a row inserted with the triggers off has no entry: the chain is broken after its last entry', async () => {
    const org = await organizationAt(t);
    const { entries } = await verify(org.owner);
    await behindTheChain(
      `insert into shifts (location_id, employee_id, person_id, clock_in, clock_out)
       values ($1, $2, $3, '2026-11-20T08:00:00Z', '2026-11-20T12:00:00Z')`,
      [org.location.id, org.ann.id, org.ann.personId],
    );
    expect(await verify(org.owner)).toMatchObject({
      ok: false,
      entries,
      firstBroken: { seq: entries + 1, reason: 'link' },
    });
  });

  it("an entry whose hash was changed is caught as 'hash', a deleted middle entry as 'link'", async () => {
    const changed = await organizationAt(t);
    await behindTheChain(
      `update record_chain set hash = repeat('a', 64) where organization_id = $1 and seq = 2`,
      [changed.organizationId],
    );
    expect((await verify(changed.owner)).firstBroken).toMatchObject({ seq: 2, reason: 'hash' });

    const rewritten = await organizationAt(t);
    await behindTheChain(
      `update record_chain set row_hash = repeat('b', 64) where organization_id = $1 and seq = 1`,
      [rewritten.organizationId],
    );
    expect((await verify(rewritten.owner)).firstBroken).toMatchObject({ seq: 1, reason: 'hash' });

    const cut = await organizationAt(t);
    const entries = (await entriesOf(cut.organizationId)).length;
    expect(entries).toBeGreaterThanOrEqual(3);
    await behindTheChain('delete from record_chain where organization_id = $1 and seq = 2', [
      cut.organizationId,
    ]);
    expect(await verify(cut.owner)).toMatchObject({
      ok: false,
      entries: entries - 1,
      firstBroken: { seq: 3, reason: 'link' },
    });

    const tail = await organizationAt(t);
    const last = (await entriesOf(tail.organizationId)).length;
    await behindTheChain('delete from record_chain where organization_id = $1 and seq = $2', [
      tail.organizationId,
      last,
    ]);
    expect((await verify(tail.owner)).firstBroken).toMatchObject({ seq: last, reason: 'link' });
  });

  it('each owner verifies their own organization only', async () => {
    const mine = await organizationAt(t);
    const other = await organizationAt(t);
    await behindTheChain(
      `update record_chain set hash = repeat('c', 64) where organization_id = $1 and seq = 1`,
      [other.organizationId],
    );
    expect((await verify(mine.owner)).ok).toBe(true);
    expect((await verify(other.owner)).ok).toBe(false);
    expect((await call({ url: '/api/organization/records/verify', token: mine.manager })).status).toBe(403);
    expect((await call({ url: '/api/organization/records/verify' })).status).toBe(401);
  });
});

describe('rows written before the chain', () => {
  it("get one 'existing' entry each when the chain's migration runs, and verify", async () => {
    // A database as the release before the chain left it, with a location, an employee and a shift.
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-before-chain-'));
    try {
      await fs.cp(migrationsFolder, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
      const chainAt = journal.entries.findIndex((e: { tag: string }) => e.tag === '0030_record_chain');
      journal.entries = journal.entries.slice(0, chainAt);
      await fs.writeFile(journalFile, JSON.stringify(journal));
      const name = `shiftclock_prechain_${randomBytes(5).toString('hex')}`;
      await asSuperuser(admin(), [`create database ${name}`]);
      created.push(name);
      const url = withDatabase(admin(), name);
      await migrateDatabase(url, before);
      const org = (
        await asSuperuser(url, [
          `insert into organizations (name, email) values ('Old Café', 'old@example.com') returning id`,
        ])
      )[0]?.[0];
      if (!org) throw new Error('no organization');
      await asSuperuser(
        url,
        [
          `insert into locations (organization_id, code, name, timezone) values ($1, 'ABCDEF', 'Old', 'Europe/Paris')`,
          [org.id],
        ],
        [`insert into employees (location_id, code, name) select id, '001', 'Ann' from locations`],
        [
          `insert into shifts (location_id, employee_id, clock_in, clock_out)
           select location_id, id, '2026-01-05T08:00:00Z', '2026-01-05T16:00:00Z' from employees`,
        ],
      );

      await migrateDatabase(url);
      const [entries] = await asSuperuser(url, [
        'select seq::int, table_name, operation from record_chain where organization_id = $1 order by seq',
        [org.id],
      ]);
      expect(entries).toEqual([
        { seq: 1, table_name: 'locations', operation: 'existing' },
        { seq: 2, table_name: 'people', operation: 'existing' },
        { seq: 3, table_name: 'employees', operation: 'existing' },
        { seq: 4, table_name: 'shifts', operation: 'existing' },
      ]);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      const client = await pool.connect();
      try {
        expect(await verifyRecords(client, org.id)).toMatchObject({ ok: true, entries: 4, head: { seq: 4 } });
      } finally {
        client.release();
        await pool.end();
      }
    } finally {
      await fs.rm(before, { recursive: true, force: true });
    }
  });
});

describe('backups carry the chain', () => {
  it('a backup restored into a fresh database appends nothing and verifies', async () => {
    const org = await organizationAt(t);
    await call({ method: 'POST', url: '/api/shift/clock-in', token: org.kiosk, body: { employeeId: '007' } });
    // An audit entry: its identity column (seq, GENERATED ALWAYS) must come back as it was.
    await t.db.execute(sql`insert into audit_entries (location_id, period_start, period_end, action, actor)
      values (${org.location.id}, '2026-11-23', '2026-11-29', 'approve', 'Manager')`);
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(t.config.databaseUrl as string, out);
    out.end();
    const name = `shiftclock_chain_${randomBytes(5).toString('hex')}`;
    await asSuperuser(admin(), [`create database ${name}`]);
    created.push(name);
    const url = withDatabase(admin(), name);
    await restoreBackup(url, () => Readable.from([Buffer.concat(chunks)]));

    const [source, restored] = await Promise.all([
      asSuperuser(t.config.databaseUrl as string, ['select count(*)::int as n from record_chain']),
      asSuperuser(url, ['select count(*)::int as n from record_chain']),
    ]);
    expect(restored).toEqual(source);
    const [audit] = await asSuperuser(url, [
      'select count(*)::int as n from audit_entries where location_id = $1',
      [org.location.id],
    ]);
    expect(audit).toEqual([{ n: 1 }]);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const client = await pool.connect();
    try {
      const result = await verifyRecords(client, org.organizationId);
      expect(result).toMatchObject({
        ok: true,
        firstBroken: null,
        head: await chainHead(t.db, org.organizationId),
      });
      // The restored database's triggers are on again: a new change appends.
      await client.query(
        `update shifts set clock_out = clock_in + interval '1 hour' where employee_id = $1`,
        [org.ann.id],
      );
      expect((await verifyRecords(client, org.organizationId)).head?.seq).toBe((result.head?.seq ?? 0) + 1);
      await expect(client.query('delete from record_chain')).rejects.toMatchObject({ code: '42501' });
    } finally {
      client.release();
      await pool.end();
    }
  });
});

describe('npm run verify-records', () => {
  it('exits 0 while every chain holds, 1 with the broken organization named after tampering', async () => {
    const own = await buildTestApp();
    try {
      const org = await organizationAt(own);
      const root = fileURLToPath(new URL('../../../../../', import.meta.url));
      const run = () =>
        promisify(execFile)('npm', ['run', '--silent', 'verify-records'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: own.config.databaseUrl as string, LOG_LEVEL: 'silent' },
        }).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
        );
      const good = await run();
      expect(good.code).toBe(0);
      expect(good.stdout).toContain(`ok      `);
      expect(good.stdout).toContain(org.organizationId);

      await asSuperuser(
        own.config.databaseUrl as string,
        ["set session_replication_role = 'replica'"],
        [`update employees set name = 'Someone Else' where id = $1`, [org.ann.id]],
      );
      const bad = await run();
      expect(bad.code).toBe(1);
      expect(bad.stdout).toMatch(new RegExp(`BROKEN .*${org.organizationId}: entry #\\d+`));
    } finally {
      await own.close();
    }
  }, 60_000);
});
