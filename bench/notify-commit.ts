import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBenchCluster } from './lib/cluster.ts';
import { fixed, table } from './lib/report.ts';

/**
 * `npm run bench:notify-commit`: why live updates do not NOTIFY from a trigger on every punch
 * (docs/decisions/0156-live-updates.md). 50 connections commit single-row INSERTs for 8 s on the
 * benchmark's PostgreSQL (fsync and synchronous commit on, as in production), once plainly and once
 * with a pg_notify in each transaction, as a row trigger would send it.
 */
const CONNECTIONS = 50;
const SECONDS = 8;

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-notify-'));
await fs.chmod(tmp, 0o755);
const cluster = await startBenchCluster(path.join(tmp, 'cluster'));
try {
  const url = await cluster.createDatabase('notify_commit');
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  pool.on('error', () => {}); // an idle connection ended by the cluster's stop
  await pool.query(
    'create table punches (id bigserial primary key, location_id uuid not null, at timestamptz not null)',
  );

  const run = async (withNotify: boolean) => {
    let commits = 0;
    const latencies: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const client = await pool.connect();
        try {
          while (Date.now() < until) {
            const started = performance.now();
            await client.query('begin');
            await client.query('insert into punches (location_id, at) values (gen_random_uuid(), now())');
            if (withNotify) await client.query(`select pg_notify('location_change', 'x')`);
            await client.query('commit');
            latencies.push(performance.now() - started);
            commits += 1;
          }
        } finally {
          client.release();
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { perSecond: commits / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
  };

  await run(false); // warm-up
  const plain = await run(false);
  const notifying = await run(true);
  await pool.end();
  console.log(
    table(
      ['transactions (50 connections, 8 s)', 'commits/s', 'p99 ms'],
      [
        ['INSERT, commit', fixed(plain.perSecond), fixed(plain.p99, 1)],
        ['INSERT, pg_notify, commit', fixed(notifying.perSecond), fixed(notifying.p99, 1)],
      ],
    ),
  );
} finally {
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
