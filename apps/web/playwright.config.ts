import { defineConfig } from '@playwright/test';

// No webServer: the lead's runner script starts the real server and sets E2E_BASE_URL.
// Debian's Chromium is used instead of a downloaded browser.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // A story walks a whole task in a real browser; on a slow shared machine the longest took 41 s
  // where it usually takes 14. A story that is stuck still fails, a minute later.
  timeout: 60_000,
  // In CI a story that fails is run once more: the CI host is shared and loaded (three suites side
  // by side), and one story out of 160 timing out there blocked a whole change. One that passes the
  // second time is reported as flaky, and .ci/run repeats its name at the end (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The kiosk's service worker keeps files while a story may be cutting the network, and every
    // file it could not fetch is a console error. Stories of the offline kiosk open their own
    // context (e2e/support/kiosk-context.ts), where it runs.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
