import fs from 'node:fs';

/**
 * `npx tsx bench/trace-tree.ts <trace.json> [min ms]`: the page's main-thread work in a trace that
 * `BENCH_PAGE_TRACE=<folder> npm run bench:screens` wrote, as a tree of the events that took at least
 * `min ms` (20 by default), in seconds from the page's own request. It names what a CPU profile lumps
 * together as "(program)": parsing, evaluating the modules, style, layout, a forced layout inside
 * React's commit.
 */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/trace-tree.ts <trace.json> [min ms]');
const minMicros = Number(minArg ?? 20) * 1000;
const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);

const requested = (pattern: RegExp) =>
  events.find((e) => e.name === 'ResourceSendRequest' && pattern.test(e.args?.data?.url ?? ''));
// The page's thread is the one that asked for the app's entry; time zero is the page's own request.
const entry = requested(/\/assets\/index-/);
const page = requested(/\/(location|manager|organization)\/|\/me$/);
if (!entry || !page) throw new Error('no request for the page or the app entry in this trace');

const slices = events
  .filter((e) => e.ph === 'X' && e.dur && e.pid === entry.pid && e.tid === entry.tid)
  .map((e) => ({ event: e, start: e.ts - page.ts, end: e.ts - page.ts + (e.dur ?? 0) }))
  .sort((a, b) => a.start - b.start || b.end - a.end);

const open: { end: number }[] = [];
for (const slice of slices) {
  while (open.length > 0 && (open.at(-1)?.end ?? 0) <= slice.start) open.pop();
  const { event } = slice;
  if ((event.dur ?? 0) >= minMicros) {
    const about = (event.args?.data?.url ?? event.args?.data?.functionName ?? '').replace(/.*\//, '');
    const at = (slice.start / 1e6).toFixed(2);
    console.log(
      `${'  '.repeat(open.length)}${at} s ${Math.round((event.dur ?? 0) / 1000)} ms ${event.name} ${about}`,
    );
  }
  open.push(slice);
}
