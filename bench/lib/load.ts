import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from '../load-worker.ts';

const worker = fileURLToPath(new URL('../load-worker.ts', import.meta.url));

/**
 * Runs one load job in a separate process (bench/load-worker.ts). `beforeMeasure` runs between the
 * warm-up and the measured period: the place to reset the database's statement counters.
 */
export async function runLoad(job: LoadJob, beforeMeasure?: () => Promise<void>): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(job)], {
    cwd: path.dirname(worker),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let result: LoadResult | undefined;
  for await (const line of lines) {
    if (line === 'warm') {
      await beforeMeasure?.();
      child.stdin.write('go\n');
    } else if (line.startsWith('{')) {
      result = JSON.parse(line) as LoadResult;
    }
  }
  const code = await exited;
  if (!result) throw new Error(`load worker exited with ${code} and no result`);
  return result;
}
