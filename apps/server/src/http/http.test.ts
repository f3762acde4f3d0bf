import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { Conflict } from '../platform/errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.post(
      '/api/test/echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }) },
      },
      async (request) => ({ message: 'ok', name: request.body.name }),
    );
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret detail from deep inside');
    });
    app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw new Conflict('Ann is already clocked in');
    });
  });
});
afterAll(() => t.close());

describe('HTTP conventions (docs/product.md section 11.2)', () => {
  it('answers health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?token=abc' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toContain('/api/does-not-exist');
    expect(res.json().message).not.toContain('token');
  });

  it('names each invalid field, and uses a lone field error as the message', async () => {
    const one = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', age: 3 } });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      message: 'Name is required',
      errors: [{ path: 'name', msg: 'Name is required' }],
    });

    const two = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', age: 'x' },
    });
    expect(two.statusCode).toBe(400);
    expect(
      two
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['age', 'name']);
  });

  it('refuses malformed JSON with 400 Invalid JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ann",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid JSON body' });
  });

  it('refuses a body over 100 kB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(101 * 1024), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('rejects prototype-poisoning keys instead of merging them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Ann","age":1,"__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers typed errors with their status and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ann is already clocked in' });
  });

  it('answers an unexpected error with 500 and no detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  it('sends the API security headers, on refusals and failures too: nothing may load or frame an answer', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/test/conflict', 409],
      ['/api/test/boom', 500],
      ['/api/no-such-call', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // The headers that only govern a page's own behaviour stay with pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('publishes OpenAPI generated from the endpoint definitions, and a browsable reference', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    // Every status a definition declares is documented, the refusals too.
    expect(Object.keys(doc.paths['/api/shift/clock-in'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );

    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
