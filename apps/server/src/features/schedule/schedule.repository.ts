import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, poolOf } from '../../db/client.ts';
import { dateOf, epochMs } from '../../db/epoch-ms.ts';
import { employees } from '../../db/schema/locations.ts';
import { scheduledShifts } from '../../db/schema/shifts.ts';

const selection = {
  id: scheduledShifts.id,
  scheduledStart: scheduledShifts.scheduledStart,
  scheduledEnd: scheduledShifts.scheduledEnd,
  notes: scheduledShifts.notes,
  publishedStart: scheduledShifts.publishedStart,
  publishedEnd: scheduledShifts.publishedEnd,
  publishedAt: scheduledShifts.publishedAt,
  employeeUuid: employees.id,
  employeeName: employees.name,
  employeeCode: employees.code,
};

/**
 * The calendar's call, the week's scheduled shifts and how many removals wait for a publish, in ONE
 * named statement (planned once per connection) whose rows are read around drizzle's row mapping
 * (as the week's shifts are, features/shifts/shift-rows.ts): two statements held two of the pool's
 * connections per request, and the mapping was most of the server's time on a week of 361 rows
 * (docs/performance.md). The count comes on every row, and on a row of its own when the week has
 * no shift (the lateral join on true). `earliestStart` ($4) is implied by the range and the longest
 * possible shift, but it bounds the index range scan, so a week does not read all history.
 */
const SCHEDULED_WEEK = {
  name: 'scheduled_shifts_of_range',
  text: `
  with pending as (
    select count(*)::int as n from scheduled_shifts
     where location_id = $1 and removed_at is not null
       and scheduled_start >= $2 and scheduled_start < $3)
  select pending.n as pending_removals, shift.*
    from pending
    left join lateral (
      select s.id, ${epochMs('s.scheduled_start')} as scheduled_start,
             ${epochMs('s.scheduled_end')} as scheduled_end, s.notes,
             ${epochMs('s.published_start')} as published_start,
             ${epochMs('s.published_end')} as published_end,
             ${epochMs('s.published_at')} as published_at,
             e.id as employee_id, e.name as employee_name, e.code as employee_code
        from scheduled_shifts s
        join employees e on e.id = s.employee_id
       where s.location_id = $1 and s.scheduled_start < $3 and s.scheduled_end > $2
         and s.scheduled_start > $4 and s.removed_at is null) shift on true
   order by shift.scheduled_start, shift.id`,
};

type RawScheduledRow = {
  pending_removals: number;
  id: string | null;
  scheduled_start: number;
  scheduled_end: number;
  notes: string;
  published_start: number | null;
  published_end: number | null;
  published_at: number | null;
  employee_id: string;
  employee_name: string;
  employee_code: string;
};

/** Scheduled shifts overlapping [from, to) in start order, and the removals in it waiting for a publish. */
export async function findScheduledWeek(
  db: Db,
  query: { locationId: string; from: Date; to: Date; earliestStart: Date },
): Promise<{ rows: ScheduledShiftRow[]; pendingRemovals: number }> {
  const { rows } = await poolOf(db).query<RawScheduledRow>({
    ...SCHEDULED_WEEK,
    values: [query.locationId, query.from, query.to, query.earliestStart],
  });
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as string,
        scheduledStart: new Date(row.scheduled_start),
        scheduledEnd: new Date(row.scheduled_end),
        notes: row.notes,
        publishedStart: dateOf(row.published_start),
        publishedEnd: dateOf(row.published_end),
        publishedAt: dateOf(row.published_at),
        employeeUuid: row.employee_id,
        employeeName: row.employee_name,
        employeeCode: row.employee_code,
      })),
    pendingRemovals: rows[0]?.pending_removals ?? 0,
  };
}

export type ScheduledShiftRow = NonNullable<Awaited<ReturnType<typeof findScheduledShift>>>;

export async function findScheduledShift(db: DbOrTx, locationId: string, id: string) {
  const [row] = await db
    .select(selection)
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(
      and(
        eq(scheduledShifts.id, id),
        eq(scheduledShifts.locationId, locationId),
        isNull(scheduledShifts.removedAt),
      ),
    );
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
 * Deletes the shift only if it has not started by `now`; answers whether it did. A draft never
 * published goes at once; a published one is marked for removal and stays, shown to its employee,
 * until the publish that announces it (docs/decisions/0198-draft-and-publish.md). One statement, so
 * a publish at the same moment sees the shift either published and marked, or gone.
 */
export async function deleteFutureScheduledShift(db: DbOrTx, locationId: string, id: string, now: Date) {
  const { rows } = await db.execute(sql`
    with target as (
      select id, published_at from ${scheduledShifts}
       where id = ${id} and location_id = ${locationId} and removed_at is null
         and scheduled_start > ${now.toISOString()}::timestamptz
       for update
    ), dropped as (
      delete from ${scheduledShifts} s using target
       where s.id = target.id and target.published_at is null
      returning s.id
    ), marked as (
      update ${scheduledShifts} s set removed_at = now() from target
       where s.id = target.id and target.published_at is not null
      returning s.id
    )
    select id from dropped union all select id from marked`);
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
        isNull(scheduledShifts.removedAt),
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
       and s.removed_at is null
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

/**
 * The published version of the locations' scheduled shifts starting in [from, to), in start order:
 * what employees see (docs/decisions/0198-draft-and-publish.md). A draft is not read; a changed or
 * deleted shift reads as last published until the publish that announces the change.
 */
export async function findPublishedShiftsStartingIn(
  db: DbOrTx,
  query: { locationIds: readonly string[]; from: Date; to: Date },
) {
  if (query.locationIds.length === 0) return [];
  return db
    .select({
      id: scheduledShifts.id,
      locationId: scheduledShifts.locationId,
      start: scheduledShifts.publishedStart,
      end: scheduledShifts.publishedEnd,
      notes: scheduledShifts.notes,
      employeeUuid: employees.id,
      employeeName: employees.name,
      employeeCode: employees.code,
    })
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .where(
      and(
        inArray(scheduledShifts.locationId, [...query.locationIds]),
        sql`${scheduledShifts.publishedStart} >= ${query.from.toISOString()}::timestamptz`,
        sql`${scheduledShifts.publishedStart} < ${query.to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(scheduledShifts.publishedStart), asc(scheduledShifts.id));
}
