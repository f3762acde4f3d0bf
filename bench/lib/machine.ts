import { readFileSync } from 'node:fs';
import os from 'node:os';

/** What the figures were measured on: they mean nothing without it. */
export function machine() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    // not Linux: os.cpus() it is
  }
  return {
    cpus: os.availableParallelism(),
    cpu,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
  };
}

/** The 1, 5 and 15 minute load averages: other work on a shared machine shows here. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
