import type { CpuSample } from './cpu.ts';
import { fixed, pct } from './report.ts';

/**
 * The clock mix's target, read against the punch floor (bench/reference-server.ts, REF_KIND
 * `punch-floor`): the same punches on the same `shifts` with nothing but the one statement each.
 * A bare INSERT into a primary-key-only table was the reference before; `shifts` alone costs far
 * more than that (docs/performance.md).
 */
export const PUNCH_TARGET = { ratio: 0.8, p99Ms: 25 };

type Run = { rps: number; p50: number; p99: number; errors: number; cpu: CpuSample };

const cpuOf = (run: Run) => `${fixed(run.cpu.server)} + ${fixed(run.cpu.postgres)}`;

/** The target's line: the ratio and its rounds, p99, errors, and where each side spends its CPU. */
export function punchTarget(clock: { ratio: number; ratios: number[]; call: Run; floor: Run }) {
  const { ratio, ratios, call, floor } = clock;
  const rounds = ratios.length > 1 ? ` (rounds ${ratios.map(pct).join(', ')})` : '';
  return {
    target: `clock-in/out >= ${pct(PUNCH_TARGET.ratio)} of the punch floor, p99 <= ${PUNCH_TARGET.p99Ms} ms, 0 errors`,
    figures:
      `${pct(ratio)} of the floor${rounds}: ${fixed(call.rps)} against ${fixed(floor.rps)} req/s, ` +
      `p99 ${fixed(call.p99)} ms (floor ${fixed(floor.p99)}), ${call.errors} errors; ` +
      `CPU µs/req, server + PostgreSQL: ${cpuOf(call)} against ${cpuOf(floor)}`,
    met: ratio >= PUNCH_TARGET.ratio && call.p99 <= PUNCH_TARGET.p99Ms && call.errors === 0,
  };
}
