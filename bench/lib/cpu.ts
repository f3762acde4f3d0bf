import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time per request, by process: the server (or reference) process and PostgreSQL (the postmaster
 * and its children: the backends, the WAL writer, the checkpointer). A throughput ratio moves with
 * whatever else the shared machine runs; CPU per request moves much less, and it says which side of
 * the gap to work on (docs/performance-history.md, "Session 31"). Linux only: read from /proc.
 */
export type CpuSample = { server: number; postgres: number };

/**
 * The fields of /proc/PID/stat after the command name (so index 1 is field 4, the parent's PID), or
 * undefined if the process is gone. The name may hold spaces and parentheses: count from its last ')'.
 */
function statFields(pid: number): number[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return undefined; // gone, or not Linux
  }
}

/** sysconf(_SC_CLK_TCK): 100 on every Linux the bench runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * User plus system seconds a process has used (fields 14 and 15), plus, with `reaped`, those of its
 * children that have ended (16 and 17): a PostgreSQL backend that ends between two samples (a
 * reference's pool closing) moves its time to the postmaster's account.
 */
function cpuSecondsOf(pid: number, reaped = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const own = (fields[11] ?? 0) + (fields[12] ?? 0);
  const children = reaped ? (fields[13] ?? 0) + (fields[14] ?? 0) : 0;
  return (own + children) / CLOCK_TICKS_PER_SECOND;
}

function childrenOf(parent: number): number[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.map(Number).filter((pid) => statFields(pid)?.[1] === parent);
}

/** The postmaster's PID: the first line of postmaster.pid in its data folder. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
}

export function sampleCpu(serverPid: number, postmaster: number): CpuSample {
  const postgres = childrenOf(postmaster).reduce(
    (sum, pid) => sum + cpuSecondsOf(pid),
    cpuSecondsOf(postmaster, true),
  );
  return { server: cpuSecondsOf(serverPid), postgres };
}

/** Microseconds of CPU per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuSample {
  const per = (seconds: number) => (requests ? (seconds * 1e6) / requests : 0);
  return { server: per(after.server - before.server), postgres: per(after.postgres - before.postgres) };
}
