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

/**
 * The target's line: the throughput ratio at saturation and its rounds, where each side spends its
 * CPU, and the p99 at a steady rate. At saturation 50 connections queue for 10 pooled ones, so the
 * latency there is the queue (Little's law: 50 / req/s), the floor's included; the p99 target is
 * read at the steady rate instead (docs/performance.md).
 */
export function punchTarget(clock: {
  ratio: number;
  ratios: number[];
  call: Run;
  floor: Run;
  steady: { call: Run; floor: Run; rate: number };
}) {
  const { ratio, ratios, call, floor, steady } = clock;
  const rounds = ratios.length > 1 ? ` (rounds ${ratios.map(pct).join(', ')})` : '';
  return {
    target: `clock-in/out >= ${pct(PUNCH_TARGET.ratio)} of the punch floor, p99 <= ${PUNCH_TARGET.p99Ms} ms at ${steady.rate}/s, 0 errors`,
    figures:
      `${pct(ratio)} of the floor${rounds}: ${fixed(call.rps)} against ${fixed(floor.rps)} req/s ` +
      `(p99 ${fixed(call.p99)} ms, floor ${fixed(floor.p99)}); at ${steady.rate}/s p50 / p99 ` +
      `${fixed(steady.call.p50)} / ${fixed(steady.call.p99)} ms (floor ${fixed(steady.floor.p50)} / ${fixed(steady.floor.p99)}); ` +
      `${call.errors + steady.call.errors} errors; CPU µs/req, server + PostgreSQL: ${cpuOf(call)} against ${cpuOf(floor)}`,
    met:
      ratio >= PUNCH_TARGET.ratio &&
      steady.call.p99 <= PUNCH_TARGET.p99Ms &&
      call.errors === 0 &&
      steady.call.errors === 0,
  };
}
