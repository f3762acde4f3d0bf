import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each test file gets its own database, so files may run in parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
