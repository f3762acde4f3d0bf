import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { httpClient } from '../../test/http-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';
import { DEMO_PASSWORDS, seedDemo } from '../demo/demo-data.ts';
import { RestoreError, restoreBackup, writeBackup } from './backup.ts';

// What a backup must bring back: every row of every table, and a server that works on the result.

let source: TestApp;
const created: string[] = [];
const admin = () => inject('adminDatabaseUrl');

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new database with nothing in it (no migrations), dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const name = `shiftclock_restore_${randomBytes(5).toString('hex')}`;
  await query(admin(), `create database ${name}`);
  created.push(name);
  return withDatabase(admin(), name);
}

/** Each table's rows as one digest, and its row count: equal digests mean equal contents. */
async function contents(url: string) {
  const tables = await query(
    url,
    `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  );
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { relname } of tables) {
    const [row] = await query(
      url,
      `select count(*)::int as rows, md5(coalesce(string_agg(r, ',' order by r), '')) as digest
         from (select row_to_json(t)::text as r from public."${relname}" t) x`,
    );
    result[relname] = row;
  }
  return result;
}

async function backupToBuffer(url: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(url, out);
  out.end();
  return Buffer.concat(chunks);
}

const opener = (data: Buffer | string) => () => Readable.from([data]);
const sourceUrl = () => source.config.databaseUrl as string;

beforeAll(async () => {
  source = await buildTestApp();
  await seedDemo(source.db, { employeesPerLocation: 4, weeksBack: 1, weeksAhead: 1 });
});

afterAll(async () => {
  await source.close();
  for (const name of created) await query(admin(), `drop database if exists ${name} with (force)`);
});

describe('backup and restore', () => {
  it('brings back every row of every table, and the server works on the restored database', async () => {
    const file = await backupToBuffer(sourceUrl());
    const target = await emptyDatabase();
    const summary = await restoreBackup(target, opener(file));

    const before = await contents(sourceUrl());
    expect(before.shifts?.rows).toBeGreaterThan(10);
    expect(await contents(target)).toEqual(before);
    expect(summary.rows.shifts).toBe(before.shifts?.rows);
    // Migrations are recorded, so a server starting on it has nothing left to apply.
    const applied = await query(target, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0].n).toBe(readMigrationFiles({ migrationsFolder }).length);

    // The demo manager logs in and sees the shift in progress on the restored copy.
    const database = connectDatabase(target, { max: 2 });
    const app = await buildApp({ config: { ...source.config, databaseUrl: target }, database });
    try {
      const call = httpClient({ app });
      const login = await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { locationId: 'DEMPAR', password: DEMO_PASSWORDS.manager, accountType: 'manager' },
      });
      expect(login.status).toBe(200);
      const current = await call({ url: '/api/shift/current', token: login.body.token });
      expect(current.body.shifts).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that holds data unless told to replace it, then replaces it whole', async () => {
    const file = await backupToBuffer(sourceUrl());
    const target = await emptyDatabase();
    await migrateDatabase(target);
    await query(target, `insert into organizations (name, email) values ('Other', 'other@example.com')`);
    const untouched = await contents(target);

    await expect(restoreBackup(target, opener(file))).rejects.toThrow(
      'The database is not empty. Use --replace to overwrite what it holds.',
    );
    expect(await contents(target)).toEqual(untouched);

    await restoreBackup(target, opener(file), { replace: true });
    expect(await contents(target)).toEqual(await contents(sourceUrl()));
  });

  it('refuses a file cut off while being written, and leaves the database as it was', async () => {
    const file = (await backupToBuffer(sourceUrl())).toString('utf8');
    const lines = file.trimEnd().split('\n');
    const target = await emptyDatabase();
    for (const broken of [
      lines.slice(0, -1).join('\n'), // no end mark
      [...lines.slice(0, 5), ...lines.slice(6)].join('\n'), // a row missing
      '',
      'not json\n',
      '{"format":"something-else","version":1,"migrations":[]}\n',
    ]) {
      await expect(restoreBackup(target, opener(broken), { replace: true })).rejects.toBeInstanceOf(
        RestoreError,
      );
    }
    const tables = await query(
      target,
      `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`,
    );
    expect(tables[0].n).toBe(0);
  });

  it('brings a backup of an older version up to the current schema', async () => {
    // A database as an older release left it: only the first two migrations applied.
    const all = readMigrationFiles({ migrationsFolder });
    const oldFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-old-migrations-'));
    try {
      await fs.cp(migrationsFolder, oldFolder, { recursive: true });
      const journalFile = path.join(oldFolder, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
      journal.entries = journal.entries.slice(0, 2);
      await fs.writeFile(journalFile, JSON.stringify(journal));
      const old = await emptyDatabase();
      await migrateDatabase(old, oldFolder);
      await query(old, `insert into organizations (name, email) values ('Old Café', 'old@example.com')`);

      const target = await emptyDatabase();
      await restoreBackup(target, opener(await backupToBuffer(old)));
      const applied = await query(target, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied[0].n).toBe(all.length);
      const orgs = await query(target, 'select name from organizations');
      expect(orgs).toEqual([{ name: 'Old Café' }]);
    } finally {
      await fs.rm(oldFolder, { recursive: true, force: true });
    }
  });

  it('refuses a backup written by a newer version', async () => {
    const file = (await backupToBuffer(sourceUrl())).toString('utf8');
    const [headerLine, ...rest] = file.split('\n');
    const header = JSON.parse(headerLine as string);
    header.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    const newer = [JSON.stringify(header), ...rest].join('\n');
    await expect(restoreBackup(await emptyDatabase(), opener(newer))).rejects.toThrow(
      'The backup was written by a newer or different version of ShiftClock; restore it with that version.',
    );
  });
});
