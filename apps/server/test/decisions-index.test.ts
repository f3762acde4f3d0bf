import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { indexText } from '../../../scripts/decisions-index.mjs';

// docs/decisions/README.md lists every record with its status: a record added or amended without
// `npm run docs:decisions` fails here, with the line that is missing or stale in the diff.
it('the index of decision records is the one the records make', () => {
  const index = readFileSync(new URL('../../../docs/decisions/README.md', import.meta.url), 'utf8');
  expect(index).toBe(indexText());
});
