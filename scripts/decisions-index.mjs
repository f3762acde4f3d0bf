// Writes docs/decisions/README.md, the index of the decision records, from the records themselves:
// `npm run docs:decisions`. A test (apps/server/test/decisions-index.test.ts) fails when the index
// is not what this script would write, so a new or amended record can't be left out of it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const RECORD = /^\d{4}-.+\.md$/;

/** A record's number, title, status (its first clause) and date, read from its first lines. */
export function summaryOf(file, text) {
  const title = /^# (\d{4})\s+(.+)$/m.exec(text);
  const status = /^Status:\s*(.+)$/m.exec(text);
  const date = /^Date:\s*(\d{4}-\d{2}-\d{2})/m.exec(text) ?? /(\d{4}-\d{2}-\d{2})/.exec(status?.[1] ?? '');
  if (!title || !status || !date)
    throw new Error(`${file}: needs '# NNNN Title', 'Status:' and 'Date:' lines`);
  const amended = /amended|superseded|amends/i.test(status[1]) ? ', amended' : '';
  const state = (/^\s*([a-z]+)/i.exec(status[1])?.[1] ?? '').toLowerCase();
  return { file, number: title[1], title: title[2].trim(), status: `${state}${amended}`, date: date[1] };
}

export function indexText(dir = folder) {
  const rows = readdirSync(dir)
    .filter((name) => RECORD.test(name))
    .sort()
    .map((name) => summaryOf(name, readFileSync(path.join(dir, name), 'utf8')))
    .map((r) => `| ${r.number} | [${r.title.replaceAll('|', '\\|')}](${r.file}) | ${r.status} | ${r.date} |`);
  return [
    '# Decision records',
    '',
    'Why the code is as it is: one record per decision, numbered, with its status and date. A record',
    'that stops being true is amended (its Status line says by what) or superseded, never deleted.',
    'Write a new one from [TEMPLATE.md](TEMPLATE.md) with the next free number, then run',
    '`npm run docs:decisions` to rewrite this index (a test fails while it is out of date).',
    '',
    '| # | decision | status | date |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(folder, 'README.md'), indexText());
}
