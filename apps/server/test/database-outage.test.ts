import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

/** PostgreSQL stopped under a running server: quick 503s, no hang; back again: recovery without a restart. */
let dir: string;
let pg: EmbeddedPostgres;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-outage-'));
  await fs.chmod(dir, 0o755);
  pg = await startEmbeddedPostgres({ dir, settings: { fsync: 'off' } });
  await migrateDatabase(pg.url);
  database = connectDatabase(pg.url);
  const config = { ...loadConfig({ MASTER_KEY: 'outage-master-key-123' }), webDistDir: '/nonexistent' };
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await pg?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function timed(url: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const started = Date.now();
  const res = await app.inject({ method, url, payload });
  return { status: res.statusCode, body: res.json(), ms: Date.now() - started };
}

describe('database outage', () => {
  it('answers 503 within 2 s while PostgreSQL is down, and recovers when it is back', async () => {
    expect((await timed('/api/health')).status).toBe(200);
    await pg.stop();

    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2000);
    const login = await timed('/api/auth/login', 'POST', {
      locationId: 'ABCDEF',
      password: 'x',
      accountType: 'location',
    });
    expect(login.status).toBe(503);
    expect(login.body.message).toMatch(/temporarily unavailable/);
    expect(login.ms).toBeLessThan(2000);

    pg = await startEmbeddedPostgres({ dir, port: pg.port, settings: { fsync: 'off' } });
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await timed('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(
      (
        await timed('/api/auth/login', 'POST', {
          locationId: 'ABCDEF',
          password: 'x',
          accountType: 'location',
        })
      ).status,
    ).toBe(401);
  }, 60_000);
});
