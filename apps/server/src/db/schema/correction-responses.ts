import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditEntries } from './timesheets.ts';

/**
 * An employee's answer to a manager's correction of their shift, when the organization asks for it
 * (docs/decisions/0195-employees-confirm-corrections.md). One answer per correction: the primary key
 * on the audit entry settles two answers sent at once, the second loses in the database (409).
 * Who answered is the person whose shift it is (shifts.person_id), so no person is stored here: a
 * merge of two people, which deletes one of them, keeps every answer with the shifts.
 */
export const correctionResponses = pgTable(
  'correction_responses',
  {
    auditEntryId: uuid('audit_entry_id')
      .primaryKey()
      .references(() => auditEntries.id),
    status: text('status', { enum: ['confirmed', 'disputed'] }).notNull(),
    /** What the employee says is wrong: required for a dispute, absent for a confirmation. */
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('correction_responses_status', sql`${t.status} in ('confirmed', 'disputed')`),
    check(
      'correction_responses_comment',
      sql`(${t.status} = 'disputed') = (${t.comment} is not null and length(${t.comment}) between 1 and 500)`,
    ),
  ],
);
