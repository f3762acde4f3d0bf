import path from 'node:path';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/demo-data.ts';
import { api } from './api.ts';
import type { BenchCluster } from './cluster.ts';
import { addFloorPages, FLOOR_PAGE_URL, FRAMEWORK_FLOOR_URL } from './floor-page.ts';
import { loadAverage } from './machine.ts';
import { measureScreens, type Screen } from './page-load.ts';
import { type Child, startProductServer } from './processes.ts';
import { FLOOR_PAGE, FRAMEWORK_FLOOR, type ScreensResult, summarize } from './screen-report.ts';

/**
 * The kiosk, the manager dashboard and the owner's dashboard of `npm run demo`'s organization (25
 * employees a location, six weeks of history), loaded in Chromium on the tablet profile from the
 * real server serving the built web app, with the floor page and the framework floor (floor-page.ts)
 * served beside them as the references their times are read against.
 */
export async function measureDemoScreens(options: {
  cluster: BenchCluster;
  tmp: string;
  webDist: string;
  runs: number;
  children: Child[];
}): Promise<ScreensResult> {
  await addFloorPages(options.webDist, options.tmp);
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
  const employee = await client.employeeSignIn(managerToken, '001');

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
  // Both reference pages draw the same keypad and names (floor-page.ts).
  const references = (
    [
      [FLOOR_PAGE, FLOOR_PAGE_URL],
      [FRAMEWORK_FLOOR, FRAMEWORK_FLOOR_URL],
    ] as const
  ).map(
    ([name, url]): Screen => ({
      name,
      url,
      storage: {},
      ready: [
        { selector: 'fieldset button', text: '^Enter$' },
        { selector: 'section li', text: '^Barbara Liskov$' },
      ],
    }),
  );
  const screens: Screen[] = [
    ...references,
    {
      name: 'kiosk',
      url: `/location/${code}`,
      storage: { token: kioskToken },
      // The keypad and a card in Currently Working.
      ready: [
        { selector: 'fieldset legend', text: '^Keypad$' },
        { selector: 'fieldset button' },
        { selector: 'section li', text: literally(working ?? '') },
      ],
    },
    {
      name: 'manager dashboard',
      url: `/manager/${code}`,
      storage: { token: managerToken, adminToken: managerToken },
      // A shift block in the calendar (its name starts with the employee's ID), the employees'
      // count and a Recent Shifts row.
      ready: [
        { selector: '#calendar button[aria-label]', text: '^\\d{3}' },
        { selector: 'h2, h3, button', text: '^Employees \\(\\d+\\)' },
        { selector: '#recent-shifts tbody tr, #recent-shifts li' },
      ],
    },
    {
      name: "owner's dashboard",
      url: `/organization/${demo.organizationId}/dashboard`,
      storage: { token: ownerToken },
      ready: demo.locations.map((l) => ({ selector: 'main', text: literally(l.name) })),
    },
    {
      // The employee's own app on their phone (docs/decisions/0192-the-employee-app-shell.md), signed
      // in with a code their manager created: their name in the header and the Shifts tab's heading.
      name: 'employee app',
      url: '/me',
      storage: { meToken: employee.token },
      ready: [{ selector: 'header p', text: `^${literally(employee.name)}$` }, { selector: 'main h1' }],
    },
  ];
  // BENCH_SCREENS=kiosk (or a comma-separated list of names): only those screens, and the two floors.
  const only = process.env.BENCH_SCREENS?.split(',');
  const loadBefore = loadAverage();
  const samples = await measureScreens(
    base,
    screens.filter(
      (screen) => !only || only.includes(screen.name) || [FLOOR_PAGE, FRAMEWORK_FLOOR].includes(screen.name),
    ),
    options.runs,
  );
  return { screens: samples.map(summarize), runs: options.runs, loadBefore, loadAfter: loadAverage() };
}
