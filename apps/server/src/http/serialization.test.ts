import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get(
      '/api/test/answer',
      {
        config: { access: 'public' },
        schema: {
          response: {
            200: z.object({
              name: z.string(),
              at: z.iso.datetime(),
              hours: z.number().nullable(),
              tags: z.array(z.string()),
            }),
          },
        },
      },
      async () =>
        // A row with more than the answer declares, and a Date where the contract has a string.
        ({
          name: 'Ann',
          at: new Date('2026-11-25T08:00:00Z') as unknown as string,
          hours: null,
          tags: ['a'],
          passwordHash: 'secret',
        }),
    );
  });
});
afterAll(() => t.close());

describe('answers written from the contract (http/serialization.ts)', () => {
  it('writes the declared fields only, dates as ISO instants', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/answer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ann', at: '2026-11-25T08:00:00.000Z', hours: null, tags: ['a'] });
    expect(res.body).not.toContain('secret');
  });
});
