import { peopleMessages } from '@shiftclock/contract/people';
import { Conflict } from '../../platform/errors.ts';

type PgError = { code?: string; constraint?: string; cause?: PgError };

/** The PostgreSQL error under the query builder's wrapper, if it is one. */
export function pgErrorOf(error: unknown): PgError {
  const e = error as PgError;
  return e.cause ?? e;
}

/** Which of the person's unique details a 409 is about, by the index that refused the write. */
const TAKEN: Record<string, string> = {
  people_organization_payroll_id_key: peopleMessages.personPayrollIdTaken,
  people_organization_email_key: peopleMessages.personEmailTaken,
};

/**
 * Runs a write of a person's details; the organization's unique indexes decide a payroll ID or
 * e-mail already taken, races included, and the refusal is a 409 naming the field.
 */
export async function refusingTakenDetails<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorOf(error);
    const message = pg.code === '23505' && pg.constraint ? TAKEN[pg.constraint] : undefined;
    if (!message) throw error;
    const path = message === peopleMessages.personEmailTaken ? 'email' : 'payrollId';
    throw new Conflict(message, { errors: [{ path, msg: message }] });
  }
}
