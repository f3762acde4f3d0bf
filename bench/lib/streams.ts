import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { api } from './api.ts';
import type { BenchCluster } from './cluster.ts';
import { type Child, startProductServer } from './processes.ts';
import { median } from './report.ts';
import { seedKioskLocation } from './seed.ts';

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

/**
 * Live updates at size: one server instance holds `count` open streams for one location (the worst
 * case: every punch goes to all of them), and the benchmark measures the server's resident memory
 * per stream and how long a punch takes to reach every stream.
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
  const kiosk = await seedKioskLocation(database.db, new Date());
  await database.close();
  const server = await startProductServer({ databaseUrl: url, dataDir: path.join(options.tmp, 'streams') });
  options.children.push(server);
  const client = api(`http://127.0.0.1:${server.port}`);
  const token = await client.locationToken(kiosk.code, 'location');
  const pid = server.child.pid ?? 0;

  // Warm the route (first-call compilation) before measuring memory.
  (await holdStream(server.port, token)).close();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await rssKiB(pid);
  const streams: HeldStream[] = [];
  const openStarted = Date.now();
  for (let i = 0; i < options.count; i += 100) {
    const batch = Math.min(100, options.count - i);
    streams.push(...(await Promise.all(Array.from({ length: batch }, () => holdStream(server.port, token)))));
  }
  const openMs = Date.now() - openStarted;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await rssKiB(pid);

  // The demo seeds people at work "now" (which ones depends on the hour): punch someone who is not.
  const working = new Set(
    (
      await client.get<{ shifts: { employee: { employeeId: string } }[] }>('/api/shift/current', token)
    ).shifts.map((shift) => shift.employee.employeeId),
  );
  const employeeId = kiosk.employeeCodes.find((code) => !working.has(code));
  // Each punch: the time until the last of the streams has its change event.
  const fanOut: number[] = [];
  for (let i = 0; i < options.punches; i++) {
    const expected = i + 1;
    const started = performance.now();
    await client.post(`/api/shift/clock-${i % 2 === 0 ? 'in' : 'out'}`, token, { employeeId });
    while (streams.some((stream) => stream.changes() < expected)) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    fanOut.push(performance.now() - started);
  }
  for (const stream of streams) stream.close();
  await server.stop();

  return {
    count: options.count,
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
    `- ${figures.count} streams open on one instance (one connection each, opened in ${(figures.openMs / 1000).toFixed(1)} s)`,
    `- server memory (RSS): ${figures.rssBeforeMiB.toFixed(0)} MiB before, ${figures.rssAfterMiB.toFixed(0)} MiB with them open: **${figures.kibPerStream.toFixed(1)} KiB per stream**`,
    `- a punch reaches all ${figures.count} streams in ${figures.fanOutMedianMs.toFixed(0)} ms (median), ${figures.fanOutMaxMs.toFixed(0)} ms at most`,
  ].join('\n');
}
