import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';

/**
 * The benchmark's own PostgreSQL: the same embedded PostgreSQL 18 that `npm start` runs, with the
 * product's durability settings (fsync and synchronous commit on), in a throwaway folder.
 * Two extensions are loaded, both idle unless asked: pg_stat_statements counts the statements each
 * call sends (round trips per request), and auto_explain logs the plans of the statements a server
 * connection runs when that connection turns it on (see plans.ts).
 */
export async function startBenchCluster(dir: string) {
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(dir, 0o755); // the postgres user must reach its folder inside
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    settings: {
      shared_preload_libraries: 'pg_stat_statements,auto_explain',
      'pg_stat_statements.track': 'top',
      'auto_explain.log_format': 'json',
      'auto_explain.log_analyze': 'on',
      'auto_explain.log_buffers': 'on',
      'auto_explain.log_timing': 'on',
    },
  });
  const dataDir = path.join(dir, 'postgres', 'pgdata');
  const logFile = path.join(dataDir, 'server.log');

  /** A fresh database with the product's migrations applied. */
  async function createDatabase(name: string) {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = embedded.url.replace(/\/postgres$/, `/${name}`);
    await migrateDatabase(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create extension if not exists pg_stat_statements');
    } finally {
      await client.end();
    }
    return url;
  }

  async function version() {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      return (
        (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?'
      );
    } finally {
      await client.end();
    }
  }

  return { url: embedded.url, dataDir, logFile, createDatabase, version, stop: () => embedded.stop() };
}

export type BenchCluster = Awaited<ReturnType<typeof startBenchCluster>>;
