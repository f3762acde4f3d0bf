import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { addDaysToDay, instantAtLocalTime, localDayOf } from '@shiftclock/contract/time/zoned-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, locationAccounts, locations } from '../db/schema/locations.ts';
import { licenses, orgAdmins, organizations } from '../db/schema/organizations.ts';
import { scheduledShifts, shiftBreaks, shifts } from '../db/schema/shifts.ts';
import { hashPassword } from '../security/passwords.ts';
import { eraseRecords } from '../shared/erase-records.ts';

/**
 * A living organization for newcomers (`npm run demo`) and the benchmark: locations
 * in different time zones, employees, weeks of scheduled shifts and the actual
 * shifts clocked against them (a few late or early), and one shift in progress.
 * Deterministic for a given seed, so two runs look alike.
 */
export type DemoOptions = {
  organizationName?: string;
  email?: string;
  locations?: { name: string; timezone: string; code: string; address?: string }[];
  employeesPerLocation?: number;
  /** People of the second-last location who also cover at the last one (default 2). */
  coverPeople?: number;
  weeksBack?: number;
  weeksAhead?: number;
  now?: Date;
  seed?: number;
};

export const DEMO_PASSWORDS = { orgAdmin: 'Demo1234!', location: 'kiosk123', manager: 'Manager1!' } as const;

const DEFAULT_LOCATIONS = [
  {
    name: 'Harbour Street',
    timezone: 'Europe/Paris',
    code: 'DEMPAR',
    address: '12 rue du Port, 75004 Paris',
  },
  {
    name: 'Midtown',
    timezone: 'America/New_York',
    code: 'DEMNYC',
    address: '350 W 42nd St, New York, NY 10036',
  },
  {
    name: 'Sunset Boulevard',
    timezone: 'America/Los_Angeles',
    code: 'DEMLAX',
    address: '8210 Sunset Blvd, Los Angeles, CA 90046',
  },
];

const FIRST = [
  'Ana',
  'Ben',
  'Chloé',
  'Dev',
  'Elena',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tomás',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Adams',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Nguyen',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Varga',
];

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
type ShiftRow = typeof shifts.$inferInsert;
/** The day's shift patterns, as local start hour and length in hours; the last one runs overnight. */
const PATTERNS = [
  { start: 7, hours: 8 },
  { start: 9, hours: 6 },
  { start: 15, hours: 8 },
  { start: 22, hours: 8 },
];

/**
 * People who work at two locations (docs/decisions/0187-one-person-across-locations.md): the first
 * `count` active employees after the first one of the second-last location also work at the last
 * one, with the next kiosk IDs there, covering two of their days off a week there 10:00–16:00 local.
 * Their hours at both count together for overtime. Nothing here draws from the random generator, so
 * the rest of the demo stays as it was.
 */
async function seedCoverShifts(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  staffed: { location: { id: string }; timezone: string; active: { id: string; personId: string }[] }[],
  options: { count: number; firstCode: number; now: Date; weeksBack: number; weeksAhead: number },
) {
  const home = staffed.at(-2);
  const other = staffed.at(-1);
  const people = home?.active.slice(1, 1 + options.count) ?? [];
  if (!home || !other || people.length === 0) return { shiftCount: 0, scheduledCount: 0 };
  const covering = await tx
    .insert(employees)
    .values(
      people.map((person, i) => ({
        locationId: other.location.id,
        personId: person.personId,
        code: String(options.firstCode + i).padStart(3, '0'),
        name: '', // the person's, copied by the database
      })),
    )
    .returning();
  // Days counted as at home, so that these are two of the person's days off there (see seedDemo).
  const today = localDayOf(options.now, home.timezone);
  const scheduledRows: (typeof scheduledShifts.$inferInsert)[] = [];
  for (const [i, employee] of covering.entries()) {
    const index = i + 1; // the person's index at home
    for (let day = -options.weeksBack * 7; day <= options.weeksAhead * 7; day++) {
      const weekday = (index + day + 70) % 7;
      if (weekday !== 4 && weekday !== 5) continue;
      const start = instantAtLocalTime(addDaysToDay(today, day), 10, 0, other.timezone);
      scheduledRows.push({
        locationId: other.location.id,
        employeeId: employee.id,
        scheduledStart: start,
        scheduledEnd: new Date(start.getTime() + 6 * HOUR),
        notes: 'Cover',
      });
    }
  }
  // With far-apart time zones a cover day may meet a shift at home: the person's schedule refuses it
  // (scheduled_shifts_no_overlap) and that day is left out.
  // A seed of today alone (weeksBack and weeksAhead 0, the streams bench) holds no cover day most days.
  const scheduled =
    scheduledRows.length === 0
      ? []
      : await tx.insert(scheduledShifts).values(scheduledRows).onConflictDoNothing().returning();
  const shiftRows: ShiftRow[] = scheduled
    .filter((s) => s.scheduledEnd.getTime() <= options.now.getTime())
    .map((s) => ({
      locationId: s.locationId,
      employeeId: s.employeeId,
      clockIn: new Date(s.scheduledStart.getTime() + 2 * MINUTE),
      clockOut: s.scheduledEnd,
    }));
  if (shiftRows.length > 0) await tx.insert(shifts).values(shiftRows);
  return { shiftCount: shiftRows.length, scheduledCount: scheduled.length };
}

