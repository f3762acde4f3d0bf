import { LOCATION_ID_ALPHABET } from '@shiftclock/contract/constants';
import { addDaysToDay, localDayOf } from '@shiftclock/contract/time/zoned-time';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/demo-data.ts';

/**
 * The benchmark's data, made by `npm run demo`'s generator (apps/server/src/demo) with other
 * parameters, plus what only SQL makes quickly: many organizations, years of history.
 */

const TIMEZONES = [
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/London',
  'America/Chicago',
  'Asia/Kolkata',
];

/** A valid, fixed location ID per benchmark location (6 characters of the product's alphabet). */
const code = (prefix: string, i: number) =>
  `${prefix}${LOCATION_ID_ALPHABET[Math.floor(i / LOCATION_ID_ALPHABET.length)]}${LOCATION_ID_ALPHABET[i % LOCATION_ID_ALPHABET.length]}`;

export const BENCH = {
  /** A week location: ~87 employees working 4 days in 7, so about 350 shifts and 350 scheduled a week. */
  week: { email: 'week@bench.local', code: code('BWEE', 0), timezone: 'Europe/Paris', employees: 88 },
  /** The chain behind the organization dashboard: 20 locations in 8 time zones. */
  chain: { email: 'chain@bench.local', locations: 20, employees: 25 },
};

/** The organization of the week location, and a chain of 20 for the owner's dashboard. */
export async function seedWeekAndChain(db: Db, now: Date) {
  const week = await seedDemo(db, {
    organizationName: 'Bench Central',
    email: BENCH.week.email,
    locations: [{ name: 'Central Station', timezone: BENCH.week.timezone, code: BENCH.week.code }],
    employeesPerLocation: BENCH.week.employees,
    weeksBack: 6,
    weeksAhead: 2,
    now,
    seed: 7,
  });
  const chain = await seedDemo(db, {
    organizationName: 'Bench Chain',
    email: BENCH.chain.email,
    locations: Array.from({ length: BENCH.chain.locations }, (_, i) => ({
      name: `Branch ${i + 1}`,
      timezone: TIMEZONES[i % TIMEZONES.length] as string,
      code: code('BCHN', i),
    })),
    employeesPerLocation: BENCH.chain.employees,
    weeksBack: 1,
    weeksAhead: 1,
    now,
    seed: 11,
  });
  return { weekOrganizationId: week.organizationId, chainOrganizationId: chain.organizationId };
}

/** The locations of the live-updates phase (lib/streams.ts). */
export const streamLocationCode = (i: number) => code('BSTR', i);

/** The kiosk under load: 999 employees (the most 3-digit IDs allow), 998 of them active. */
export async function seedKioskLocation(db: Db, now: Date) {
  const locationCode = code('BKSK', 0);
  await seedDemo(db, {
    organizationName: 'Bench Kiosk',
    email: 'kiosk@bench.local',
    locations: [{ name: 'Clock Hall', timezone: 'Europe/Paris', code: locationCode }],
    employeesPerLocation: 999,
    weeksBack: 0,
    weeksAhead: 0,
    now,
    seed: 3,
  });
  return { code: locationCode, employeeCodes: Array.from({ length: 998 }, (_, i) => pad(i + 1)) };
}

/** A location with exactly `working` employees clocked in now, for the kiosk's Currently Working list. */
export async function seedCurrentLocation(db: Db, pool: pg.Pool, now: Date, working = 50) {
  const locationCode = code('BCUR', 0);
  await seedDemo(db, {
    organizationName: 'Bench Floor',
    email: 'floor@bench.local',
    locations: [{ name: 'Shop Floor', timezone: 'America/New_York', code: locationCode }],
    employeesPerLocation: working + 10,
    weeksBack: 1,
    weeksAhead: 0,
    now,
    seed: 5,
  });
  const { rows } = await pool.query<{ id: string }>('select id from locations where code = $1', [
    locationCode,
  ]);
  const locationId = rows[0]?.id;
  await pool.query('delete from shifts where location_id = $1 and clock_out is null', [locationId]);
  await pool.query(
    `insert into shifts (location_id, employee_id, clock_in)
     select location_id, id, $2::timestamptz - (row_number() over (order by code)) * interval '4 minutes'
       from employees where location_id = $1 and is_active order by code limit $3`,
    [locationId, now.toISOString(), working],
  );
  return { code: locationCode };
}

/**
 * Organizations for the master admin's search: names and e-mails of a few kinds, a fifth of them
 * "Bakery", statuses mixed, one an hour back in time.
 */
export async function seedOrganizations(pool: pg.Pool, count: number) {
  await pool.query(
    `insert into organizations (name, email, status, created_at)
     select 'Org ' || lpad(i::text, 6, '0') || ' ' || (array['Bakery','Café','Clinic','Warehouse','Garage'])[i % 5 + 1],
            'owner' || i || '@example' || (i % 97) || '.com',
            (array['approved','approved','pending','suspended','rejected'])[i % 5 + 1]::organization_status,
            now() - i * interval '1 hour'
       from generate_series(1, $1::int) i`,
    [count],
  );
}

/**
 * Tops the actual or the scheduled shifts up to `total` rows with older history: one 8-hour shift a
 * day for every person with an active employee row (at the first of their locations), day after day
 * back from the oldest row, so a location's history grows the way a real one does and no person's
 * shifts overlap (a person's scheduled shifts may not, at any of their locations).
 */
export async function topUpHistory(pool: pg.Pool, table: 'shifts' | 'scheduled_shifts', total: number) {
  const [startCol, endCol] =
    table === 'shifts' ? ['clock_in', 'clock_out'] : ['scheduled_start', 'scheduled_end'];
  const count = async () =>
    Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
  const need = total - (await count());
  if (need <= 0) return count();
  const people = Number(
    (await pool.query<{ n: string }>('select count(distinct person_id) as n from employees where is_active'))
      .rows[0]?.n ?? 0,
  );
  const fullDays = Math.floor(need / people);
  const rest = need % people;
  await pool.query(
    `with first_rows as (select distinct on (person_id) id, location_id, code from employees
                          where is_active order by person_id, location_id, code),
          e as (select id, location_id, row_number() over (order by location_id, code) as n
                  from first_rows),
          origin as (select date_trunc('day', min(${startCol})) as t0 from ${table})
     insert into ${table} (location_id, employee_id, ${startCol}, ${endCol})
     select e.location_id, e.id, x.t, x.t + interval '8 hours'
       from origin, generate_series(1, $1::int + 1) d, e,
            lateral (select origin.t0 - d * interval '1 day' + (e.n % 12) * interval '1 hour' as t) x
      where d <= $1::int or (d = $1::int + 1 and e.n <= $2::int)`,
    [fullDays, rest],
  );
  await pool.query(`analyze ${table}`);
  return count();
}

/** Monday to Sunday of the full week `weeksAgo` weeks before the one containing `now`, as local days. */
export function pastWeek(now: Date, timezone: string, weeksAgo: number) {
  const today = localDayOf(now, timezone);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const monday = addDaysToDay(today, -((weekday + 6) % 7) - 7 * weeksAgo);
  return { startDate: monday, endDate: addDaysToDay(monday, 6) };
}

const pad = (n: number) => String(n).padStart(3, '0');
