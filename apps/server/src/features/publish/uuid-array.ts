import { sql } from 'drizzle-orm';

/**
 * A list of uuids as one `uuid[]` parameter: drizzle spreads a JS array into a row of parameters,
 * which `= any(...)` does not take. The ids come from the database or a zod uuid check.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
