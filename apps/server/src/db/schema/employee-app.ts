import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { people } from './people.ts';

/**
 * The employee's own app (docs/decisions/0191-the-employee-app.md): a person signs in without a
 * password, with a one-time link e-mailed to them or a one-time code a manager created, and the
 * session that opens is a row here, so the person and their managers can list and end it.
 */

export const signInMethod = pgEnum('sign_in_method', ['link', 'code']);

/** Outstanding one-time sign-ins: only the SHA-256 of the link's token or of the code is kept. */
export const personSignIns = pgTable(
  'person_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    method: signInMethod('method').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Who created a code (the manager's location, or the owner acting there); null for an e-mailed link. */
    createdBy: text('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('person_sign_ins_secret_hash_key').on(t.secretHash),
    index('person_sign_ins_person_idx').on(t.personId),
  ],
);

/**
 * A signed-in phone. The token the phone holds names this row (its `sub`) and is never stored; ending
 * the session (the person, a manager, archiving the person) sets `ended_at`, and the token stops
 * working at its next call.
 */
export const employeeSessions = pgTable(
  'employee_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    method: signInMethod('method').notNull(),
    /** The browser it began in, read from its User-Agent ("Chrome on Android"). */
    device: text('device'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('employee_sessions_person_idx').on(t.personId, t.createdAt)],
);
