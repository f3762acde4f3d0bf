import { afterAll, beforeAll } from 'vitest';
import { httpClient } from './http-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** A test file's app on a fixed clock: started before its tests, closed after them. */
export function testAppAt(now: number) {
  const app = {} as { t: TestApp; call: ReturnType<typeof httpClient> };
  beforeAll(async () => {
    app.t = await buildTestApp({}, undefined, { now: () => new Date(now) });
    app.call = httpClient(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}
