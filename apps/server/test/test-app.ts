import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

export const TEST_MASTER_KEY = 'test-master-key-0123456789';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A real app on its own fresh, migrated database (cloned from the run's
 * template). Call `close()` in afterAll; it drops the database.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: App) => void,
  options: {
    now?: () => Date;
    logger?: FastifyBaseLogger;
    /** A database of the test's own, already migrated, to run on instead of a fresh clone (dropped on close). */
    database?: string;
  } = {},
) {
  const adminUrl = inject('adminDatabaseUrl');
  const name = options.database ?? `shiftclock_test_${randomBytes(6).toString('hex')}`;
  if (!options.database)
    await adminQuery(adminUrl, `create database ${name} template ${inject('templateDatabase')}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const database: Database = connectDatabase(databaseUrl, { max: 5 });
  // The outbox of mail sent without SMTP lands in a folder of the test's own.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-app-'));
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', MASTER_KEY: TEST_MASTER_KEY }),
    dataDir,
    databaseUrl,
    // No web build in API tests: unknown paths answer JSON.
    webDistDir: '/nonexistent',
    ...overrides,
  };
  const app = await buildApp({ config, database, now: options.now, logger: options.logger });
  // No answer anywhere in the test suite may carry a password hash: a leak fails the test that caused it.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string' && /\$argon2|password_?hash/i.test(payload)) {
      throw new Error(`${request.method} ${request.url} answered with a password hash`);
    }
    return payload;
  });
  // Every answer is the one its contract definition declares (packages/contract/src/endpoints/): its
  // status is listed, so the web client and the API reference know it (500 is the unplanned failure
  // no definition lists), and a JSON body passes the status's zod schema. The server writes answers
  // with serializers compiled from the contract (http/serialization.ts), which do not validate, so a
  // field of the wrong type or a missing one fails here, in the test that caused it.
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || reply.statusCode === 500) return payload;
    const fail = (problem: string) => {
      console.error(problem);
      throw new Error(problem);
    };
    const schema = endpoint.responses[reply.statusCode];
    if (!schema) {
      fail(
        `${endpoint.method} ${endpoint.path} answered ${reply.statusCode}, a status its definition does not declare`,
      );
    }
    const json = String(reply.getHeader('content-type') ?? '').includes('json');
    if (schema && json && typeof payload === 'string' && payload !== '') {
      const checked = schema.safeParse(JSON.parse(payload));
      if (!checked.success) {
        fail(
          `${request.method} ${request.url} answered ${reply.statusCode} outside its contract: ${checked.error.message}`,
        );
      }
    }
    return payload;
  });
  beforeReady?.(app);
  await app.ready();
  const siblings: { app: App; database: Database }[] = [];
  return {
    app,
    /** Another instance of the server on the same database, as a load balancer would run it. */
    async sibling() {
      const siblingDatabase = connectDatabase(databaseUrl, { max: 5 });
      const sibling = await buildApp({
        config,
        database: siblingDatabase,
        now: options.now,
        logger: options.logger,
      });
      await sibling.ready();
      siblings.push({ app: sibling, database: siblingDatabase });
      return sibling;
    },
    db: database.db,
    pool: database.pool,
    config,
    async close() {
      for (const sibling of siblings) {
        await sibling.app.close();
        await sibling.database.close();
      }
      await app.close();
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
