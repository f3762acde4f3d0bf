import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/demo-data.ts';
import {
  LIVE_STREAMS_PER_LOCATION,
  LIVE_STREAMS_PER_TOKEN,
} from '../../apps/server/src/features/live/live-updates.ts';
import { api } from './api.ts';
import type { BenchCluster } from './cluster.ts';
import { type Child, startProductServer } from './processes.ts';
import { median } from './report.ts';
import { streamLocationCode } from './seed.ts';

/** A live-updates stream held open by the benchmark: counts the events it has received. */
type HeldStream = { changes: () => number; close: () => void };

function holdStream(port: number, token: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    let text = '';
    let changes = 0;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        // One connection per stream, as each tablet has its own.
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let ready = false;
        res.on('data', (chunk: string) => {
          text += chunk;
          const events = text.split('\n\n');
          text = events.pop() ?? '';
          for (const event of events) {
            if (event.startsWith('event: change')) changes += 1;
            if (event.startsWith('event: ready') && !ready) {
              ready = true;
              resolve({ changes: () => changes, close: () => request.destroy() });
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

async function rssKiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? Number.NaN);
}

/** Each stream location's staff, IDs 001 upwards (one of them is punched each round). */
const PEOPLE_PER_LOCATION = 25;

/**
 * Live updates at size: one server instance holds `count` open streams, and the benchmark measures
 * the server's resident memory per stream and how long punches take to reach every stream. The
 * server caps streams at LIVE_STREAMS_PER_TOKEN a token and LIVE_STREAMS_PER_LOCATION a location
 * (apps/server/src/features/live/live-updates.ts, closing the oldest beyond), so the streams are
 * spread over as many locations as needed, each full, five to a manager's token; each round punches
 * once at every location at the same moment (the worst case for one instance: every stream gets an
 * event) and waits until the last stream has it.
 */
export async function measureStreams(options: {
  cluster: BenchCluster;
  tmp: string;
  children: Child[];
  count: number;
  punches: number;
}) {
  const url = await options.cluster.createDatabase('bench_streams');
  const database = connectDatabase(url, { max: 2 });
  const places = Math.ceil(options.count / LIVE_STREAMS_PER_LOCATION);
  const codes = Array.from({ length: places }, (_, i) => streamLocationCode(i));
  await seedDemo(database.db, {
    organizationName: 'Bench Streams',
    email: 'streams@bench.local',
    locations: codes.map((code, i) => ({ name: `Screen Hall ${i + 1}`, timezone: 'Europe/Paris', code })),
    employeesPerLocation: PEOPLE_PER_LOCATION,
    weeksBack: 0,
    weeksAhead: 0,
    now: new Date(),
    seed: 5,
  });
  await database.close();
  const server = await startProductServer({ databaseUrl: url, dataDir: path.join(options.tmp, 'streams') });
  options.children.push(server);
  const client = api(`http://127.0.0.1:${server.port}`);
  const pid = server.child.pid ?? 0;

  // Warm the route (first-call compilation) before measuring memory.
  const first = await client.locationToken(codes[0] as string, 'manager');
  (await holdStream(server.port, first)).close();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await rssKiB(pid);
  const streams: HeldStream[] = [];
  const openStarted = Date.now();
  const sites: { token: string; employeeId: string }[] = [];
  for (const [i, code] of codes.entries()) {
    const here = Math.min(LIVE_STREAMS_PER_LOCATION, options.count - i * LIVE_STREAMS_PER_LOCATION);
    // One login at a time: the server hashes one password per core at once, and answers busy beyond.
    const tokens: string[] = [];
    while (tokens.length * LIVE_STREAMS_PER_TOKEN < here)
      tokens.push(await client.locationToken(code, 'manager'));
    streams.push(
      ...(await Promise.all(
        Array.from({ length: here }, (_, n) =>
          holdStream(server.port, tokens[Math.floor(n / LIVE_STREAMS_PER_TOKEN)] as string),
        ),
      )),
    );
    // The demo seeds people at work "now" (which ones depends on the hour): punch someone who is not.
    const token = tokens[0] as string;
    type Current = { shifts: { employee: { employeeId: string } }[] };
    const working = new Set(
      (await client.get<Current>('/api/shift/current', token)).shifts.map(
        (shift) => shift.employee.employeeId,
      ),
    );
    const employeeId = Array.from({ length: PEOPLE_PER_LOCATION }, (_, n) =>
      String(n + 1).padStart(3, '0'),
    ).find((id) => !working.has(id));
    if (employeeId) sites.push({ token, employeeId });
  }
  const openMs = Date.now() - openStarted;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await rssKiB(pid);

  // Each round: a punch at every location at once, and the time until the last stream has its event.
  const fanOut: number[] = [];
  for (let i = 0; i < options.punches; i++) {
    const expected = i + 1;
    const started = performance.now();
    await Promise.all(
      sites.map((site) =>
        client.post(`/api/shift/clock-${i % 2 === 0 ? 'in' : 'out'}`, site.token, {
          employeeId: site.employeeId,
        }),
      ),
    );
    while (streams.some((stream) => stream.changes() < expected)) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    fanOut.push(performance.now() - started);
  }
  for (const stream of streams) stream.close();
  await server.stop();

  return {
    count: options.count,
    locations: places,
    openMs,
    rssBeforeMiB: before / 1024,
    rssAfterMiB: after / 1024,
    kibPerStream: (after - before) / options.count,
    fanOutMedianMs: median(fanOut),
    fanOutMaxMs: Math.max(...fanOut),
  };
}

export type StreamFigures = Awaited<ReturnType<typeof measureStreams>>;

export function streamsReport(figures: StreamFigures): string {
  return [
    `- ${figures.count} streams open on one instance over ${figures.locations} locations (one connection each, five to a token, opened in ${(figures.openMs / 1000).toFixed(1)} s)`,
    `- server memory (RSS): ${figures.rssBeforeMiB.toFixed(0)} MiB before, ${figures.rssAfterMiB.toFixed(0)} MiB with them open: **${figures.kibPerStream.toFixed(1)} KiB per stream**`,
    `- a punch at each location at once reaches all ${figures.count} streams in ${figures.fanOutMedianMs.toFixed(0)} ms (median), ${figures.fanOutMaxMs.toFixed(0)} ms at most`,
  ].join('\n');
}
