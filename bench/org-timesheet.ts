import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCATION_ID_ALPHABET } from '@shiftclock/contract/constants';
import { DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
import { addDaysToDay, localDayOf } from '@shiftclock/contract/time/zoned-time';
import pg from 'pg';
import { connectDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/demo/demo-data.ts';
import { api } from './lib/api.ts';
import { startBenchCluster } from './lib/cluster.ts';
import { loadAverage, machine } from './lib/machine.ts';
import { buildServerBundle, type Child, startProductServer } from './lib/processes.ts';
import { fixed, median, percentile, table, verdict } from './lib/report.ts';
import { nodeMeasured, onProductionNode } from './lib/runtime.ts';

/**
 * `npm run bench:org-timesheet`: the owner's organization-wide timesheet at real size, 50 locations
 * × 25 people × a month (monthly pay periods), with people who work at two locations, against its
 * target of 1 s; beside it one location's own timesheet of the same month. `--locations=N`,
 * `--runs=N` (timed calls after 3 warm ones, default 10). About 3 minutes, most of it the seeding.
 */
onProductionNode();
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const LOCATIONS = option('locations', 50);
const PEOPLE = 25;
const RUNS = option('runs', 10);
const TARGET_MS = 1000;
const EMAIL = 'org-timesheet@bench.local';
const TIMEZONE = 'America/Chicago';

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shiftclock-org-timesheet-'));
await fs.chmod(tmp, 0o755);
const children: Child[] = [];
const cluster = await startBenchCluster(path.join(tmp, 'cluster'));
try {
  const m = machine();
  console.log(`machine: ${m.cpus} CPUs (${m.cpu}), ${m.memoryGiB} GiB, ${m.os}; Node ${nodeMeasured()}`);
  await buildServerBundle();
  const url = await cluster.createDatabase('org_timesheet');
  const now = new Date();
  const database = connectDatabase(url, { max: 2 });
  // Location IDs of the product's alphabet (no 0, 1, I or O).
  const letter = (n: number) => LOCATION_ID_ALPHABET[n % LOCATION_ID_ALPHABET.length];
  const codes = Array.from({ length: LOCATIONS }, (_, i) => `BTSH${letter(Math.floor(i / 32))}${letter(i)}`);
  console.log(`seeding ${LOCATIONS} locations × ${PEOPLE} people, 10 weeks back`);
  const demo = await seedDemo(database.db, {
    organizationName: 'Bench Org Timesheet',
    email: EMAIL,
    locations: codes.map((code, i) => ({ name: `Site ${i + 1}`, timezone: TIMEZONE, code })),
    employeesPerLocation: PEOPLE,
    // A whole team of the second-last site also works at the last one: their hours count together.
    coverPeople: PEOPLE,
    // Enough weeks that last month is whole whatever today is.
    weeksBack: 10,
    weeksAhead: 0,
    now,
    seed: 5,
  }).finally(() => database.close());

  // Monthly pay periods from the 1st: the month before this one is a whole period in the past.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const payroll = { ...DEFAULT_PAYROLL, period: 'monthly', periodStart: '2026-01-01' };
  await pool.query(
    `update locations set settings = coalesce(settings, '{}'::jsonb) || jsonb_build_object('payroll', $1::jsonb)
     where organization_id = $2`,
    [JSON.stringify(payroll), demo.organizationId],
  );
  const today = localDayOf(now, TIMEZONE);
  const day = addDaysToDay(`${today.slice(0, 8)}01`, -1); // the last day of last month
  const counted = await pool.query<{ shifts: string; people: string }>(
    `select count(*) as shifts, count(distinct e.person_id) as people
     from shifts s join employees e on e.id = s.employee_id join locations l on l.id = s.location_id
     where l.organization_id = $1 and s.clock_in >= ($2::date - interval '31 days') and s.clock_in < $2::date + 1`,
    [demo.organizationId, day],
  );
  await pool.query('vacuum analyze');
  await pool.end();

  const server = await startProductServer({ databaseUrl: url, dataDir: path.join(tmp, 'server') });
  children.push(server);
  const client = api(`http://127.0.0.1:${server.port}`);
  const owner = await client.ownerToken(EMAIL);
  const manager = await client.locationToken(codes[0] as string, 'manager');

  const time = async (address: string, token: string) => {
    for (let i = 0; i < 3; i++) await client.get(address, token);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await client.get(address, token);
      samples.push(performance.now() - t0);
    }
    return { median: median(samples), p95: percentile(samples, 0.95), max: Math.max(...samples) };
  };
  const loadBefore = loadAverage();
  type OrgTimesheet = {
    people: unknown[];
    locations: unknown[];
    period: { startDate: string; endDate: string };
  };
  const answer = await client.get<OrgTimesheet>(`/api/organization/timesheet?date=${day}`, owner);
  const org = await time(`/api/organization/timesheet?date=${day}`, owner);
  const one = await time(`/api/admin/timesheets?date=${day}`, manager);
  const loadAfter = loadAverage();

  console.log(
    `\nperiod ${answer.period.startDate} to ${answer.period.endDate}: ${answer.locations.length} locations, ` +
      `${answer.people.length} people, ${counted.rows[0]?.shifts} shifts in the month's days ` +
      `(${counted.rows[0]?.people} people worked); ${RUNS} timed calls after 3, load average ${loadBefore} before, ${loadAfter} after\n`,
  );
  console.log(
    table(
      ['call', 'median ms', 'p95 ms', 'max ms', 'target', 'result'],
      [
        [
          `organization timesheet (${LOCATIONS} locations)`,
          fixed(org.median),
          fixed(org.p95),
          fixed(org.max),
          `≤ ${TARGET_MS} ms`,
          verdict(org.median <= TARGET_MS),
        ],
        [
          'one location timesheet, the same month',
          fixed(one.median),
          fixed(one.p95),
          fixed(one.max),
          '—',
          '—',
        ],
      ],
    ),
  );
} finally {
  for (const child of children) await child.stop().catch(() => {});
  await cluster.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
