import { defineConfig } from 'vitest/config';

// One run, three projects: `npm test` runs all of them; `--project NAME` picks one.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
