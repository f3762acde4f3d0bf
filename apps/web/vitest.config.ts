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
  },
});
