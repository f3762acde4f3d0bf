import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { MINIMUM_NODE, registryNode } from '../scripts/supported-node.mjs';
import { type Api, api } from './lib/api.ts';
import { startBenchCluster } from './lib/cluster.ts';
import { type CpuSample, cpuPerRequest, postmasterPid, sampleCpu } from './lib/cpu.ts';
import { dashboardForgetter } from './lib/dashboard-cache.ts';
import { runLoad } from './lib/load.ts';
import { loadAverage, machine } from './lib/machine.ts';
import { AUTO_EXPLAIN_OPTIONS, logSize, planBuffers, planGist, plansSince, queryLabel } from './lib/plans.ts';
import { buildServerBundle, type Child, startProductServer, startReferenceServer } from './lib/processes.ts';
import { punchTarget } from './lib/punch-floor.ts';
import { fixed, kb, median, pct, percentile, table } from './lib/report.ts';
import { nodeMeasured, onProductionNode } from './lib/runtime.ts';
import { screensTable, screenTargetRows } from './lib/screen-report.ts';
import { measureDemoScreens } from './lib/screens.ts';
import {
  BENCH,
  pastWeek,
  seedCurrentLocation,
  seedKioskLocation,
  seedOrganizations,
  seedWeekAndChain,
  topUpHistory,
} from './lib/seed.ts';
import { measureStreams, streamsReport } from './lib/streams.ts';
import { buildWeb, pageWeight } from './lib/web-size.ts';

/**
 * `npm run bench` (docs/performance.md): the product's hot calls under load against reference limits measured
 * on this machine in the same run, the week and the owner's dashboard at 10k and 1M stored shifts
 * with the plans of the hot queries, and the web pages' weight. `--quick` runs the same steps
 * briefly (a smoke run: figures not meaningful); `--no-web` skips the web build; `--punch` measures
 * only the clock mix against its punch floor (and the context limits), `--rounds=N` sets the
 * number of back-to-back rounds. It runs on the production Node (lib/runtime.ts;
 * `--node=current` for the running one).
 */
onProductionNode();
const quick = process.argv.includes('--quick');
// A few minutes for the punch alone, where the whole run takes about eight.
const punchOnly = process.argv.includes('--punch');
const roundsArg = process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length);
// --out=<file>: the report (what is printed after the progress lines) also written to a file.
const outFile = process.argv.find((a) => a.startsWith('--out='))?.slice('--out='.length);
const report: string[] = [];
const print = (text: string) => {
  console.log(text);
  report.push(text);
};
const withWeb = !process.argv.includes('--no-web') && !punchOnly;
const defaults = quick
  ? {
      seconds: 1,
      warmup: 0.5,
      connections: 50,
      small: 10_000,
      big: 100_000,
      organizations: 2_000,
      timed: 15,
      rounds: 1,
    }
  : {
      seconds: 5,
      warmup: 2,
      connections: 50,
      small: 10_000,
      big: 1_000_000,
      organizations: 5_000,
      timed: 60,
      // Each target call and its limit, back to back, this many times (the median counts).
      rounds: 3,
    };
const settings = { ...defaults, rounds: roundsArg ? Number(roundsArg) : defaults.rounds };
const CLOCK_MIX = 'clock-in/clock-out mix (998 employees)';
/** The punch's p99 is read at this steady rate (requests/s across 50 connections), not at saturation. */
const STEADY_PUNCH_RATE = 100;
/** What is measured on both Node versions (docs/performance.md): the punch and the lists. */
const ON_BOTH_NODES = [
  CLOCK_MIX,
  'current shifts',
  "manager's week: shifts",
  "manager's week: scheduled shifts",
];

const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-bench-'));
await fs.chmod(tmp, 0o755); // the embedded PostgreSQL's user must reach its folder inside
const children: Child[] = [];
const cluster = await startBenchCluster(path.join(tmp, 'cluster'));
// Ctrl-C or a timeout must not leave a PostgreSQL and servers running in /tmp.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
  if (outFile) await fs.writeFile(outFile, `${report.join('\n')}\n`);
} finally {
  await cleanUp();
}

async function cleanUp() {
  for (const child of children) await child.stop().catch(() => {});
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}

