import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { people } from '../../db/schema/people.ts';
import { shifts } from '../../db/schema/shifts.ts';
import { selectShiftsWithEmployee } from '../shifts/shifts.repository.ts';
import { breaksOfShiftsWhere } from '../timesheets/timesheets.repository.ts';

/** The person's employee row at the location with this code, in their organization; undefined: they work there never. */
export async function findPersonAtLocation(
  db: DbOrTx,
  person: { personId: string; organizationId: string },
  locationCode: string,
) {
  const [row] = await db
    .select({
      employeeUuid: employees.id,
      employeeCode: employees.code,
      locationUuid: locations.id,
      locationCode: locations.code,
      locationName: locations.name,
      timezone: locations.timezone,
    })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(
      and(
        eq(employees.personId, person.personId),
        eq(locations.organizationId, person.organizationId),
        eq(locations.code, locationCode),
      ),
    );
  return row;
}

/** The person's and their organization's names, for the head of their records. */
export async function findPersonNames(db: DbOrTx, person: { personId: string; organizationId: string }) {
  const [row] = await db
    .select({ personName: people.name, organizationName: organizations.name })
    .from(people)
    .innerJoin(organizations, eq(organizations.id, people.organizationId))
    .where(and(eq(people.id, person.personId), eq(people.organizationId, person.organizationId)));
  return row;
}

/** The person's shifts at every location that began in [from, to), oldest first, with their location. */
export async function listPersonShiftsBegunIn(db: DbOrTx, personId: string, from: Date, to: Date) {
  return selectShiftsWithEmployee(db)
    .where(and(eq(shifts.personId, personId), gte(shifts.clockIn, from), lt(shifts.clockIn, to)))
    .orderBy(asc(shifts.clockIn), asc(shifts.id));
}

/** The locations of these employee rows, with what counting a shift there needs. */
export async function listLocationsOfRows(db: DbOrTx, employeeUuids: string[]) {
  if (employeeUuids.length === 0) return [];
  return db
    .select({
      employeeUuid: employees.id,
      locationCode: locations.code,
      locationName: locations.name,
      timezone: locations.timezone,
      settings: locations.settings,
    })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(inArray(employees.id, employeeUuids));
}

/** The breaks of the person's shifts begun in [from, to), earliest first. */
export async function listPersonBreaksBegunIn(db: DbOrTx, personId: string, from: Date, to: Date) {
  return breaksOfShiftsWhere(
    db,
    and(eq(shifts.personId, personId), gte(shifts.clockIn, from), lt(shifts.clockIn, to)),
  );
}
