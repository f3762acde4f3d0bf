import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { people } from '../../db/schema/people.ts';
import { scheduledShifts } from '../../db/schema/shifts.ts';

/** A shift a fill means to create: the employee (row id), its instants and notes. */
export interface PlannedShift {
  employeeId: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  notes: string;
}

/** The location's scheduled shifts starting in [from, to): what a copy or a template takes. */
export function findShiftsStartingIn(db: DbOrTx, locationId: string, range: { from: Date; to: Date }) {
  return db
    .select({
      employeeId: scheduledShifts.employeeId,
      scheduledStart: scheduledShifts.scheduledStart,
      scheduledEnd: scheduledShifts.scheduledEnd,
      notes: scheduledShifts.notes,
    })
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.locationId, locationId),
        gte(scheduledShifts.scheduledStart, range.from),
        lt(scheduledShifts.scheduledStart, range.to),
        // A published shift the manager deleted, waiting for the publish that announces it.
        isNull(scheduledShifts.removedAt),
      ),
    )
    .orderBy(asc(scheduledShifts.scheduledStart));
}

/** The location's employees among these ids, and whether each can be scheduled (active, person not archived). */
export function findFillEmployees(db: DbOrTx, locationId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: employees.id,
      name: employees.name,
      code: employees.code,
      schedulable: sql<boolean>`${employees.isActive} and ${people.archivedAt} is null`,
    })
    .from(employees)
    .innerJoin(people, eq(people.id, employees.personId))
    .where(and(eq(employees.locationId, locationId), inArray(employees.id, [...ids])));
}

const asRecords = (plans: readonly PlannedShift[]) =>
  JSON.stringify(
    plans.map((plan, index) => ({
      i: index,
      employee_id: plan.employeeId,
      scheduled_start: plan.scheduledStart.toISOString(),
      scheduled_end: plan.scheduledEnd.toISOString(),
      notes: plan.notes,
    })),
  );

/**
 * Inserts the planned shifts in one statement, leaving out each the exclusion constraint
 * `scheduled_shifts_no_overlap` refuses (the person's shifts here, at their other locations, a
 * concurrent fill's), and each of an employee no longer schedulable. ON CONFLICT DO NOTHING lets
 * the database settle races: two identical copies at once create every shift once. Columns not
 * named take their defaults, as schedule.repository.ts's insert does. Answers the indexes of the
 * plans created, with the new ids.
 */
export async function insertPlannedShifts(db: DbOrTx, locationId: string, plans: readonly PlannedShift[]) {
  if (plans.length === 0) return [];
  const { rows } = await db.execute<{ id: string; i: number }>(sql`
    with planned as (
      select p.i, e.id as employee_id, e.person_id, p.scheduled_start, p.scheduled_end, p.notes
        from jsonb_to_recordset(${asRecords(plans)}::jsonb)
          as p(i int, employee_id uuid, scheduled_start timestamptz, scheduled_end timestamptz, notes text)
        join ${employees} e on e.id = p.employee_id
        join ${people} pe on pe.id = e.person_id
       where e.location_id = ${locationId} and e.is_active and pe.archived_at is null
    ),
    made as (
      insert into ${scheduledShifts} (location_id, employee_id, person_id, scheduled_start, scheduled_end, notes)
      select ${locationId}, employee_id, person_id, scheduled_start, scheduled_end, notes
        from planned order by scheduled_start, employee_id
      on conflict do nothing
      returning id, employee_id, scheduled_start
    )
    select made.id, planned.i from made
      join planned on planned.employee_id = made.employee_id and planned.scheduled_start = made.scheduled_start`);
  return rows;
}

/**
 * Of the plans the insert left out, the indexes of those that meet a shift of the person at this
 * location: the others met one at another location, which the answer does not name.
 */
export async function plansOverlappingHere(db: DbOrTx, locationId: string, plans: readonly PlannedShift[]) {
  if (plans.length === 0) return new Set<number>();
  const { rows } = await db.execute<{ i: number }>(sql`
    select p.i
      from jsonb_to_recordset(${asRecords(plans)}::jsonb)
        as p(i int, employee_id uuid, scheduled_start timestamptz, scheduled_end timestamptz)
      join ${employees} e on e.id = p.employee_id
     where exists (
       select 1 from ${scheduledShifts} s
        where s.person_id = e.person_id and s.location_id = ${locationId}
          and s.scheduled_start < p.scheduled_end and s.scheduled_end > p.scheduled_start
          and s.removed_at is null)`);
  return new Set(rows.map((row) => Number(row.i)));
}
