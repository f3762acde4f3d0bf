import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import { people } from '../../db/schema/people.ts';

/** The organization's locations, the first created first: the first one's pay period is the organization's. */
export async function listOrganizationLocations(db: DbOrTx, organizationId: string) {
  return db
    .select({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      timezone: locations.timezone,
      settings: locations.settings,
    })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.createdAt), asc(locations.id));
}

/** These people of the organization: their name and payroll ID. */
export async function listPeopleNamed(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, name: people.name, payrollId: people.payrollId })
    .from(people)
    .where(and(eq(people.organizationId, organizationId), inArray(people.id, ids)));
}
