import { afterAll, beforeAll } from 'vitest';
import { httpClient } from './http-client.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** testAppAt (app-at.ts) with mail sent over real SMTP to a sink of the file's own. */
export function smtpTestAppAt(now: number) {
  const app = {} as { t: TestApp; call: ReturnType<typeof httpClient>; smtp: Sink };
  beforeAll(async () => {
    app.smtp = await startSmtpSink();
    app.t = await buildTestApp({ smtpUrl: app.smtp.url }, undefined, { now: () => new Date(now) });
    app.call = httpClient(app.t);
  });
  afterAll(() => Promise.all([app.t.close(), app.smtp.close()]));
  return app;
}
