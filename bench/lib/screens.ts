import path from 'node:path';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/demo-data.ts';
import { api } from './api.ts';
import type { BenchCluster } from './cluster.ts';
import { measureScreens, type Screen, type ScreenTiming, TABLET_PROFILE } from './page-load.ts';
import { type Child, startProductServer } from './processes.ts';
import { kb, table } from './report.ts';

/** The screens' targets on the tablet profile (docs/performance.md): first visit / reload in ms, bytes of a first visit. */
export const SCREEN_TARGETS: Record<
  string,
  { firstVisitMs: number; reloadMs: number; bytes: number } | undefined
> = {
  kiosk: { firstVisitMs: 1500, reloadMs: 600, bytes: 150 * 1024 },
  'manager dashboard': { firstVisitMs: 2500, reloadMs: 1200, bytes: 300 * 1024 },
};

/**
 * The kiosk, the manager dashboard and the owner's dashboard of `npm run demo`'s organization (25
 * employees a location, six weeks of history), loaded in Chromium on the tablet profile from the
 * real server serving the built web app.
 */
export async function measureDemoScreens(options: {
  cluster: BenchCluster;
  tmp: string;
  webDist: string;
  runs: number;
  children: Child[];
}): Promise<ScreenTiming[]> {
  const url = await options.cluster.createDatabase('screens');
  const database = connectDatabase(url, { max: 2 });
  const demo = await seedDemo(database.db).finally(() => database.close());
  const server = await startProductServer({
    databaseUrl: url,
    dataDir: path.join(options.tmp, 'screens-server'),
    webDist: options.webDist,
  });
  options.children.push(server);
  const base = `http://127.0.0.1:${server.port}`;
  const client = api(base);
  const code = demo.locations[0]?.code ?? '';
  const kioskToken = await client.locationToken(code, 'location');
  const managerToken = await client.locationToken(code, 'manager');
  const ownerToken = await client.ownerToken(demo.email);

  // Someone at work, so the kiosk's list has a card to wait for.
  type Current = { shifts: { employee: { name: string } }[] };
  const firstAtWork = async () =>
    (await client.get<Current>('/api/shift/current', kioskToken)).shifts[0]?.employee.name;
  let working = await firstAtWork();
  if (!working) {
    await client.post('/api/shift/clock-in', kioskToken, { employeeId: '001' });
    working = await firstAtWork();
  }
  const literally = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const screens: Screen[] = [
    {
      name: 'kiosk',
      url: `/location/${code}`,
      storage: { token: kioskToken },
      ready: [
        { selector: 'fieldset legend', text: '^Keypad$' },
        { selector: 'section', text: literally(working ?? '') },
      ],
    },
    {
      name: 'manager dashboard',
      url: `/manager/${code}`,
      storage: { token: managerToken, adminToken: managerToken },
      // A shift block in the calendar (its name starts with the employee's ID) and a Recent Shifts row.
      ready: [
        { selector: '#calendar button[aria-label]', text: '^\\d{3}' },
        { selector: '#recent-shifts tbody tr, #recent-shifts li' },
      ],
    },
    {
      name: "owner's dashboard",
      url: `/organization/${demo.organizationId}/dashboard`,
      storage: { token: ownerToken },
      ready: demo.locations.map((l) => ({ selector: 'main', text: literally(l.name) })),
    },
  ];
  // BENCH_SCREENS=kiosk (or a comma-separated list of names): only those screens.
  const only = process.env.BENCH_SCREENS?.split(',');
  return measureScreens(
    base,
    screens.filter((screen) => !only || only.includes(screen.name)),
    options.runs,
  );
}

/** The screens' figures as a Markdown table, with the profile they were measured on. */
export function screenTable(timings: ScreenTiming[], runs: number) {
  const p = TABLET_PROFILE;
  return [
    `Chromium, CPU ${p.cpuSlowdown}x slower, ${p.latencyMs} ms latency, ${(p.downloadBytesPerSecond * 8) / 1e6} Mbit/s down; medians of ${runs} first visits and ${runs} reloads\n`,
    table(
      ['screen', 'first visit ms', 'reload ms', 'bytes, first visit', 'bytes, reload', 'requests', 'target'],
      timings.map((t) => {
        const target = SCREEN_TARGETS[t.name];
        return [
          t.name,
          Math.round(t.firstVisitMs),
          Math.round(t.reloadMs),
          kb(t.firstVisitBytes),
          kb(t.reloadBytes),
          t.requestsFirstVisit,
          target ? `<= ${target.firstVisitMs} / ${target.reloadMs} ms, <= ${kb(target.bytes)}` : '',
        ];
      }),
    ),
  ].join('\n');
}
