import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import { RestoreError, restoreBackup, writeBackup } from './backup.ts';
import { withDatabaseUrl } from './database-url.ts';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE [--replace]`, against the database that
 * `npm start` uses: DATABASE_URL, or the embedded one in DATA_DIR (reused while the server runs).
 * A FILE ending in .gz is compressed. See docs/operations.md.
 */

const usage = 'usage: backup [FILE]  |  restore FILE [--replace]';

function defaultBackupFile(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return path.join('backups', `shiftclock-${stamp}.ndjson.gz`);
}

async function backup(file: string) {
  await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // Written under a temporary name and renamed when complete: a file with the final name is whole.
  const partial = `${file}.partial`;
  // The file holds password hashes and the token secret: readable by its owner only.
  const sink = createWriteStream(partial, { mode: 0o600 });
  const gzip = file.endsWith('.gz') ? createGzip() : undefined;
  const out: Writable = gzip ?? sink;
  gzip?.pipe(sink);
  try {
    const summary = await withDatabaseUrl((url) => writeBackup(url, out));
    out.end();
    await finished(sink);
    await fs.rename(partial, file);
    const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`Backup written to ${file}: ${summary.tables} tables, ${total} rows.`);
  } catch (error) {
    sink.destroy();
    await fs.rm(partial, { force: true });
    throw error;
  }
}

async function restore(file: string, replace: boolean) {
  await fs.access(file);
  const open = (): Readable => {
    const stream = createReadStream(file);
    return file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream;
  };
  const summary = await withDatabaseUrl((url) => restoreBackup(url, open, { replace }));
  const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  console.log(`Restored ${file}: ${summary.tables} tables, ${total} rows.`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  if (command === 'backup') return backup(file ?? defaultBackupFile());
  if (command === 'restore' && file) return restore(file, values.replace);
  console.error(usage);
  process.exit(2);
}

main().catch((error) => {
  // A refused restore is the user's to fix: say why without a stack trace.
  console.error(error instanceof RestoreError ? `Restore refused: ${error.message}` : error);
  process.exit(1);
});
