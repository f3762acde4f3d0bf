import { peopleMessages } from '@shiftclock/contract/people';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { Conflict } from '../../platform/errors.ts';

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
    const message = pg.code === UNIQUE_VIOLATION && pg.constraint ? TAKEN[pg.constraint] : undefined;
    if (!message) throw error;
    const path = message === peopleMessages.personEmailTaken ? 'email' : 'payrollId';
    throw new Conflict(message, { errors: [{ path, msg: message }] });
  }
}