export async function seedDemo(db: Db, options: DemoOptions = {}) {
  const now = options.now ?? new Date();
  const rand = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const email = options.email ?? 'demo@shiftclock.local';
  const places = options.locations ?? DEFAULT_LOCATIONS;
  const perLocation = options.employeesPerLocation ?? 25;
  const weeksBack = options.weeksBack ?? 6;
  const weeksAhead = options.weeksAhead ?? 2;

  const [adminHash, locationHash, managerHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.orgAdmin),
    hashPassword(DEMO_PASSWORDS.location),
    hashPassword(DEMO_PASSWORDS.manager),
  ]);

  return db.transaction(async (tx) => {
    // A fresh demo each run: the previous demo organization and its data go first, records children
    // first, as no foreign key lets a delete take a record with it (docs/decisions/0205-records-kept.md).
    const previous = sql`(select id from organizations where lower(email) = lower(${email}))`;
    const codes = sql.join(
      places.map((p) => sql`${p.code}`),
      sql`, `,
    );
    const { rows: owners } = await tx.execute<{ location_ids: string[]; person_ids: string[] }>(sql`
      select
        array(select id from locations where organization_id in ${previous} or code in (${codes}))::text[] as location_ids,
        array(select id from people where organization_id in ${previous})::text[] as person_ids`);
    await eraseRecords(tx, {
      locationIds: owners[0]?.location_ids ?? [],
      personIds: owners[0]?.person_ids ?? [],
    });
    await tx.delete(organizations).where(sql`lower(${organizations.email}) = lower(${email})`);
    const [org] = await tx
      .insert(organizations)
      .values({
        name: options.organizationName ?? 'Demo Coffee Co.',
        email,
        status: 'approved',
        maxLocations: Math.max(5, places.length),
      })
      .returning();
    if (!org) throw new Error('demo organization not created');
    await tx
      .insert(orgAdmins)
      .values({ organizationId: org.id, email, passwordHash: adminHash, emailVerifiedAt: now });
    await tx.insert(licenses).values({
      organizationId: org.id,
      type: 'yearly',
      duration: 1,
      durationUnit: 'years',
      autoRenew: true,
      startsAt: new Date(now.getTime() - 60 * 86_400_000),
      endsAt: new Date(now.getTime() + 305 * 86_400_000),
    });

    let shiftCount = 0;
    let scheduledCount = 0;
    const staffed: {
      location: { id: string };
      timezone: string;
      active: { id: string; personId: string }[];
    }[] = [];
    for (const place of places) {
      await tx.execute(
        sql`insert into issued_location_codes (code) values (${place.code}) on conflict do nothing`,
      );
      const [location] = await tx
        .insert(locations)
        .values({
          organizationId: org.id,
          code: place.code,
          name: place.name,
          timezone: place.timezone,
          address: place.address ?? null,
          settings: {
            ...DEFAULT_SETTINGS,
            weekLayout: { startDay: 1, endDay: 0, startTime: '07:00', endTime: '06:00' },
          },
        })
        .returning();
      if (!location) throw new Error('demo location not created');
      await tx.insert(locationAccounts).values([
        { locationId: location.id, type: 'location', passwordHash: locationHash },
        { locationId: location.id, type: 'manager', passwordHash: managerHash },
      ]);
      const staff = await tx
        .insert(employees)
        .values(
          Array.from({ length: perLocation }, (_, i) => ({
            locationId: location.id,
            code: String(i + 1).padStart(3, '0'),
            name: `${pick(FIRST)} ${pick(LAST)}`,
            isActive: i < perLocation - 1, // one former employee shows the "(Inactive)" state
          })),
        )
        .returning();
      const active = staff.filter((e) => e.isActive);
      staffed.push({ location, timezone: place.timezone, active });

      const today = localDayOf(now, place.timezone);
      const scheduledRows: (typeof scheduledShifts.$inferInsert)[] = [];
      const shiftRows: ShiftRow[] = [];
      /** A finished shift's lunch break. */
      const lunchBreaks: { shift: ShiftRow; startMs: number }[] = [];
      let inProgress = false;
      for (let day = -weeksBack * 7; day <= weeksAhead * 7; day++) {
        // Each employee works about four days out of seven, on one pattern per day.
        for (const [index, employee] of active.entries()) {
          if ((index + day + 70) % 7 >= 4) continue;
          const pattern = PATTERNS[
            (index + Math.floor((day + 70) / 7)) % PATTERNS.length
          ] as (typeof PATTERNS)[number];
          const startMs = instantAtLocalTime(
            addDaysToDay(today, day),
            pattern.start,
            0,
            place.timezone,
          ).getTime();
          const endMs = startMs + pattern.hours * 3_600_000;
          scheduledRows.push({
            locationId: location.id,
            employeeId: employee.id,
            scheduledStart: new Date(startMs),
            scheduledEnd: new Date(endMs),
            notes:
              rand() < 0.08
                ? pick(['Inventory count', 'Training the new barista', 'Delivery at 10', 'Cover the bar'])
                : '',
          });
          if (endMs <= now.getTime()) {
            // Mostly on time, a few late arrivals and early departures.
            const late = rand() < 0.1 ? 10 + Math.floor(rand() * 20) : Math.floor(rand() * 9) - 4;
            const early = rand() < 0.07 ? 15 + Math.floor(rand() * 30) : Math.floor(rand() * 9) - 4;
            const shift = {
              locationId: location.id,
              employeeId: employee.id,
              clockIn: new Date(startMs + late * MINUTE),
              clockOut: new Date(endMs - early * MINUTE),
            };
            shiftRows.push(shift);
            // A 30-minute break about halfway through a shift of six hours or more (not from rand(),
            // so the rest of the data stays as it was).
            const breakOffset = (pattern.hours / 2) * HOUR + ((index + day + 70) % 4) * 5 * MINUTE;
            if (pattern.hours >= 6) lunchBreaks.push({ shift, startMs: startMs + breakOffset });
          } else if (startMs <= now.getTime() && !inProgress) {
            inProgress = true;
            shiftRows.push({
              locationId: location.id,
              employeeId: employee.id,
              clockIn: new Date(startMs + 3 * MINUTE),
            });
          }
        }
      }
      const first = active[0];
      if (!inProgress && first) {
        // At an hour when no pattern is running (e.g. 06:30), someone still came in early.
        shiftRows.push({
          locationId: location.id,
          employeeId: first.id,
          clockIn: new Date(now.getTime() - 90 * MINUTE),
        });
      }
      for (let i = 0; i < scheduledRows.length; i += 1000)
        await tx.insert(scheduledShifts).values(scheduledRows.slice(i, i + 1000));
      // Each shift is found again by its employee and clock-in (no two are alike).
      const keyOf = (shift: Pick<ShiftRow, 'employeeId' | 'clockIn'>) =>
        `${shift.employeeId} ${shift.clockIn.getTime()}`;
      const shiftIds = new Map<string, string>();
      for (let i = 0; i < shiftRows.length; i += 1000) {
        const inserted = await tx
          .insert(shifts)
          .values(shiftRows.slice(i, i + 1000))
          .returning({ id: shifts.id, employeeId: shifts.employeeId, clockIn: shifts.clockIn });
        for (const row of inserted) shiftIds.set(keyOf(row), row.id);
      }
      const breakRows = lunchBreaks.map(({ shift, startMs }) => ({
        locationId: location.id,
        shiftId: shiftIds.get(keyOf(shift)) as string,
        startAt: new Date(startMs),
        endAt: new Date(startMs + 30 * MINUTE),
        paid: false,
      }));
      for (let i = 0; i < breakRows.length; i += 1000)
        await tx.insert(shiftBreaks).values(breakRows.slice(i, i + 1000));
      scheduledCount += scheduledRows.length;
      shiftCount += shiftRows.length;
    }
    const cover = await seedCoverShifts(tx, staffed, {
      count: options.coverPeople ?? 2,
      firstCode: perLocation + 1,
      now,
      weeksBack,
      weeksAhead,
    });
    // The demo's schedule is what its employees already see: published (docs/decisions/0198-draft-and-publish.md).
    await tx.execute(sql`
      update scheduled_shifts s
         set published_start = s.scheduled_start, published_end = s.scheduled_end,
             published_at = s.created_at, published_changed_at = s.created_at
        from locations l
       where l.id = s.location_id and l.organization_id = ${org.id}`);
    return {
      organizationId: org.id,
      email,
      locations: places,
      shiftCount: shiftCount + cover.shiftCount,
      scheduledCount: scheduledCount + cover.scheduledCount,
    };
  });
}
