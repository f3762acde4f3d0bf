import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { people } from '../../db/schema/people.ts';

/** These people of the organization: their name and payroll ID. */
export async function listPeopleNamed(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, name: people.name, payrollId: people.payrollId })
    .from(people)
    .where(and(eq(people.organizationId, organizationId), inArray(people.id, ids)));
}
