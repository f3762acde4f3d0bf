import { errorBody } from '@shiftclock/contract/endpoint';
import { allEndpoints } from '@shiftclock/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ debugRoutes: true });
});
afterAll(() => t.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url.replace(/\/$/, '')}`;

describe('endpoints defined once (packages/contract/src/endpoints/)', () => {
  it('registers a route for every definition and no /api route without one, with the same access rule', () => {
    const routes = new Map(t.app.apiRoutes.map((route) => [keyOf(route), route]));
    const definitions = new Map(
      allEndpoints.map((endpoint) => [keyOf({ method: endpoint.method, url: endpoint.path }), endpoint]),
    );
    expect(
      [...routes.keys()].filter((key) => !definitions.has(key)),
      'routes without a definition',
    ).toEqual([]);
    expect(
      [...definitions.keys()].filter((key) => !routes.has(key)),
      'definitions without a route',
    ).toEqual([]);
    const accessDiffers = [...definitions].filter(
      ([key, endpoint]) => JSON.stringify(routes.get(key)?.access) !== JSON.stringify(endpoint.access),
    );
    expect(
      accessDiffers.map(([key]) => key),
      'routes whose access differs from the definition',
    ).toEqual([]);
  });

  it('gives every definition a success answer, and the shared refusal body to every error status', () => {
    for (const endpoint of allEndpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const statuses = Object.keys(endpoint.responses).map(Number);
      // A browser-facing endpoint's success may be a redirect (single sign-on's callback answers 303).
      expect(
        statuses.some((status) => status < 400),
        `${name} has no success answer`,
      ).toBe(true);
      for (const status of statuses.filter((status) => status >= 400)) {
        const schema = endpoint.responses[status];
        const isRefusal =
          schema === errorBody || (schema instanceof z.ZodObject && 'message' in schema.shape);
        expect(isRefusal, `${name} ${status} answers the refusal body`).toBe(true);
      }
    }
  });
});
