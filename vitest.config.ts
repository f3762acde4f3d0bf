import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, three projects: `npm test` runs all of them; `--project NAME` picks one.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // A worker per core, and two on a 2-core host where Vitest's default (cores − 1) is one: the
    // server's files spend much of their time waiting on their database, so a second file runs in
    // that time. The whole unit run took 24 minutes with two workers on the project's 2-core host,
    // against about 46 with one in the clean-clone CI run before (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