async function main() {
  const m = machine();
  const pgVersion = await cluster.version();
  print(
    `\nShiftClock benchmark${quick ? ' (--quick: a smoke run, figures not meaningful)' : ''}\n` +
      `machine: ${m.cpus} CPUs (${m.cpu}), ${m.memoryGiB} GiB, ${m.os}; Node ${nodeMeasured()}; PostgreSQL ${pgVersion}\n` +
      `load average at start: ${loadAverage()}\n` +
      `each load: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.seconds} s measured, from a separate process on 127.0.0.1; each target's call right after its limit, ${settings.rounds} time(s), the median ratio counts\n`,
  );

  log('bundling the server');
  await buildServerBundle();
  let web: Record<'kiosk' | 'login' | 'me', ReturnType<typeof pageWeight>> | undefined;
  const webDist = path.join(tmp, 'web');
  if (withWeb) {
    log('building the web app');
    buildWeb(webDist);
    web = {
      // The kiosk in English: another language's strings are fetched on top (docs/performance.md).
      kiosk: pageWeight(webDist, 'kiosk'),
      // /location/login, /manager/login and /login/{locationId}: the first screen of a new device.
      login: pageWeight(webDist, 'login'),
      // /me: the employee's app on their phone, signed in or not.
      me: pageWeight(webDist, 'me'),
    };
  }

  const load = await loadPhase(withWeb ? webDist : undefined);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  /** The punch's and the lists' targets, on the Node `node` names. */
  const onNodeRows = (
    targets: typeof load.targets | NonNullable<typeof load.minimum>['targets'],
    node: string,
  ) => {
    const punch = punchTarget(targets.clock);
    const rows = [[`${punch.target} (Node ${node})`, punch.figures, verdict(punch.met)]];
    if (punchOnly) return rows;
    const t = load.targets;
    const lists = [
      ['current shifts', targets.current, t.currentRows],
      ['week shifts', targets.weekShifts, t.weekShiftRows],
      ['week scheduled shifts', targets.weekScheduled, t.weekScheduledRows],
    ] as const;
    for (const [name, ratio, count] of lists)
      rows.push([
        `${name} >= 60% of range SELECT (Node ${node})`,
        `${pct(ratio)} (${count} rows)`,
        verdict(ratio >= 0.6),
      ]);
    return rows;
  };
  const nodeRows = [
    ...onNodeRows(load.targets, load.node),
    ...(load.minimum ? onNodeRows(load.minimum.targets, load.minimum.version) : []),
  ];
  if (punchOnly) {
    printLoad(load);
    print('\n## Targets\n');
    print(table(['target', 'figures', 'result'], nodeRows));
    print(
      `\nload average at the end: ${loadAverage()}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return;
  }
  // Printed before the slower phases, so their figures stand should a later phase fail.
  printLoad(load);
  const scale = await scalePhase();
  log('live updates: streams held by one instance');
  const streams = await measureStreams({
    cluster,
    tmp,
    children,
    count: quick ? 200 : 2_000,
    punches: quick ? 3 : 9,
  });
  const screenRuns = quick ? 1 : 5;
  if (withWeb) log('screens on the tablet profile');
  const screens = withWeb
    ? await measureDemoScreens({ cluster, tmp, webDist, runs: screenRuns, children })
    : undefined;

  print(`\n## Scale: the same calls with ${settings.small} and ${settings.big} shifts stored\n`);
  print(scale.table);
  print('\n## Live updates\n');
  print(streamsReport(streams));
  print('\n## Plans (auto_explain: EXPLAIN ANALYZE, BUFFERS of the statements each call ran)\n');
  print(scale.plans);
  if (web) {
    print('\n## Web pages (gzip)\n');
    print(
      table(
        ['page', 'JS', 'CSS', 'JS files', 'chunks in build'],
        (['kiosk', 'login', 'me'] as const).map((page) => [
          page,
          kb(web[page].jsGzip),
          kb(web[page].cssGzip),
          web[page].jsFiles.join(' '),
          web[page].totalJsChunks,
        ]),
      ),
    );
    if (web.kiosk.totalJsChunks === 1) print('The app is one JavaScript chunk: every page loads all of it.');
  }

  if (screens) {
    print('\n## Screens on a cheap tablet, against the floor page and their network floors\n');
    print(screensTable(screens));
  }
  const screenTargets = screens ? screenTargetRows(screens) : [];
  const t = load.targets;
  const weekRatio = scale.weekRatio;
  print('\n## Targets\n');
  print(
    table(
      ['target', 'figures', 'result'],
      [
        ...nodeRows,
        [
          'organization dashboard >= 30% of single indexed SELECT',
          pct(t.dashboard),
          verdict(t.dashboard >= 0.3),
        ],
        [
          `week with ${settings.big} shifts within 1.2x of ${settings.small}`,
          `${fixed(weekRatio, 2)}x`,
          verdict(weekRatio <= 1.2),
        ],
        [
          'dashboard read afresh: as many statements whatever the number of locations',
          `statements per call: ${t.dashboardOne} with 1 location, ${t.dashboardMany} with ${BENCH.chain.locations}`,
          verdict(t.dashboardOne === t.dashboardMany),
        ],
        [
          `a punch reaches every live-updates stream within 1 s (${streams.count} streams on one instance)`,
          `${fixed(streams.fanOutMaxMs)} ms at most, ${fixed(streams.kibPerStream, 1)} KiB per stream`,
          verdict(streams.fanOutMaxMs <= 1_000),
        ],
        ...screenTargets,
        ...(web
          ? [
              [
                'kiosk page <= 150 kB of JS gzip',
                kb(web.kiosk.jsGzip),
                verdict(web.kiosk.jsGzip <= 150 * 1024),
              ] as string[],
            ]
          : []),
      ],
    ),
  );
  print(
    `\nload average at the end: ${loadAverage()}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

function printLoad(load: Awaited<ReturnType<typeof loadPhase>>) {
  print(`\n## Load (${settings.connections} connections, ${settings.seconds} s each)\n`);
  print(load.table);
  if (load.minimum) {
    print(
      `\nThe punch and the lists on Node ${load.minimum.version}, the oldest the README allows (server and limits):\n`,
    );
    print(load.minimum.table);
  }
  print('\nStatements per request (pg_stat_statements, top-level; mean execution time):\n');
  for (const [name, statements] of load.statements) print(`- ${name}: ${statements}`);
}

/** Seeds the load database, measures the reference limits, then the product's calls. */
async function loadPhase(webDist: string | undefined) {
  log('seeding the load database');
  const url = await cluster.createDatabase('bench');
  const database = connectDatabase(url, { max: 2 });
  const now = new Date();
  await seedWeekAndChain(database.db, now);
  const kiosk = await seedKioskLocation(database.db, now);
  const current = await seedCurrentLocation(database.db, database.pool, now);
  await seedOrganizations(database.pool, settings.organizations);
  await database.pool.query(
    'create table bench_writes (id bigserial primary key, location_id uuid not null, code text not null, at timestamptz not null)',
  );
  await database.pool.query('analyze');
  const locationId = async (code: string) =>
    (await database.pool.query<{ id: string }>('select id from locations where code = $1', [code])).rows[0]
      ?.id ?? '';
  const clockedIn = async () =>
    (
      await database.pool.query<{ code: string }>(
        `select e.code from shifts s join employees e on e.id = s.employee_id
          where s.clock_out is null and e.location_id = (select id from locations where code = $1)`,
        [kiosk.code],
      )
    ).rows.map((r) => r.code);

  const statements = new Map<string, string>();
  const stats = statementCounter(database.pool);

  log('starting the server');
  const server = await startProductServer({ databaseUrl: url, dataDir: path.join(tmp, 'server'), webDist });
  children.push(server);
  const base = `http://127.0.0.1:${server.port}`;
  const client = api(base);
  const tokens = {
    kiosk: await client.locationToken(kiosk.code, 'location'),
    current: await client.locationToken(current.code, 'location'),
    manager: await client.locationToken(BENCH.week.code, 'manager'),
    chainOwner: await client.ownerToken(BENCH.chain.email),
    weekOwner: await client.ownerToken(BENCH.week.email),
    master: await client.masterToken(),
  };
  const organizationId = async (email: string) =>
    (await database.pool.query<{ id: string }>('select id from organizations where email = $1', [email]))
      .rows[0]?.id ?? '';
  const week = pastWeek(now, BENCH.week.timezone, 2);
  const paths = {
    current: '/api/shift/current',
    weekShifts: `/api/admin/shifts?startDate=${week.startDate}&endDate=${week.endDate}&limit=500`,
    weekScheduled: `/api/admin/scheduled-shifts?startDate=${week.startDate}&endDate=${week.endDate}`,
    dashboard: `/api/organization/${await organizationId(BENCH.chain.email)}/dashboard`,
    dashboardOne: `/api/organization/${await organizationId(BENCH.week.email)}/dashboard`,
    search: '/api/master-admin/organizations?search=bakery&page=3&limit=10',
  };
  const rows = {
    current: (await client.get<{ shifts: unknown[] }>(paths.current, tokens.current)).shifts.length,
    weekShifts: (await client.get<{ shifts: unknown[] }>(paths.weekShifts, tokens.manager)).shifts.length,
    weekScheduled: (await client.get<{ scheduledShifts: unknown[] }>(paths.weekScheduled, tokens.manager))
      .scheduledShifts.length,
    dashboard: (await client.get<{ locations: unknown[] }>(paths.dashboard, tokens.chainOwner)).locations
      .length,
    search: (await client.get<{ organizations: unknown[] }>(paths.search, tokens.master)).organizations
      .length,
  };

  type Measured = Awaited<ReturnType<typeof runLoad>> & { queries: number; cpu: CpuSample };
  type Pair = {
    name: string;
    rows: number | string;
    /** The reference limit it is read against, and that reference's environment. */
    limit: string;
    limitEnv: Record<string, string>;
    /** A limit loaded as the product's punches are (the punch floor): its path and the kiosk's load. */
    limitPunches?: { path: string; load: () => Promise<ClockLoad> };
    run: (name: string, on: Target) => Promise<Measured>;
  };
  /** A product server and the Node it and its references run on. */
  type Target = { server: Child; base: string; node: string };
  type ClockLoad = { token: string; clock: { codes: string[]; clockedIn: string[] } };
  const postmaster = postmasterPid(cluster.dataDir);
  /** Loads `url`, served by the process `serving`: a product server or a reference. */
  const measure = async (
    name: string,
    url: string,
    serving: Child,
    token?: string,
    clock?: { codes: string[]; clockedIn: string[] },
    rate?: number,
  ) => {
    log(`load: ${name}${rate ? ` at ${rate} requests/s` : ''}`);
    const servingPid = serving.child.pid ?? 0;
    let cpuBefore = sampleCpu(servingPid, postmaster);
    const result = await runLoad(
      {
        url,
        connections: settings.connections,
        warmupSeconds: settings.warmup,
        seconds: settings.seconds,
        token,
        clock,
        rate,
      },
      async () => {
        await stats.reset();
        cpuBefore = sampleCpu(servingPid, postmaster);
      },
    );
    const cpu = cpuPerRequest(cpuBefore, sampleCpu(servingPid, postmaster), result.sent);
    const counted = await stats.read();
    const perRequest = result.sent ? counted.total / result.sent : 0;
    const failures = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
    statements.set(
      name,
      (failures.length ? `[answers ${JSON.stringify(result.statuses)}] ` : '') +
        counted.byStatement
          .filter((s) => s.calls / result.sent >= 0.01)
          .map((s) => `${s.label} ${fixed(s.calls / result.sent, 2)} (${fixed(s.ms / s.calls, 3)} ms)`)
          .join(', '),
    );
    return { ...result, queries: perRequest, cpu } as Measured;
  };

  // Reference limits, each a bare Fastify route in its own process.
  const reference = async (
    name: string,
    env: Record<string, string>,
    punches?: Pair['limitPunches'],
    node = process.execPath,
    rate?: number,
  ) => {
    const ref = await startReferenceServer({ DATABASE_URL: url, ...env }, node);
    try {
      const load = await punches?.load();
      return await measure(
        name,
        `http://127.0.0.1:${ref.port}${punches?.path ?? '/'}`,
        ref,
        load?.token,
        load?.clock,
        rate,
      );
    } finally {
      await ref.stop();
    }
  };
  const weekLocation = await locationId(BENCH.week.code);
  const kioskLocation = await locationId(kiosk.code);
  // Limits no target is read against, shown for context: measured once.
  const refs = new Map<string, Measured>();
  refs.set(
    'bare route (constant JSON)',
    await reference('bare route (constant JSON)', { REF_KIND: 'const' }),
  );
  const kioskEmployeeIds = (
    await database.pool.query<{ id: string }>(
      'select id from employees where location_id = $1 and is_active order by code',
      [kioskLocation],
    )
  ).rows.map((r) => r.id);
  // The clock mix's first reference (a table with a primary key only): it shows what `shifts` adds.
  refs.set(
    'single-row INSERT, committed',
    await reference('single-row INSERT, committed', {
      REF_KIND: 'insert',
      REF_LOCATION_ID: weekLocation,
      REF_CODES: kiosk.employeeCodes.join(','),
    }),
  );
  refs.set(
    'single-row INSERT into shifts, committed',
    await reference('single-row INSERT into shifts, committed', {
      REF_KIND: 'insert-shift',
      REF_LOCATION_ID: kioskLocation,
      REF_EMPLOYEE_IDS: kioskEmployeeIds.join(','),
    }),
  );

  // Each call is measured right after its limit, `settings.rounds` times; its ratio is the median
  // of the rounds' ratios. On a shared machine both drift over minutes; pairs taken back to back
  // drift together (decision 0110).
  const rangeName = (n: number) => `range SELECT, ${n} rows`;
  const range = (n: number) => ({ REF_KIND: 'range', REF_LOCATION_ID: weekLocation, REF_ROWS: String(n) });
  // Who is clocked in now: each load starts from what the loads before left, the floor's
  // included (both punch the kiosk's employees in the real `shifts`). The floor gets the token too,
  // so that both are sent the same requests; it reads none of it.
  const clockLoad = async (): Promise<ClockLoad> => ({
    token: tokens.kiosk,
    clock: { codes: kiosk.employeeCodes, clockedIn: await clockedIn() },
  });
  /** The clock mix's limit, in the rounds and at the steady rate. */
  const punchFloor = {
    env: { REF_KIND: 'punch-floor', REF_LOCATION_ID: kioskLocation },
    punches: { path: '/punch', load: clockLoad },
  };
  const allPairs: Pair[] = [
    {
      name: CLOCK_MIX,
      rows: 1,
      limit: 'punch floor',
      limitEnv: punchFloor.env,
      limitPunches: punchFloor.punches,
      run: async (name, on) => {
        const load = await clockLoad();
        return measure(name, `${on.base}/api/shift`, on.server, load.token, load.clock);
      },
    },
    {
      name: 'current shifts',
      rows: rows.current,
      limit: rangeName(rows.current),
      limitEnv: range(rows.current),
      run: (name, on) => measure(name, `${on.base}${paths.current}`, on.server, tokens.current),
    },
    {
      name: "manager's week: shifts",
      rows: rows.weekShifts,
      limit: rangeName(rows.weekShifts),
      limitEnv: range(rows.weekShifts),
      run: (name, on) => measure(name, `${on.base}${paths.weekShifts}`, on.server, tokens.manager),
    },
    {
      name: "manager's week: scheduled shifts",
      rows: rows.weekScheduled,
      limit: rangeName(rows.weekScheduled),
      limitEnv: range(rows.weekScheduled),
      run: (name, on) => measure(name, `${on.base}${paths.weekScheduled}`, on.server, tokens.manager),
    },
    {
      name: `organization dashboard (${rows.dashboard} locations)`,
      rows: `1 (${rows.dashboard} locations)`,
      limit: 'single indexed SELECT',
      limitEnv: {
        REF_KIND: 'select',
        REF_LOCATION_ID: kioskLocation,
        REF_CODES: kiosk.employeeCodes.join(','),
      },
      run: (name, on) => measure(name, `${on.base}${paths.dashboard}`, on.server, tokens.chainOwner),
    },
    {
      name: `master's organization search (${settings.organizations} organizations)`,
      rows: rows.search,
      limit: rangeName(rows.search),
      limitEnv: range(rows.search),
      run: (name, on) => measure(name, `${on.base}${paths.search}`, on.server, tokens.master),
    },
  ];
  const pairs = punchOnly ? allPairs.filter((pair) => pair.name === CLOCK_MIX) : allPairs;
  /**
   * Each call is measured right after its limit, `settings.rounds` times, both on `on.node`; each
   * pair shows its median round, with the other rounds' ratios beside it.
   */
  const measurePairs = async (selected: Pair[], on: Target) => {
    const rounds = new Map(selected.map((pair) => [pair.name, [] as { limit: Measured; call: Measured }[]]));
    for (let round = 1; round <= settings.rounds; round++) {
      if (settings.rounds > 1) log(`round ${round} of ${settings.rounds}`);
      for (const pair of selected) {
        const limit = await reference(pair.limit, pair.limitEnv, pair.limitPunches, on.node);
        const call = await pair.run(pair.name, on);
        rounds.get(pair.name)?.push({ limit, call });
      }
    }
    return selected.map((pair) => {
      const pairRounds = [...(rounds.get(pair.name) ?? [])].sort(
        (a, b) => a.call.rps / a.limit.rps - b.call.rps / b.limit.rps,
      );
      const middle = pairRounds[Math.floor(pairRounds.length / 2)] as { limit: Measured; call: Measured };
      return {
        ...pair,
        limitRun: middle.limit,
        call: middle.call,
        ratio: middle.call.rps / middle.limit.rps,
        ratios: (rounds.get(pair.name) ?? []).map((r) => r.call.rps / r.limit.rps),
      };
    });
  };
  /**
   * The punch's latency at a steady STEADY_PUNCH_RATE, the floor's and the product's: at saturation
   * (the rounds above) 50 connections queue for 10 pooled ones, so a p99 there is the queue's length.
   */
  const steadyPunch = async (on: Target) => {
    const floor = await reference(
      'punch floor',
      punchFloor.env,
      punchFloor.punches,
      on.node,
      STEADY_PUNCH_RATE,
    );
    const load = await clockLoad();
    const call = await measure(
      CLOCK_MIX,
      `${on.base}/api/shift`,
      on.server,
      load.token,
      load.clock,
      STEADY_PUNCH_RATE,
    );
    return { floor, call };
  };
  const primary = { server, base, node: process.execPath };
  const measured = await measurePairs(pairs, primary);
  const steady = await steadyPunch(primary);

  // The dashboard's statements when read afresh (after a change), one location against twenty.
  const readAfresh = (url: string, token: string, ownerEmail: string) =>
    statementsPerCall(stats, client, url, token, dashboardForgetter(database.pool, ownerEmail));
  const dashboardOne = punchOnly
    ? 0
    : await readAfresh(paths.dashboardOne, tokens.weekOwner, BENCH.week.email);
  const dashboardMany = punchOnly
    ? 0
    : await readAfresh(paths.dashboard, tokens.chainOwner, BENCH.chain.email);

  await server.stop();
  const minimum = await onMinimumNode(pairs);
  await database.close();

  const bare = refs.get('bare route (constant JSON)') as Measured;
  const line = (name: string, r: Measured, rowCount: number | string, against = '') => [
    name,
    rowCount,
    fixed(r.rps),
    fixed(r.p50),
    fixed(r.p99),
    r.errors,
    fixed(r.queries, 2),
    fixed(r.cpu.server),
    fixed(r.cpu.postgres),
    against,
    pct(r.rps / bare.rps),
  ];
  const loadTable = (rowsOf: typeof measured, limits: [string, Measured][] = []) =>
    table(
      [
        'call',
        'rows',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'statements/req',
        'server CPU µs/req',
        'PostgreSQL CPU µs/req',
        'ratio to its limit (median round; all rounds)',
        'ratio to bare route',
      ],
      [
        ...limits.map(([name, r]) => line(`(limit) ${name}`, r, 1)),
        ...rowsOf.flatMap((m) => [
          line(`(limit) ${m.limit}`, m.limitRun, typeof m.rows === 'number' ? m.rows : 1),
          line(
            m.name,
            m.call,
            m.rows,
            `${pct(m.ratio)} of ${m.limit}${m.ratios.length > 1 ? ` (${m.ratios.map(pct).join(', ')})` : ''}`,
          ),
        ]),
      ],
    );
  const targetsOf = (rowsOf: typeof measured, steadyRun: typeof steady) => {
    const ratioOf = (name: string) => rowsOf.find((m) => m.name === name)?.ratio ?? 0;
    const clock = rowsOf.find((m) => m.name === CLOCK_MIX) as (typeof measured)[number];
    return {
      clock: {
        ratio: clock.ratio,
        ratios: clock.ratios,
        call: clock.call,
        floor: clock.limitRun,
        steady: { ...steadyRun, rate: STEADY_PUNCH_RATE },
      },
      current: ratioOf('current shifts'),
      weekShifts: ratioOf("manager's week: shifts"),
      weekScheduled: ratioOf("manager's week: scheduled shifts"),
    };
  };
  return {
    table: loadTable(measured, [...refs]),
    statements,
    node: process.version,
    targets: {
      ...targetsOf(measured, steady),
      currentRows: rows.current,
      weekShiftRows: rows.weekShifts,
      weekScheduledRows: rows.weekScheduled,
      dashboard: measured.find((m) => m.name.startsWith('organization dashboard'))?.ratio ?? 0,
      dashboardOne,
      dashboardMany,
    },
    minimum: minimum && {
      version: minimum.version,
      table: loadTable(minimum.measured),
      targets: targetsOf(minimum.measured, minimum.steady),
    },
  };

  /**
   * The punch and the lists again on the oldest Node the README allows (MINIMUM_NODE's major, from
   * the npm registry), the server and its references both on it: people run `npm start` on the Node
   * they have. Skipped when the bench already runs on that major.
   */
  async function onMinimumNode(selected: Pair[]) {
    const major = Number(MINIMUM_NODE.split('.')[0]);
    if (Number(process.versions.node.split('.')[0]) === major) return undefined;
    const node = registryNode(major, log);
    const version = execFileSync(node, ['--version']).toString().trim();
    log(`the punch and the lists on Node ${version}`);
    const older = await startProductServer({
      databaseUrl: url,
      dataDir: path.join(tmp, 'server'),
      webDist,
      node,
    });
    children.push(older);
    try {
      const both = selected.filter((pair) => ON_BOTH_NODES.includes(pair.name));
      const there = { server: older, base: `http://127.0.0.1:${older.port}`, node };
      const measuredThere = await measurePairs(both, there);
      return { version, measured: measuredThere, steady: await steadyPunch(there) };
    } finally {
      await older.stop();
    }
  }
}

/** Counts the statements the database ran (pg_stat_statements) between a reset and a read. */
function statementCounter(pool: pg.Pool) {
  return {
    async reset() {
      await pool.query('select pg_stat_statements_reset()');
    },
    async read() {
      const { rows } = await pool.query<{ query: string; calls: string; ms: number }>(
        `select query, calls, total_exec_time as ms from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query not ilike '%pg_stat_statements%' and query not ilike '%pg_notify%'
          order by calls desc`,
      );
      // Calls and execution time (lock waits included) by kind of statement.
      const byLabel = new Map<string, { calls: number; ms: number }>();
      for (const row of rows) {
        const label = queryLabel(row.query);
        const sum = byLabel.get(label) ?? { calls: 0, ms: 0 };
        byLabel.set(label, { calls: sum.calls + Number(row.calls), ms: sum.ms + row.ms });
      }
      return {
        total: rows.reduce((sum, r) => sum + Number(r.calls), 0),
        byStatement: [...byLabel].map(([label, sum]) => ({ label, ...sum })),
      };
    },
  };
}

async function statementsPerCall(
  stats: ReturnType<typeof statementCounter>,
  client: Api,
  url: string,
  token: string,
  before: () => Promise<void> = async () => {},
) {
  const calls = 20;
  await new Promise((r) => setTimeout(r, 1000)); // the last load's requests in flight end first
  await client.get(url, token); // the token's first check reads the database; later ones the cache
  await stats.reset();
  for (let i = 0; i < calls; i++) {
    await before();
    await client.get(url, token);
  }
  return Math.round(((await stats.read()).total / calls) * 100) / 100;
}

/**
 * A fresh database with the week location and the chain, topped up with history to `small` and
 * then `big` shifts (and as many scheduled shifts): the week and the dashboard timed one call at a
 * time, and the plans of every hot statement captured at both sizes.
 */
async function scalePhase() {
  log('scale: seeding a fresh database');
  const url = await cluster.createDatabase('scale');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const database = connectDatabase(url, { max: 2 });
  const now = new Date();
  await seedWeekAndChain(database.db, now);
  await seedOrganizations(pool, settings.organizations);
  const week = pastWeek(now, BENCH.week.timezone, 2);
  const organizationId = async (email: string) =>
    (await pool.query<{ id: string }>('select id from organizations where email = $1', [email])).rows[0]
      ?.id ?? '';
  const paths = {
    weekShifts: `/api/admin/shifts?startDate=${week.startDate}&endDate=${week.endDate}&limit=500`,
    weekScheduled: `/api/admin/scheduled-shifts?startDate=${week.startDate}&endDate=${week.endDate}`,
    timesheet: `/api/admin/timesheets?date=${week.startDate}`,
    dashboard: `/api/organization/${await organizationId(BENCH.chain.email)}/dashboard`,
    current: '/api/shift/current',
    search: '/api/master-admin/organizations?search=bakery&page=3&limit=10',
  };
  const timings: { size: number; shifts: number; scheduled: number; ms: Record<string, [number, number]> }[] =
    [];
  const plans: string[] = [];

  for (const size of [settings.small, settings.big]) {
    log(`scale: topping up to ${size} shifts and scheduled shifts`);
    const shifts = await topUpHistory(pool, 'shifts', size);
    const scheduled = await topUpHistory(pool, 'scheduled_shifts', size);
    await pool.query('vacuum analyze');

    log(`scale: timing at ${shifts} shifts`);
    const server = await startProductServer({ databaseUrl: url, dataDir: path.join(tmp, `scale-${size}`) });
    children.push(server);
    const client = api(`http://127.0.0.1:${server.port}`);
    const manager = await client.locationToken(BENCH.week.code, 'manager');
    const owner = await client.ownerToken(BENCH.chain.email);
    const ms: Record<string, [number, number]> = {};
    const time = async (name: string, url: string, token: string, before = async () => {}) => {
      for (let i = 0; i < 10; i++) await client.get(url, token);
      const samples: number[] = [];
      for (let i = 0; i < settings.timed; i++) {
        await before();
        const t0 = performance.now();
        await client.get(url, token);
        samples.push(performance.now() - t0);
      }
      ms[name] = [median(samples), percentile(samples, 0.95)];
    };
    await time('week: shifts', paths.weekShifts, manager);
    await time('week: scheduled shifts', paths.weekScheduled, manager);
    // The per-location timesheet (every pay rule over the period's shifts), the baseline for the
    // organization-wide one that one person across locations brings (docs/performance.md).
    await time("timesheet: the week location's pay period", paths.timesheet, manager);
    await time('organization dashboard', paths.dashboard, owner);
    await time(
      'organization dashboard, read afresh',
      paths.dashboard,
      owner,
      dashboardForgetter(pool, BENCH.chain.email),
    );
    await server.stop();
    timings.push({ size, shifts, scheduled, ms });

    log(`scale: capturing plans at ${shifts} shifts`);
    plans.push(`\n### ${shifts} shifts, ${scheduled} scheduled shifts\n`);
    plans.push(await capturePlans(url, paths, size));
  }
  await pool.end();
  await database.close();

  const [small, big] = timings as [(typeof timings)[number], (typeof timings)[number]];
  const names = Object.keys(small.ms);
  const weekMs = (t: (typeof timings)[number]) =>
    (t.ms['week: shifts']?.[0] ?? 0) + (t.ms['week: scheduled shifts']?.[0] ?? 0);
  return {
    weekRatio: weekMs(big) / weekMs(small),
    table: table(
      [
        'call',
        `median ms at ${small.shifts}`,
        `p95 ms`,
        `median ms at ${big.shifts}`,
        'p95 ms',
        'ratio of medians',
      ],
      [
        ...names.map((name) => {
          const [a, a95] = small.ms[name] ?? [0, 0];
          const [b, b95] = big.ms[name] ?? [0, 0];
          return [name, fixed(a, 2), fixed(a95, 2), fixed(b, 2), fixed(b95, 2), `${fixed(b / a, 2)}x`];
        }),
        [
          'week (both calls)',
          fixed(weekMs(small), 2),
          '',
          fixed(weekMs(big), 2),
          '',
          `${fixed(weekMs(big) / weekMs(small), 2)}x`,
        ],
      ],
    ),
    plans: plans.join('\n'),
  };
}

/** Runs each hot call once on a server whose connections log their plans, and lists the plans. */
async function capturePlans(url: string, paths: Record<string, string>, size: number) {
  const server = await startProductServer({
    databaseUrl: `${url}?options=${encodeURIComponent(AUTO_EXPLAIN_OPTIONS)}`,
    dataDir: path.join(tmp, `explain-${size}`),
  });
  children.push(server);
  const client = api(`http://127.0.0.1:${server.port}`);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const tokens = {
      manager: await client.locationToken(BENCH.week.code, 'manager'),
      kiosk: await client.locationToken(BENCH.week.code, 'location'),
      owner: await client.ownerToken(BENCH.chain.email),
      master: await client.masterToken(),
    };
    const idle = (
      await pool.query<{ code: string }>(
        `select e.code from employees e join locations l on l.id = e.location_id
          where l.code = $1 and e.is_active
            and not exists (select 1 from shifts s where s.employee_id = e.id and s.clock_out is null)
          order by e.code limit 1`,
        [BENCH.week.code],
      )
    ).rows[0]?.code;
    // Its figures are cached: the plans are those of a read after a change.
    const forgetDashboard = dashboardForgetter(pool, BENCH.chain.email);
    const calls: [string, () => Promise<unknown>][] = [
      ['week: shifts', () => client.get(paths.weekShifts as string, tokens.manager)],
      ['week: scheduled shifts', () => client.get(paths.weekScheduled as string, tokens.manager)],
      ['current shifts', () => client.get(paths.current as string, tokens.kiosk)],
      [
        'organization dashboard',
        async () => {
          await forgetDashboard();
          return client.get(paths.dashboard as string, tokens.owner);
        },
      ],
      ["master's organization search", () => client.get(paths.search as string, tokens.master)],
      ['clock-in', () => client.post('/api/shift/clock-in', tokens.kiosk, { employeeId: idle })],
      ['clock-out', () => client.post('/api/shift/clock-out', tokens.kiosk, { employeeId: idle })],
    ];
    const rows: string[][] = [];
    for (const [name, call] of calls) {
      if (!name.startsWith('clock')) await call(); // warm: the first call pays for connecting and planning
      const offset = await logSize(cluster.logFile);
      await call();
      await new Promise((r) => setTimeout(r, 100));
      for (const plan of await plansSince(cluster.logFile, offset)) {
        rows.push([
          name,
          queryLabel(plan.query),
          planGist(plan.plan),
          String(plan.plan['Actual Rows'] ?? ''),
          String(planBuffers(plan.plan)),
          fixed(plan.ms, 3),
        ]);
      }
    }
    return table(['call', 'statement', 'plan', 'rows', 'buffers', 'ms'], rows);
  } finally {
    await pool.end();
    await server.stop();
  }
}
