import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Takes precedence over vite.config.ts for tests: no Tailwind, no dev server, just React in jsdom.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The setup's beforeAll loads every lazy screen and all four languages' strings; on a shared
    // 2-core host running the three projects at once that took over the default 10 s (a CI run
    // failed on it), though it is one-off work per file, not a test that hangs.
    hookTimeout: 60_000,
    // One module graph and one jsdom per worker instead of per file: each file re-importing React,
    // Radix, the router and every screen cost about 237 s of a run's time, summed over files. The
    // files share no state that setup.ts does not reset after each test (a shuffled order passes
    // twice; docs/decisions/0185-ci-runs-suites-side-by-side.md).
    isolate: false,
  },
});
