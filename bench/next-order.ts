import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { api } from './lib/api.ts';
import { startBenchCluster } from './lib/cluster.ts';
import { dashboardForgetter } from './lib/dashboard-cache.ts';
import { AUTO_EXPLAIN_OPTIONS, logSize, planBuffers, planGist, plansSince } from './lib/plans.ts';
import { buildServerBundle, type Child, startProductServer } from './lib/processes.ts';
import { fixed, median, table } from './lib/report.ts';
import { BENCH, pastWeek, seedWeekAndChain, topUpHistory } from './lib/seed.ts';

/**
 * `npm run bench:next-order`: the measurements behind docs/performance.md's "The next order of
 * magnitude". 10,000 locations of 25 employees (10 organizations of 1,000, the most one may have,
 * the benchmark's chain among them), shifts topped up from 1M to 10M, and:
 * - the week's shifts and the owner's dashboard of 1,000 locations through the real server, with
 *   their plans (auto_explain);
 * - the shifts table's size and a VACUUM ANALYZE's duration;
 * - the same 10M rows in a table partitioned by month: the week's query, and removing the oldest
 *   month by DELETE against dropping its partition;
 * - connections per instance.
 * About 20 minutes and 10 GB of disk, in a temporary folder. Not part of `npm run bench`.
 */

