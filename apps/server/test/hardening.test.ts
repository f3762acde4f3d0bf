import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from './fixtures.ts';
import { httpClient } from './http-client.ts';
import { buildTestApp, TEST_MASTER_KEY, type TestApp } from './test-app.ts';

/** What a careful operator checks: logs without secrets, limits that hold under a burst. */
let t: TestApp;
let logged = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({}, undefined, { logger: pino({ level: 'trace' }, sink) });
});
afterAll(() => t.close());

describe('hardening', () => {
  it('logs one line per request and never a password, token or key', async () => {
    const call = httpClient(t);
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id, { managerPassword: 'Secret-Manager-9!' });
    const login = await call({
      method: 'POST',
      url: '/api/auth/login',
      body: { locationId: loc.code, password: 'Secret-Manager-9!', accountType: 'manager' },
    });
    const token = login.body.token as string;
    await call({ url: '/api/auth/validate', token });
    await call({ method: 'POST', url: '/api/master-auth/login', body: { password: TEST_MASTER_KEY } });
    await call({ url: '/api/auth/verify-email/status?token=one-time-link-secret' });

    const lines = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.path)).toEqual([
      '/api/auth/login',
      '/api/auth/validate',
      '/api/master-auth/login',
      '/api/auth/verify-email/status',
    ]);
    expect(requests[0]).toMatchObject({ method: 'POST', status: 200 });
    for (const secret of ['Secret-Manager-9!', token, TEST_MASTER_KEY, 'one-time-link-secret', '$argon2']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('holds the login limit against a burst of 100 attempts', async () => {
    const call = httpClient(t);
    const { organization } = await createOrganization(t.db);
    const loc = await createLocation(t.db, organization.id);
    const burst = await Promise.all(
      Array.from({ length: 100 }, () =>
        call({
          method: 'POST',
          url: '/api/auth/login',
          body: { locationId: loc.code, password: 'wrong-guess1', accountType: 'location' },
          ip: '203.0.113.7',
        }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    // The limit is checked before the slow password hash, so a burst cannot slip many guesses past it.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(80);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick a fresh address per guess', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { locationId: `ZZZZ${i % 8}2`.slice(0, 6), password: 'guess123', accountType: 'location' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        remoteAddress: '203.0.113.99',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
