import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordsManifest } from '@shiftclock/contract/records';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { csvLine } from './record-cells.ts';
import type { RecordFile } from './record-files.ts';

/**
 * The inspector's ZIP (fflate): each CSV file deflated as it is written, its SHA-256, bytes and rows
 * counted over exactly the bytes stored, then manifest.json listing them. Built in memory: a
 * 25-person location's 4 years is about 40,000 shifts, a few tens of megabytes of CSV, and a whole
 * answer means a failure half-way is a 500, not a cut-off archive. Rows are written in batches with
 * the event loop handed back between them, so other requests are not held up while it is built.
 */

/** About 20 ms of work on a busy core: a location's local times are most of a row's cost. */
const ROWS_PER_BATCH = 250;
/** Deflate's middle level: CSV of repeated IDs and times shrinks about tenfold at a modest cost. */
const LEVEL = 6;

export type ManifestFile = RecordsManifest['files'][number];

export class RecordsArchive {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  private failure: Error | null = null;
  private ended = false;
  readonly files: ManifestFile[] = [];

  constructor(private readonly createdAt: Date) {
    this.zip = new Zip((error, data, final) => {
      if (error) this.failure = error;
      else this.chunks.push(data);
      if (final) this.ended = true;
    });
  }

  private open(name: string) {
    const file = new ZipDeflate(name, { level: LEVEL });
    file.mtime = this.createdAt;
    this.zip.add(file);
    const hash = createHash('sha256');
    let bytes = 0;
    return {
      push: (text: string, final: boolean) => {
        const data = strToU8(text);
        hash.update(data);
        bytes += data.length;
        file.push(data, final);
      },
      done: () => ({ sha256: hash.digest('hex'), bytes }),
    };
  }

  /** Adds a CSV file: its header line, then its rows, and notes it for the manifest. */
  async addCsv(file: RecordFile) {
    const out = this.open(file.name);
    let batch = [csvLine(file.header)];
    let rows = 0;
    for (const row of file.rows()) {
      batch.push(csvLine(row));
      rows += 1;
      if (batch.length >= ROWS_PER_BATCH) {
        out.push(batch.join(''), false);
        batch = [];
        await nextTurn();
      }
    }
    out.push(batch.join(''), true);
    this.files.push({ name: file.name, ...out.done(), rows });
  }

  /** Adds manifest.json (not listed in itself) and closes the archive. */
  finish(manifest: RecordsManifest): Buffer {
    const out = this.open('manifest.json');
    out.push(`${JSON.stringify(manifest, null, 2)}\n`, true);
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.ended) throw new Error('the ZIP did not end');
    return Buffer.concat(this.chunks);
  }
}