const SIZES = process.argv.includes('--quick') ? [100_000, 1_000_000] : [1_000_000, 10_000_000];
const LOCATIONS = 10_000;
const EMPLOYEES_PER_LOCATION = 25;

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-next-order-'));
await fs.chmod(tmp, 0o755);
const children: Child[] = [];
const cluster = await startBenchCluster(path.join(tmp, 'cluster'));
const log = (message: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const out: string[] = [];
const print = (text: string) => out.push(text);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

try {
  await buildServerBundle();
  const url = await cluster.createDatabase('next_order');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const database = connectDatabase(url, { max: 2 });
  const now = new Date();
  log('seeding the benchmark week location and chain');
  await seedWeekAndChain(database.db, now);
  await database.close();

  log(`adding locations up to ${LOCATIONS}, ${EMPLOYEES_PER_LOCATION} employees each`);
  const chainId = (
    await pool.query<{ id: string }>('select id from organizations where email = $1', [BENCH.chain.email])
  ).rows[0]?.id;
  await pool.query('update organizations set max_locations = 1000 where id = $1', [chainId]);
  const existing = Number((await pool.query<{ n: string }>('select count(*) n from locations')).rows[0]?.n);
  // The chain grows to 1,000 locations; nine more organizations of 1,000 make up the rest.
  await pool.query(
    `insert into organizations (name, email, status, max_locations)
     select 'Big Chain ' || i, 'big' || i || '@bench.local', 'approved', 1000 from generate_series(1, 9) i`,
  );
  await pool.query(
    `with owners as (select id, row_number() over (order by email) - 1 as n from organizations
                      where email like 'big%@bench.local' or id = $1),
          slots as (select i from generate_series(1, $2::int) i)
     insert into locations (organization_id, code, name, timezone)
     select (select id from owners where n = least((i - 1) / 1000, 9)),
            -- 'N' and i in base 32 over the codes' alphabet (no 0, 1, I or O)
            'N' || (select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (i / (32 ^ k)::int) % 32 + 1, 1), '' order by k desc)
                      from generate_series(0, 4) k),
            'Branch N' || i, 'Europe/Paris'
       from slots`,
    [chainId, LOCATIONS - existing],
  );
  await pool.query(
    `insert into employees (location_id, code, name)
     select l.id, lpad(e::text, 3, '0'), 'Employee ' || e
       from locations l, generate_series(1, $1::int) e
      where l.code like 'N%'`,
    [EMPLOYEES_PER_LOCATION],
  );
  const counts = (
    await pool.query<{ locations: string; employees: string; chain: string }>(
      `select (select count(*) from locations) locations, (select count(*) from employees) employees,
              (select count(*) from locations where organization_id = $1) chain`,
      [chainId],
    )
  ).rows[0];
  print(
    `${counts?.locations} locations, ${counts?.employees} employees; the owner's dashboard below is the chain's, ${counts?.chain} locations.\n`,
  );

  const week = pastWeek(now, BENCH.week.timezone, 2);
  const paths = {
    'week: shifts': `/api/admin/shifts?startDate=${week.startDate}&endDate=${week.endDate}&limit=500`,
    'organization dashboard': `/api/organization/${chainId}/dashboard`,
  };
  const rows: string[][] = [];
  const plans: string[][] = [];
  for (const size of SIZES) {
    log(`topping up shifts to ${size}`);
    const [stored, insertMs] = await timed(() => topUpHistory(pool, 'shifts', size));
    const [, vacuumMs] = await timed(() => pool.query('vacuum analyze shifts'));
    const sizes = (
      await pool.query<{ heap: string; indexes: string }>(
        `select pg_size_pretty(pg_table_size('shifts')) heap, pg_size_pretty(pg_indexes_size('shifts')) indexes`,
      )
    ).rows[0];
    const server = await startProductServer({
      databaseUrl: `${url}?options=${encodeURIComponent(AUTO_EXPLAIN_OPTIONS)}`,
      dataDir: path.join(tmp, `server-${size}`),
    });
    children.push(server);
    const client = api(`http://127.0.0.1:${server.port}`);
    const tokens = {
      'week: shifts': await client.locationToken(BENCH.week.code, 'manager'),
      'organization dashboard': await client.ownerToken(BENCH.chain.email),
    };
    for (const [name, callPath] of Object.entries(paths) as [keyof typeof paths, string][]) {
      const call = () => client.get(callPath, tokens[name]);
      // The dashboard's figures are cached: time and plan its reads after a change.
      const before =
        name === 'organization dashboard' ? dashboardForgetter(pool, BENCH.chain.email) : async () => {};
      for (let i = 0; i < 5; i++) await call();
      const samples: number[] = [];
      for (let i = 0; i < 20; i++) {
        await before();
        samples.push((await timed(call))[1]);
      }
      await before();
      const offset = await logSize(cluster.logFile);
      await call();
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const plan of await plansSince(cluster.logFile, offset)) {
        plans.push([
          String(stored),
          name,
          planGist(plan.plan),
          String(plan.plan['Actual Rows'] ?? ''),
          String(planBuffers(plan.plan)),
          fixed(plan.ms, 2),
        ]);
      }
      rows.push([String(stored), name, fixed(median(samples), 2)]);
    }
    await server.stop();
    rows.push([
      String(stored),
      `shifts table: ${sizes?.heap} + ${sizes?.indexes} of indexes`,
      `insert ${fixed(insertMs / 1000, 0)} s, vacuum analyze ${fixed(vacuumMs / 1000, 1)} s`,
    ]);
  }
  print(table(['shifts stored', 'what', 'median ms (20 calls) or cost'], rows));
  print('\nPlans at each size (auto_explain):\n');
  print(table(['shifts', 'call', 'plan', 'rows', 'buffers', 'ms'], plans));

  log('copying the shifts into a table partitioned by month');
  const bounds = (
    await pool.query<{ first: Date; last: Date }>(
      `select date_trunc('month', min(clock_in)) as first, date_trunc('month', max(clock_in)) as last from shifts`,
    )
  ).rows[0];
  await pool.query(
    `create table shifts_by_month (like shifts including defaults) partition by range (clock_in)`,
  );
  let months = 0;
  for (let month = new Date(bounds?.first ?? now); month <= (bounds?.last ?? now); months++) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    await pool.query(
      `create table shifts_m${months} partition of shifts_by_month for values from ('${month.toISOString()}') to ('${next.toISOString()}')`,
    );
    month = next;
  }
  await pool.query('insert into shifts_by_month select * from shifts');
  await pool.query('create index on shifts_by_month (location_id, clock_in)');
  await pool.query('vacuum analyze shifts_by_month');
  const locationId = (
    await pool.query<{ id: string }>('select id from locations where code = $1', [BENCH.week.code])
  ).rows[0]?.id;
  const weekRange = (
    await pool.query<{ from: Date; to: Date }>(
      `select ($1::date::timestamp at time zone $3) as from, (($2::date + 1)::timestamp at time zone $3) as to`,
      [week.startDate, week.endDate, BENCH.week.timezone],
    )
  ).rows[0];
  const weekQuery = async (table: string) => {
    const samples: number[] = [];
    for (let i = 0; i < 25; i++) {
      const [, ms] = await timed(() =>
        pool.query(
          `select * from ${table} where location_id = $1 and clock_in >= $2 and clock_in < $3 order by clock_in desc`,
          [locationId, weekRange?.from, weekRange?.to],
        ),
      );
      if (i >= 5) samples.push(ms);
    }
    return median(samples);
  };
  const plain = await weekQuery('shifts');
  const partitioned = await weekQuery('shifts_by_month');
  const oldest = bounds?.first ?? now;
  const oldestEnd = new Date(Date.UTC(oldest.getUTCFullYear(), oldest.getUTCMonth() + 1, 1));
  const [deleted, deleteMs] = await timed(() =>
    pool.query('delete from shifts where clock_in < $1', [oldestEnd]),
  );
  const [, dropMs] = await timed(async () => {
    await pool.query('alter table shifts_by_month detach partition shifts_m0');
    await pool.query('drop table shifts_m0');
  });
  print(
    `\nPartitioned by month (${months} partitions of the same rows):\n\n` +
      table(
        ['what', 'one table', 'partitioned by month'],
        [
          ["the week's shifts, median ms (SQL alone)", fixed(plain, 2), fixed(partitioned, 2)],
          [
            `remove the oldest month (${deleted.rowCount} rows)`,
            `DELETE: ${fixed(deleteMs / 1000, 1)} s`,
            `DETACH + DROP: ${fixed(dropMs, 0)} ms`,
          ],
        ],
      ),
  );
  const connections = (await pool.query<{ max: string }>(`select current_setting('max_connections') as max`))
    .rows[0]?.max;
  print(
    `\nConnections: max_connections = ${connections}; each instance holds a pool of 10 and one listening connection.`,
  );
  await pool.end();
} finally {
  for (const child of children) await child.stop().catch(() => {});
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
  console.log(out.join('\n'));
}
