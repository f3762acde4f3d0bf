/** A PostgreSQL error as `pg` reports it: its SQLSTATE and, for a constraint, the constraint's name. */
export type PgError = { code?: string; constraint?: string; cause?: PgError };

/** The PostgreSQL error under the query builder's wrapper (drizzle puts it in `cause`), if it is one. */
export function pgErrorOf(error: unknown): PgError {
  const e = error as PgError;
  return e.cause ?? e;
}

/** SQLSTATEs the services answer: a unique index, and an exclusion constraint, refused the write. */
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
/** A check constraint refused the write (a rule two simultaneous saves could break). */
export const CHECK_VIOLATION = '23514';
