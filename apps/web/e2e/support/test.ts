import { test as base, expect, type Page } from '@playwright/test';

// Every story fails on a console error or an uncaught exception. Chromium logs each non-2xx fetch as
// a console error ("Failed to load resource: … status of 401 (Unauthorized)"); a story that provokes
// one on purpose names its status with `allowHttpErrors`, one that cuts the network calls
// `allowNetworkErrors`, and any other error still fails it.
export const test = base.extend<{
  allowHttpErrors: (...statuses: number[]) => void;
  allowNetworkErrors: () => void;
}>({
  allowHttpErrors: [
    async ({ page }, use) => {
      const allowed = new Set<number>();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const status = message.text().match(/^Failed to load resource: .* status of (\d{3})/)?.[1];
        if (status && allowed.has(Number(status))) return;
        if (networkErrorsAllowed.has(page) && /^Failed to load resource: net::ERR_/.test(message.text()))
          return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((...statuses) => {
        for (const status of statuses) allowed.add(status);
      });
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // A story that cuts the network: whatever request is in flight then fails, by design.
  allowNetworkErrors: async ({ page }, use) => {
    await use(() => {
      networkErrorsAllowed.add(page);
    });
  },
});

const networkErrorsAllowed = new WeakSet<Page>();

export { expect };
