import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder as defaultMigrationsFolder } from '../db/migrate.ts';

/**
 * Logical backups without pg_dump. The embedded database is PostgreSQL 18 and no pg_dump that new
 * ships with it or with Debian 12, so the backup is taken with plain SQL that any server version
 * answers (docs/operations.md):
 *
 * - one REPEATABLE READ, READ ONLY transaction, so every table is read from the same snapshot while
 *   the server keeps taking punches;
 * - newline-delimited JSON: a header naming the migrations the data was written under, then each
 *   table's rows as `row_to_json`, then an end line with the row counts, so a cut-off file is
 *   refused rather than restored in part.
 *
 * The schema is not in the file: a restore rebuilds it from the committed migrations up to the
 * backup's, loads the rows, then applies the newer migrations, so an old backup lands in the
 * current schema the same way an old database would be upgraded.
 */

const FORMAT = 'shiftclock-backup';
const VERSION = 1;
const BATCH = 1000;

type MigrationRef = { hash: string; createdAt: number };
type Header = { format: string; version: number; createdAt: string; migrations: MigrationRef[] };
type End = { end: true; rows: Record<string, number> };

export type BackupSummary = { tables: number; rows: Record<string, number> };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Base tables of the public schema, parents before the tables whose foreign keys name them. */
async function tablesInLoadOrder(client: pg.Client): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
  );
  const edges = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const parents = new Map(tables.rows.map((t) => [t.name, new Set<string>()]));
  for (const edge of edges.rows) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents].filter(
      ([name, deps]) => !placed.has(name) && [...deps].every((dep) => placed.has(dep)),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle; cannot order the tables');
    for (const [name] of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

async function appliedMigrations(client: pg.Client): Promise<MigrationRef[]> {
  const found = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!found.rows[0]?.t) return [];
  const rows = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Writes one line, waiting when the stream is full (`once` also rejects on the stream's error). */
async function writeLine(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

/** Writes a consistent backup of the database at `url` to `out` (which the caller ends). */
export async function writeBackup(url: string, out: Writable): Promise<BackupSummary> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const header: Header = {
        format: FORMAT,
        version: VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(client),
      };
      if (header.migrations.length === 0) throw new Error('the database has no ShiftClock schema to back up');
      await writeLine(out, header);
      const rows: Record<string, number> = {};
      const tables = await tablesInLoadOrder(client);
      for (const table of tables) {
        await writeLine(out, { table });
        rows[table] = 0;
        // A cursor keeps memory flat however many shifts years of history hold.
        await client.query(
          `declare rows no scroll cursor for select row_to_json(t) as r from public.${ident(table)} t`,
        );
        for (;;) {
          const batch = await client.query<{ r: unknown }>(`fetch ${BATCH} from rows`);
          for (const row of batch.rows) await writeLine(out, row.r);
          rows[table] += batch.rows.length;
          if (batch.rows.length < BATCH) break;
        }
        await client.query('close rows');
      }
      await writeLine(out, { end: true, rows } satisfies End);
      return { tables: tables.length, rows };
    } finally {
      await client.query('rollback');
    }
  });
}

export class RestoreError extends Error {}

type Scan = { header: Header; rows: Record<string, number> };
type RowSink = (table: string, row: Record<string, unknown>) => Promise<void>;

/**
 * Reads a backup line by line, checking its shape; each row goes to `onRow` in file order (parents
 * before children). A file cut short, of another format, or whose counts disagree with its rows
 * fails, so a restore reads the file once to check it before it touches anything.
 */
export async function scanBackup(input: Readable, onRow?: RowSink): Promise<Scan> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let header: Header | undefined;
  let end: End | undefined;
  let table: string | undefined;
  const rows: Record<string, number> = {};
  for await (const line of lines) {
    if (line === '') continue;
    if (end) throw new RestoreError('The backup has data after its end mark.');
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new RestoreError('The backup is not valid: a line is not JSON.');
    }
    if (!header) {
      const candidate = value as Partial<Header>;
      if (
        candidate.format !== FORMAT ||
        candidate.version !== VERSION ||
        !Array.isArray(candidate.migrations)
      ) {
        throw new RestoreError(`Not a ${FORMAT} version ${VERSION} file.`);
      }
      header = candidate as Header;
    } else if (isObject(value) && value.end === true && isObject(value.rows)) {
      end = value as End;
    } else if (isObject(value) && Object.keys(value).length === 1 && typeof value.table === 'string') {
      table = value.table;
      rows[table] = 0;
    } else if (table !== undefined && isObject(value)) {
      rows[table] = (rows[table] ?? 0) + 1;
      await onRow?.(table, value);
    } else {
      throw new RestoreError('The backup is not valid: a row outside of any table.');
    }
  }
  if (!header) throw new RestoreError('The backup is empty.');
  if (!end)
    throw new RestoreError('The backup is incomplete (no end mark): it was cut off while being written.');
  const expected = end.rows;
  const tables = new Set([...Object.keys(expected), ...Object.keys(rows)]);
  for (const name of tables) {
    if (rows[name] !== expected[name]) {
      throw new RestoreError(
        `The backup is incomplete: table ${name} should hold ${expected[name] ?? 0} rows.`,
      );
    }
  }
  return { header, rows };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

