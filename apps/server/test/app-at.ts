import { afterAll, beforeAll } from 'vitest';
import { httpClient } from './http-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * A test file's app on a fixed clock, or on one the tests move (`now` read at each call): started
 * before its tests, closed after them.
 */
export function testAppAt(now: number | (() => number)) {
  const app = {} as { t: TestApp; call: ReturnType<typeof httpClient> };
  const clock = typeof now === 'number' ? () => now : now;
  beforeAll(async () => {
    app.t = await buildTestApp({}, undefined, { now: () => new Date(clock()) });
    app.call = httpClient(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}
