import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to a database on the test server from which databases can be created. */
    adminDatabaseUrl: string;
    /** A migrated database that each test file clones. */
    templateDatabase: string;
  }
}

let embedded: EmbeddedPostgres | undefined;
let tempDir: string | undefined;
let adminUrl: string;
let template: string;

/**
 * One PostgreSQL for the whole run: the server named by TEST_DATABASE_URL, or a
 * throwaway embedded cluster. A template database is migrated once; each test
 * file clones it (test/test-app.ts), which takes milliseconds.
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-test-'));
    await fs.chmod(tempDir, 0o755); // the postgres user must reach its folder inside
    embedded = await startEmbeddedPostgres({
      dir: tempDir,
      // Durability is tested against the real server elsewhere; here speed matters.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = embedded.url;
  }
  template = `shiftclock_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${template}`);
  await migrateDatabase(withDatabase(adminUrl, template));
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
}

export async function teardown() {
  await adminQuery(`drop database if exists ${template} with (force)`).catch(() => {});
  await embedded?.stop();
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
