import type { Page, Request } from '@playwright/test';

/**
 * Playwright's 'networkidle' never comes on a screen that holds its live-updates stream open
 * (GET /api/events). This tracks the page's other requests from now on; `quiet()` resolves once
 * none has been in flight for `quietMs`.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isStream = (request: Request) => new URL(request.url()).pathname === '/api/events';
  page.on('request', (request) => {
    if (isStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`requests still in flight: ${[...inFlight].map((r) => r.url())}`);
        await page.waitForTimeout(50);
      }
    },
  };
}
