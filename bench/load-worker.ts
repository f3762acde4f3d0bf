import { createInterface } from 'node:readline';
import autocannon, { type Request } from 'autocannon';

/**
 * The load generator, in a process of its own so that it does not share an event loop with the
 * server it measures. Reads its job from argv[2] (JSON), warms the target up, prints `warm`, waits
 * for a line on stdin (the parent resets its counters then), runs the measured period and prints
 * one JSON line with the figures.
 */
export type LoadJob = {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  token?: string;
  /**
   * `clock`: clock-in/clock-out across many employees; each request takes the next employee in turn
   * (so one employee's punches are a whole round apart) and clocks them in or out by their state.
   */
  clock?: { codes: string[]; clockedIn: string[] };
  /** Requests per second across all connections: a steady load instead of as fast as answered. */
  rate?: number;
};

export type LoadResult = {
  /** Responses received in the measured period. */
  requests: number;
  /** Requests sent, including those still in flight at the end (the server ran them all). */
  sent: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
};

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;

const headers: Record<string, string> = { 'content-type': 'application/json' };
if (job.token) headers.authorization = `Bearer ${job.token}`;

/*
 * Who is clocked in, as the server confirmed it: a 201 clock-in adds the employee, a 200 clock-out
 * removes them. (autocannon builds one request per connection that it never sends, so guessing at
 * dispatch time would drift.) One employee's turns are a whole round of 499 requests apart, so the
 * answer to the last punch is always in before the next one is chosen.
 */
const working = new Set(job.clock?.clockedIn ?? []);
let turn = 0;
// The warm-up and the measured period punch different halves of the employees: the warm-up's last
// requests are cut off unanswered, so their employees' state is unknown afterwards.
const allCodes = job.clock?.codes ?? [];
const halves = [allCodes.slice(0, allCodes.length / 2), allCodes.slice(allCodes.length / 2)];
let codes = halves[0] as string[];
const base = new URL(job.url);
const requests: Request[] | undefined = job.clock
  ? [
      {
        method: 'POST',
        setupRequest(request: Request): Request {
          const code = codes[turn++ % codes.length] as string;
          return {
            ...request,
            method: 'POST',
            path: `${base.pathname}/${working.has(code) ? 'clock-out' : 'clock-in'}`,
            body: JSON.stringify({ employeeId: code }),
          };
        },
        onResponse(status: number, body: string) {
          if (status !== 200 && status !== 201) return;
          const code = (JSON.parse(body) as { shift: { employee: { employeeId: string } } }).shift.employee
            .employeeId;
          if (status === 201) working.add(code);
          else working.delete(code);
        },
      },
    ]
  : undefined;

async function run(seconds: number) {
  return autocannon({
    url: job.url,
    connections: job.connections,
    duration: seconds,
    headers,
    ...(requests ? { requests } : {}),
    ...(job.rate ? { overallRate: job.rate } : {}),
  });
}

if (job.warmupSeconds > 0) await run(job.warmupSeconds);
process.stdout.write('warm\n');
await new Promise<void>((resolve) => {
  const lines = createInterface({ input: process.stdin });
  lines.once('line', () => {
    lines.close();
    process.stdin.destroy(); // nothing more to read: let the process end when the run does
    resolve();
  });
});
codes = halves[1] as string[];
const result = await run(job.seconds);
const statuses: Record<string, number> = {};
for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
  statuses[code] = (stat as { count: number }).count;
}
const out: LoadResult = {
  requests: result.requests.total,
  sent: result.requests.sent,
  seconds: result.duration,
  rps: result.requests.total / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  statuses,
};
process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(0));