/** The same steps and bookkeeping as drizzle's migrator, but inside the restore's own transaction. */
async function applyMigrations(client: pg.Client, migrations: Migration[]) {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

export type RestoreOptions = {
  /** Drop what the database holds first; without it a database with tables is refused. */
  replace?: boolean;
  migrationsFolder?: string;
};

/**
 * Restores a backup into the database at `url` in one transaction: it either ends with exactly the
 * backup's rows in the current schema, or fails and leaves the database as it was. `open` gives the
 * backup's lines afresh: once to check the whole file, once to load it.
 */
export async function restoreBackup(url: string, open: () => Readable, options: RestoreOptions = {}) {
  const { header } = await scanBackup(open());
  const migrations = readMigrationFiles({
    migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder,
  });
  const level = header.migrations.length;
  const sameHistory = header.migrations.every((m, i) => migrations[i]?.hash === m.hash);
  if (level > migrations.length || !sameHistory) {
    throw new RestoreError(
      'The backup was written by a newer or different version of ShiftClock; restore it with that version.',
    );
  }

  return withClient(url, async (client) => {
    await client.query('begin');
    try {
      const existing = await client.query(
        `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
      );
      if (existing.rows[0].n > 0) {
        if (!options.replace) {
          throw new RestoreError('The database is not empty. Use --replace to overwrite what it holds.');
        }
        await client.query('drop schema public cascade');
        await client.query('drop schema if exists drizzle cascade');
        await client.query('create schema public');
      }
      await applyMigrations(client, migrations.slice(0, level));
      const known = new Set(await tablesInLoadOrder(client));
      const loadTriggers = await triggersOffForTheLoad(client);
      await setTriggers(client, loadTriggers, 'disable');

      let batch: Record<string, unknown>[] = [];
      let batchTable = '';
      // OVERRIDING SYSTEM VALUE: identity columns (audit_entries.seq, GENERATED ALWAYS) keep their values.
      const flush = async () => {
        if (batch.length === 0) return;
        await client.query(
          `insert into public.${ident(batchTable)} overriding system value select * from json_populate_recordset(null::public.${ident(batchTable)}, $1::json)`,
          [JSON.stringify(batch)],
        );
        batch = [];
      };
      const { rows } = await scanBackup(open(), async (table, row) => {
        if (table !== batchTable || batch.length === BATCH) await flush();
        if (!known.has(table)) throw new RestoreError(`The backup holds an unknown table: ${table}.`);
        batchTable = table;
        batch.push(row);
      });
      await flush();
      await setTriggers(client, loadTriggers, 'enable');

      await resetSequences(client);
      await applyMigrations(client, migrations.slice(level));
      await client.query('commit');
      return { tables: Object.keys(rows).length, rows };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

/** Serial and identity columns continue after the restored rows rather than collide with them. */
async function resetSequences(client: pg.Client) {
  const owned = await client.query<{ seq: string; tbl: string; col: string }>(
    `select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`,
  );
  for (const { seq, tbl, col } of owned.rows) {
    await client.query(
      `select setval($1, coalesce((select max(${ident(col)}) from public.${ident(tbl)}), 0) + 1, false)`,
      [seq],
    );
  }
}

type TableTrigger = { table: string; trigger: string };

/**
 * The records' chain's triggers (migration 0029): the one on each working-time table that appends an
 * entry per change, and the guards that keep the chain append-only. A restore loads the rows and the
 * chain as they were, so it turns them off for the load: otherwise each restored row would append an
 * entry and the guards would refuse the chain's own rows (docs/operations.md, "Backups").
 * `ALTER TABLE … DISABLE TRIGGER` needs only ownership of the tables, which the restoring role has:
 * it has just created them. The webhooks' triggers (`webhook_enqueue`, migration 0033) are off too: a
 * restore must not send the restored rows as new events, and on PostgreSQL before 17 their enum
 * literals failed the load ("unsafe use of new value … of enum type audit_action") when the migrations
 * ran in the restore's transaction.
 */
async function triggersOffForTheLoad(client: pg.Client): Promise<TableTrigger[]> {
  const result = await client.query<TableTrigger>(
    `select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and (t.tgname like 'record\\_chain\\_%' or t.tgname = 'webhook_enqueue')
        and c.relnamespace = 'public'::regnamespace
      order by c.relname, t.tgname`,
  );
  return result.rows;
}

/** Within the restore's transaction: a failed restore leaves the triggers as they were. */
async function setTriggers(client: pg.Client, triggers: TableTrigger[], action: 'enable' | 'disable') {
  for (const { table, trigger } of triggers) {
    await client.query(`alter table public.${ident(table)} ${action} trigger ${ident(trigger)}`);
  }
}
