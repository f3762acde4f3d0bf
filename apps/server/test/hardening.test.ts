import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
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
  t = await buildTestApp(
    {},
    (app) => {
      // A statement that fails on a value from the request, as a NUL in a text field once did.
      app.get<{ Querystring: { email: string } }>(
        '/api/test/failing-query',
        { config: { access: 'public' } },
        async (request) => t.db.execute(sql`select ${request.query.email}::uuid`),
      );
    },
    { logger: createLogger('trace', sink) },
  );
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

  it('logs a 500 with the error class, message and stack, never the statement, its parameters or request values', async () => {
    const secretEmail = 'private.person@example.com';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test/failing-query?email=${encodeURIComponent(secretEmail)}`,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    const line = logged
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text))
      .find((entry) => entry.msg === 'unhandled error');
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('Failed query'),
      stack: expect.stringMatching(/^DrizzleQueryError: Failed query.*\n\s+at /),
      cause: {
        type: 'DatabaseError',
        code: '22P02',
        message: expect.stringContaining('invalid input syntax'),
      },
    });
    const text = JSON.stringify(line);
    for (const leak of [secretEmail, 'select', 'params', '$1']) expect(text).not.toContain(leak);
  });

  it('refuses NUL and the other C0 controls with a field error on the public calls, logging no error', async () => {
    const before = logged.length;
    const calls = [
      { url: '/api/auth/forgot-password', body: { email: 'a\u0000b@x.io' }, field: 'email' },
      { url: '/api/auth/resend-verification', body: { email: 'a@x\u0001.io' }, field: 'email' },
      {
        url: '/api/auth/login',
        body: { accountType: 'orgAdmin', email: 'a\u0000@x.io', password: 'x' },
        field: 'email',
      },
      {
        url: '/api/auth/login',
        body: { accountType: 'location', locationId: 'AB\u0000CDE', password: 'x' },
        field: 'locationId',
      },
      {
        url: '/api/auth/register-organization',
        body: {
          organizationName: 'Café\u001b',
          email: 'n@x.io',
          password: 'Newpass1!',
          confirmPassword: 'Newpass1!',
        },
        field: 'organizationName',
      },
    ];
    for (const { url, body, field } of calls) {
      const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: '192.0.2.16' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([
        { path: field, msg: 'Must not contain control characters', code: 'CONTROL_CHARACTERS' },
      ]);
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email/status?token=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([
      { path: 'token', msg: 'Must not contain control characters', code: 'CONTROL_CHARACTERS' },
    ]);
    expect(logged.slice(before)).not.toMatch(/"level":50/);
  });
});
