import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { people } from '../../db/schema/people.ts';

/**
 * The person's employee rows at the organization's locations, as one JSON array, by location name.
 * `people.id` is written out: in a select list the query builder names a column without its table.
 */
const personLocations = sql<PersonLocationRow[]>`coalesce((
  select json_agg(json_build_object(
           'locationId', l.code, 'locationName', l.name, 'employeeId', e.code, 'isActive', e.is_active)
         order by l.name, l.code)
    from ${employees} e join ${locations} l on l.id = e.location_id
   where e.person_id = people.id), '[]'::json)`;

type PersonLocationRow = { locationId: string; locationName: string; employeeId: string; isActive: boolean };

/** The person's own details, as the owner edits them. */
const details = {
  id: people.id,
  name: people.name,
  email: people.email,
  phone: people.phone,
  payrollId: people.payrollId,
  hourlyRate: people.hourlyRate,
};

const personColumns = {
  ...details,
  pinSet: sql<boolean>`${people.pinHash} is not null`,
  archivedAt: people.archivedAt,
  locations: personLocations,
};

export type PersonRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  payrollId: string | null;
  hourlyRate: string | null;
  pinSet: boolean;
  archivedAt: Date | null;
  locations: PersonLocationRow[];
};

/**
 * `q` as the people calls read it (packages/contract/src/people.ts): any part of the name in any
 * case, or exactly the payroll ID, or the e-mail in any case. `%`, `_` and `\` are searched as typed.
 */
function matches(q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${people.name} ilike ${pattern} or ${people.payrollId} = ${q} or lower(${people.email}) = lower(${q}))`;
}

export type PeopleFilter = {
  q?: string;
  locationCode?: string;
  archived: boolean;
  /** Only people with an employee row at one of these locations (their ids): an API key's (features/api-keys). */
  withinLocationIds?: readonly string[];
};

function filterWhere(organizationId: string, filter: PeopleFilter) {
  return and(
    eq(people.organizationId, organizationId),
    filter.archived ? sql`${people.archivedAt} is not null` : isNull(people.archivedAt),
    filter.q ? matches(filter.q) : undefined,
    filter.locationCode
      ? sql`exists (select 1 from ${employees} e join ${locations} l on l.id = e.location_id
                     where e.person_id = ${people.id} and l.code = ${filter.locationCode}
                       and l.organization_id = ${organizationId})`
      : undefined,
    filter.withinLocationIds
      ? filter.withinLocationIds.length
        ? sql`exists (select 1 from ${employees} e
                       where e.person_id = ${people.id} and e.location_id in ${filter.withinLocationIds})`
        : sql`false`
      : undefined,
  );
}

/** A page of the organization's people by name, and how many match in all. */
export async function listPeople(
  db: DbOrTx,
  organizationId: string,
  filter: PeopleFilter,
  page: { offset: number; limit: number },
) {
  const where = filterWhere(organizationId, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(personColumns)
      .from(people)
      .where(where)
      .orderBy(people.name, people.id)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(people).where(where),
  ]);
  return { rows: rows as PersonRow[], total: count?.total ?? 0 };
}

export async function findPerson(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select(personColumns)
    .from(people)
    .where(and(eq(people.organizationId, organizationId), eq(people.id, id)));
  return row as PersonRow | undefined;
}

/**
 * FOR UPDATE, before a change that depends on the person's state (archived or not, their locations):
 * an archive, an assignment and a merge of the same person take turns. Returns the rows found, those
 * of the organization only, with what a merge carries over.
 */
export async function lockPeople(tx: DbOrTx, organizationId: string, ids: string[]) {
  return tx
    .select({
      ...details,
      pinHash: people.pinHash,
      pinFailures: people.pinFailures,
      pinLockedUntil: people.pinLockedUntil,
      archivedAt: people.archivedAt,
    })
    .from(people)
    .where(and(eq(people.organizationId, organizationId), inArray(people.id, ids)))
    .orderBy(people.id)
    .for('update');
}
export type LockedPerson = Awaited<ReturnType<typeof lockPeople>>[number];

type Details = {
  email?: string | null;
  phone?: string | null;
  payrollId?: string | null;
  hourlyRate?: string | null;
};

export async function insertPerson(tx: DbOrTx, organizationId: string, input: Details & { name: string }) {
  const [row] = await tx
    .insert(people)
    .values({ organizationId, ...input })
    .returning({ id: people.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Changes the person's own fields; a new name reaches every employee row by trigger (migration 0016). */
export async function updatePerson(
  db: DbOrTx,
  organizationId: string,
  id: string,
  changes: Details & { name?: string; archivedAt?: Date | null } & Partial<
      Pick<LockedPerson, 'pinHash' | 'pinFailures' | 'pinLockedUntil'>
    >,
) {
  const [row] = await db
    .update(people)
    .set(changes)
    .where(and(eq(people.organizationId, organizationId), eq(people.id, id)))
    .returning({ id: people.id });
  return Boolean(row);
}

export async function deletePerson(tx: DbOrTx, id: string) {
  await tx.delete(people).where(eq(people.id, id));
}

/**
 * The organization's people matching `q` that are not archived, by name, at most `limit`: only the id,
 * the name and the kiosk ID at `locationId` (null if they do not work there).
 */
export async function searchPeople(
  db: DbOrTx,
  organizationId: string,
  locationId: string,
  q: string,
  limit: number,
) {
  return db
    .select({
      id: people.id,
      name: people.name,
      employeeId: sql<string | null>`(select e.code from ${employees} e
                                       where e.person_id = people.id and e.location_id = ${locationId})`,
    })
    .from(people)
    .where(and(eq(people.organizationId, organizationId), isNull(people.archivedAt), matches(q)))
    .orderBy(people.name, people.id)
    .limit(limit);
}
