import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { people } from './people.ts';

/**
 * The trail of employees' requests and managers' decisions (docs/decisions/0200-requests-trail.md):
 * open-shift claims, swaps and cover, time off, availability. Append-only: the server only inserts,
 * in the transaction of the change it records.
 */
export const REQUEST_KINDS = ['openShift', 'swap', 'timeOff', 'availability'] as const;

export const requestEvents = pgTable(
  'request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The location whose manager sees the request (a person's time off is recorded at each of theirs). */
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    /** The request's row in its feature's table (open shift, swap, time-off request, person). */
    requestId: uuid('request_id').notNull(),
    /** What happened: e.g. posted, claimed, approved, declined, withdrawn, cancelled, voided, changed. */
    action: text('action').notNull(),
    /** Who did it, as the audit trail names people: the manager's name or the employee's display name. */
    actor: text('actor').notNull(),
    /** The person the request is about, when there is one. */
    personId: uuid('person_id').references(() => people.id),
    /** What the action carried: times, a comment, paid minutes, the shift moved… */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('request_events_request_idx').on(t.kind, t.requestId, t.id),
    index('request_events_location_idx').on(t.locationId, t.at),
    check('request_events_kind', sql`${t.kind} in ('openShift', 'swap', 'timeOff', 'availability')`),
  ],
);
