import { and, asc, desc, eq, exists, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { people } from '../../db/schema/people.ts';
import { personAvailability, timeOffRequests } from '../../db/schema/time-off.ts';

export type TimeOffRow = typeof timeOffRequests.$inferSelect;
export type TimeOffStatus = TimeOffRow['status'];

/** The zone of the person's first active location (by when they began there): whole days' span. */
export async function findFirstZone(db: DbOrTx, personId: string) {
  const [row] = await db
    .select({ timezone: locations.timezone })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(and(eq(employees.personId, personId), eq(employees.isActive, true)))
    .orderBy(asc(employees.createdAt), asc(employees.id))
    .limit(1);
  return row?.timezone ?? null;
}

/** The locations where the person is an active employee (each of their managers sees their requests). */
export function listPersonLocations(db: DbOrTx, personId: string) {
  return db
    .select({ locationId: employees.locationId })
    .from(employees)
    .where(and(eq(employees.personId, personId), eq(employees.isActive, true)));
}

export async function insertTimeOff(
  db: DbOrTx,
  values: Pick<
    typeof timeOffRequests.$inferInsert,
    'personId' | 'type' | 'allDay' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'note'
  >,
) {
  const [row] = await db.insert(timeOffRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function listPersonTimeOff(db: DbOrTx, personId: string, limit: number) {
  return db
    .select()
    .from(timeOffRequests)
    .where(eq(timeOffRequests.personId, personId))
    .orderBy(desc(timeOffRequests.startsAt), desc(timeOffRequests.createdAt))
    .limit(limit);
}

/** The person's request, if it is theirs. */
export async function findPersonTimeOff(db: DbOrTx, personId: string, id: string) {
  const [row] = await db
    .select()
    .from(timeOffRequests)
    .where(and(eq(timeOffRequests.id, id), eq(timeOffRequests.personId, personId)));
  return row ?? null;
}

/**
 * Cancels the person's request if it may be: pending, or approved and not begun at `now`. One
 * conditional update, so a decision racing the cancel settles in the database.
 */
export async function cancelTimeOff(db: DbOrTx, personId: string, id: string, now: Date) {
  const [row] = await db
    .update(timeOffRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(timeOffRequests.id, id),
        eq(timeOffRequests.personId, personId),
        or(
          eq(timeOffRequests.status, 'pending'),
          and(eq(timeOffRequests.status, 'approved'), gt(timeOffRequests.startsAt, now)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

const employeeHere = (locationId: string) =>
  and(
    eq(employees.locationId, locationId),
    eq(employees.personId, timeOffRequests.personId),
    eq(employees.isActive, true),
  );

const managerColumns = {
  request: timeOffRequests,
  employee: { id: employees.id, employeeId: employees.code, name: employees.name },
};

/** A request of a person active at the location, with their employee row there. */
export async function findTimeOffHere(db: DbOrTx, locationId: string, id: string) {
  const [row] = await db
    .select(managerColumns)
    .from(timeOffRequests)
    .innerJoin(employees, employeeHere(locationId))
    .where(eq(timeOffRequests.id, id));
  return row ?? null;
}

/**
 * Requests of the location's active employees: with `range` those overlapping its instants (whole
 * days by their dates, read in the location's zone), else those ending after `since`; by `status`.
 */
export function listTimeOffHere(
  db: DbOrTx,
  locationId: string,
  filter: {
    status?: TimeOffStatus;
    since?: Date;
    range?: { startDate: string; endDate: string; from: Date; to: Date };
  },
) {
  const { range } = filter;
  return db
    .select(managerColumns)
    .from(timeOffRequests)
    .innerJoin(employees, employeeHere(locationId))
    .where(
      and(
        filter.status ? eq(timeOffRequests.status, filter.status) : undefined,
        filter.since ? gt(timeOffRequests.endsAt, filter.since) : undefined,
        range
          ? or(
              and(
                eq(timeOffRequests.allDay, true),
                sql`${timeOffRequests.startDate} <= ${range.endDate}::date`,
                sql`${timeOffRequests.endDate} >= ${range.startDate}::date`,
              ),
              and(
                eq(timeOffRequests.allDay, false),
                lt(timeOffRequests.startsAt, range.to),
                gt(timeOffRequests.endsAt, range.from),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(timeOffRequests.startsAt), asc(employees.name))
    .limit(500);
}

/**
 * Decides a pending request of a person active at the location: one conditional update, so two
 * managers deciding at once, or the person cancelling, settle in the database (the loser gets none).
 */
export async function decideTimeOff(
  db: DbOrTx,
  locationId: string,
  id: string,
  decision: {
    status: 'approved' | 'declined';
    paidMinutes: number;
    decidedBy: string;
    decidedAt: Date;
    decisionNote: string;
  },
) {
  const [row] = await db
    .update(timeOffRequests)
    .set({ ...decision, decidedLocationId: locationId })
    .where(
      and(
        eq(timeOffRequests.id, id),
        eq(timeOffRequests.status, 'pending'),
        exists(db.select({ one: sql`1` }).from(employees).where(employeeHere(locationId))),
      ),
    )
    .returning();
  return row ?? null;
}

export type AvailabilityRow = { weekday: number; start: string | null; end: string | null };

export async function findAvailability(db: DbOrTx, personId: string) {
  const rows = await db
    .select({
      weekday: personAvailability.weekday,
      start: personAvailability.startTime,
      end: personAvailability.endTime,
      updatedAt: personAvailability.updatedAt,
    })
    .from(personAvailability)
    .where(eq(personAvailability.personId, personId))
    .orderBy(asc(personAvailability.weekday));
  return rows;
}

/**
 * Replaces the person's availability whole. The person's row is locked first, so two PUTs at once
 * run one after the other and the last one wins whole.
 */
export async function replaceAvailability(db: DbOrTx, personId: string, days: AvailabilityRow[], at: Date) {
  await db.select({ id: people.id }).from(people).where(eq(people.id, personId)).for('update');
  await db.delete(personAvailability).where(eq(personAvailability.personId, personId));
  if (days.length > 0)
    await db.insert(personAvailability).values(
      days.map((day) => ({
        personId,
        weekday: day.weekday,
        startTime: day.start,
        endTime: day.end,
        updatedAt: at,
      })),
    );
}

/** The location's active employees with their person's availability rows (none: no statement). */
export function listAvailabilityHere(db: DbOrTx, locationId: string) {
  return db
    .select({
      employee: { id: employees.id, employeeId: employees.code, name: employees.name },
      weekday: personAvailability.weekday,
      start: personAvailability.startTime,
      end: personAvailability.endTime,
      updatedAt: personAvailability.updatedAt,
    })
    .from(employees)
    .leftJoin(personAvailability, eq(personAvailability.personId, employees.personId))
    .where(and(eq(employees.locationId, locationId), eq(employees.isActive, true)))
    .orderBy(asc(employees.name), asc(employees.code), asc(personAvailability.weekday));
}
