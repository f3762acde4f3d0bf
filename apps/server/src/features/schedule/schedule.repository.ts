import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { scheduledShiftRemovals, scheduledShifts } from '../../db/schema/shifts.ts';
import { preparedPer } from '../../shared/prepared.ts';

const selection = {
  id: scheduledShifts.id,
  scheduledStart: scheduledShifts.scheduledStart,
  scheduledEnd: scheduledShifts.scheduledEnd,
  notes: scheduledShifts.notes,
  employeeUuid: employees.id,
  employeeName: employees.name,
  employeeCode: employees.code,
};
export type ScheduledShiftRow = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

/** The calendar's call: scheduled shifts overlapping a range, built and planned once. */
const scheduledOfRange = preparedPer((db) =>
  db
    .select(selection)
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(
      and(
        eq(scheduledShifts.locationId, sql.placeholder('locationId')),
        lt(scheduledShifts.scheduledStart, sql.placeholder('to')),
        gt(scheduledShifts.scheduledEnd, sql.placeholder('from')),
        gt(scheduledShifts.scheduledStart, sql.placeholder('earliestStart')),
      ),
    )
    .orderBy(asc(scheduledShifts.scheduledStart), asc(scheduledShifts.id))
    .prepare('scheduled_shifts_of_range'),
);

/**
 * Scheduled shifts overlapping [from, to), in start order. `earliestStart` is implied by the range and
 * the longest possible shift, but it bounds the index range scan, so a week does not read all history.
 */
export function findScheduledShiftsOverlapping(
  db: DbOrTx,
  query: { locationId: string; from: Date; to: Date; earliestStart: Date },
) {
  return scheduledOfRange(db).execute(query);
}

export async function findScheduledShift(db: DbOrTx, locationId: string, id: string) {
  const [row] = await db
    .select(selection)
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(and(eq(scheduledShifts.id, id), eq(scheduledShifts.locationId, locationId)));
  return row;
}

type Times = { scheduledStart: Date; scheduledEnd: Date };

/** Inserts a scheduled shift; the exclusion constraint `scheduled_shifts_no_overlap` refuses an overlap of the person's, at any location. */
export async function insertScheduledShift(
  db: DbOrTx,
  values: Times & { locationId: string; employeeId: string; notes: string },
) {
  const [created] = await db.insert(scheduledShifts).values(values).returning({ id: scheduledShifts.id });
  if (!created) throw new Error('scheduled shift insert returned nothing');
  return created;
}

/**
 * Sets the shift's times; `updated_at` moves only when they differ, so the employee app marks the
 * shift changed (features/my-shifts/) for a real change, not a save of the same times.
 */
export async function updateScheduledShiftTimes(db: DbOrTx, locationId: string, id: string, times: Times) {
  const start = times.scheduledStart.toISOString();
  const end = times.scheduledEnd.toISOString();
  await db
    .update(scheduledShifts)
    .set({
      ...times,
      updatedAt: sql`case when (${scheduledShifts.scheduledStart}, ${scheduledShifts.scheduledEnd})
        = (${start}::timestamptz, ${end}::timestamptz) then ${scheduledShifts.updatedAt} else now() end`,
    })
    .where(and(eq(scheduledShifts.id, id), eq(scheduledShifts.locationId, locationId)));
}

/**
 * Deletes the shift only if it has not started by `now`; answers whether it did. The same statement
 * records the removal for the person's app (scheduled_shift_removals), so none goes unrecorded.
 */
export async function deleteFutureScheduledShift(db: DbOrTx, locationId: string, id: string, now: Date) {
  const { rows } = await db.execute(sql`
    with gone as (
      delete from ${scheduledShifts}
       where id = ${id} and location_id = ${locationId} and scheduled_start > ${now.toISOString()}::timestamptz
      returning person_id, location_id, scheduled_start, scheduled_end, created_at
    )
    insert into ${scheduledShiftRemovals} (person_id, location_id, scheduled_start, scheduled_end, scheduled_at)
    select person_id, location_id, scheduled_start, scheduled_end, created_at from gone
    returning id`);
  return rows.length > 0;
}

/**
 * The start of the employee's first scheduled shift that has not ended at `at` and starts by
 * `until` (the early clock-in limit, features/kiosk/early-clock-in.ts), with the employee's name.
 * Undefined when there is none.
 */
export async function findNextScheduledStart(
  db: DbOrTx,
  query: { locationId: string; code: string; at: Date; until: Date },
) {
  const [row] = await db
    .select({ scheduledStart: scheduledShifts.scheduledStart, employeeName: employees.name })
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(
      and(
        eq(employees.locationId, query.locationId),
        eq(employees.code, query.code),
        gt(scheduledShifts.scheduledEnd, query.at),
        lte(scheduledShifts.scheduledStart, query.until),
      ),
    )
    .orderBy(asc(scheduledShifts.scheduledStart))
    .limit(1);
  return row;
}

/**
 * Whether the person of this employee has a scheduled shift at this location meeting [start, end)
 * (other than `exceptId`): after the exclusion constraint refused an overlap, it tells a clash here
 * from one at another of the person's locations, which the refusal does not name.
 */
export async function hasScheduledOverlapHere(
  db: DbOrTx,
  query: Times & { locationId: string; employeeId: string; exceptId?: string },
) {
  const result = await db.execute(sql`
    select 1 from ${scheduledShifts} s
     where s.person_id = (select person_id from ${employees} where id = ${query.employeeId})
       and s.location_id = ${query.locationId}
       and s.id is distinct from ${query.exceptId ?? null}::uuid
       and s.scheduled_start < ${query.scheduledEnd.toISOString()}::timestamptz
       and s.scheduled_end > ${query.scheduledStart.toISOString()}::timestamptz
     limit 1`);
  return result.rows.length > 0;
}

/** The location's scheduled shifts with these ids, in start order: what a fill answers it created. */
export async function findScheduledShiftsByIds(db: DbOrTx, locationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(selection)
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(and(eq(scheduledShifts.locationId, locationId), inArray(scheduledShifts.id, [...ids])))
    .orderBy(asc(scheduledShifts.scheduledStart), asc(employees.code));
}
