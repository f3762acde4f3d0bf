import type { PinLength } from '@shiftclock/contract/employee-pin';
import type { PhonePunchesSetting } from '@shiftclock/contract/phone-punch';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { shiftBreaks, shifts } from '../../db/schema/shifts.ts';

/** The setting as stored, and the location's PIN length as the kiosk's token reads it. */
const phoneSetting = sql<Partial<PhonePunchesSetting> | null>`(${locations.settings} -> 'phonePunches')`;
const pinLength = sql<PinLength>`(case ${locations.settings} ->> 'pinLength' when '4' then 4 when '6' then 6 else 0 end)`;
/** Stored on, with both coordinates: what lets a phone punch there (settings.ts refuses on without them). */
const phonePunchesOn = sql`(${locations.settings} -> 'phonePunches' ->> 'enabled') = 'true'
  and jsonb_typeof(${locations.settings} -> 'phonePunches' -> 'latitude') = 'number'
  and jsonb_typeof(${locations.settings} -> 'phonePunches' -> 'longitude') = 'number'`;

/**
 * The person's employee row at the location with this code, in their organization, and the
 * location's phone setting. Undefined when the person does not work there: another location (of
 * this organization or not) is simply not found.
 */
export async function findPersonAtLocation(
  db: DbOrTx,
  who: { personId: string; organizationId: string },
  locationCode: string,
) {
  const [row] = await db
    .select({
      code: employees.code,
      isActive: employees.isActive,
      locationName: locations.name,
      phonePunches: phoneSetting,
    })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(
      and(
        eq(employees.personId, who.personId),
        eq(locations.organizationId, who.organizationId),
        eq(locations.code, locationCode),
      ),
    );
  return row;
}

/** The locations where the person is active and punches from the app are on, by name. */
export async function listPhoneLocations(db: DbOrTx, who: { personId: string; organizationId: string }) {
  return db
    .select({
      locationId: locations.code,
      locationName: locations.name,
      timezone: locations.timezone,
      radiusMeters: sql<number>`(${locations.settings} -> 'phonePunches' ->> 'radiusMeters')::int`,
      pinLength,
    })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(
      and(
        eq(employees.personId, who.personId),
        eq(employees.isActive, true),
        eq(locations.organizationId, who.organizationId),
        phonePunchesOn,
      ),
    )
    .orderBy(locations.name);
}

/** The person's open shift at any location (at most one: shifts_one_active_per_person), with its open break. */
export async function findOpenShiftOfPerson(db: DbOrTx, personId: string) {
  const [row] = await db
    .select({
      locationId: locations.code,
      locationName: locations.name,
      clockIn: shifts.clockIn,
      onBreakSince: shiftBreaks.startAt,
    })
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .leftJoin(shiftBreaks, and(eq(shiftBreaks.shiftId, shifts.id), isNull(shiftBreaks.endAt)))
    .where(and(eq(shifts.personId, personId), isNull(shifts.clockOut)));
  return row;
}

/** Marks a punch of the shift as taken from the phone, `meters` from the location. */
export async function markShiftPunch(
  db: DbOrTx,
  input: { shiftId: string; punch: 'clock-in' | 'clock-out'; meters: number },
) {
  await db
    .update(shifts)
    .set(
      input.punch === 'clock-in'
        ? { clockInPhoneDistanceM: input.meters }
        : { clockOutPhoneDistanceM: input.meters },
    )
    .where(eq(shifts.id, input.shiftId));
}

/** Marks a break's start or end as taken from the phone, `meters` from the location. */
export async function markBreakPunch(
  db: DbOrTx,
  input: { breakId: string; punch: 'break-start' | 'break-end'; meters: number },
) {
  await db
    .update(shiftBreaks)
    .set(
      input.punch === 'break-start'
        ? { startPhoneDistanceM: input.meters }
        : { endPhoneDistanceM: input.meters },
    )
    .where(eq(shiftBreaks.id, input.breakId));
}
