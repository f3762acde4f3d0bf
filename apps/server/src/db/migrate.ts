import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * Next to this module in the source tree, and copied next to the bundle by the
 * build, so the same relative URL works in both.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: only our own migrations take this lock.
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed SQL migrations. Several instances may start at once
 * against one PostgreSQL; an advisory lock lets one migrate while the others wait.
 */
export async function migrateDatabase(url: string, folder = migrationsFolder): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
