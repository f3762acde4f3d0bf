import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { listenForNotices } from '../db/notifications.ts';
import { AUTH_CHANGE_CHANNEL, SessionCache } from './session-cache.ts';

let t: TestApp;
let cache: SessionCache;
let stop: () => Promise<void>;
beforeAll(async () => {
  t = await buildTestApp();
  cache = new SessionCache();
  stop = listenForNotices(
    t.pool.options,
    {
      channels: { [AUTH_CHANGE_CHANNEL]: () => cache.forgetAll() },
      onListening: (listening) => cache.setListening(listening),
    },
    pino({ level: 'silent' }),
  );
  await until(() => isCaching());
});
afterAll(async () => {
  await stop();
  await t.close();
});

async function until(condition: () => Promise<boolean> | boolean, ms = 2_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** True when a second lookup of a fresh key is answered from the cache. */
async function isCaching() {
  const key = `probe-${Math.random()}`;
  let loads = 0;
  const load = async () => ++loads;
  await cache.get(key, load);
  await cache.get(key, load);
  return loads === 1;
}

describe('the session cache', () => {
  it('answers a repeated lookup without loading again', async () => {
    let loads = 0;
    const load = async () => ({ tokenVersion: ++loads });
    expect(await cache.get('a', load)).toEqual({ tokenVersion: 1 });
    expect(await cache.get('a', load)).toEqual({ tokenVersion: 1 });
    expect(loads).toBe(1);
  });

  it('forgets everything when one of the tables a token check reads changes, by whatever wrote it', async () => {
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('b', load);
    // A statement-level trigger notifies even when no row matched.
    await t.pool.query('update org_admins set token_version = token_version where false');
    await until(async () => (await cache.get('b', load)) === 2);
  });

  it('does not keep an answer loaded while a change was being noticed', async () => {
    let loads = 0;
    const slowLoad = async () => {
      loads += 1;
      cache.forgetAll(); // a notice arrives while the row is being read
      return loads;
    };
    await cache.get('c', slowLoad);
    await cache.get('c', slowLoad);
    expect(loads).toBe(2);
  });

  it('checks every token in the database while it cannot listen, and caches again once it can', async () => {
    await t.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen "auth_change"' and datname = current_database()`,
    );
    let loads = 0;
    const load = async () => ++loads;
    await until(async () => {
      const before = loads;
      await cache.get('d', load);
      await cache.get('d', load);
      return loads - before === 2;
    });
    await until(() => isCaching());
  });
});
