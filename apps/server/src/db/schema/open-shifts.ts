import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { employees, locations } from './locations.ts';
import { people } from './people.ts';

/**
 * Open shifts (docs/decisions/0201-open-shifts.md): a shift a manager posts without a person, and the
 * claims of the employees who want it. Rules that races could break live here as constraints: one
 * approved claim per open shift, one pending claim per person and open shift.
 */

export const openShiftStatus = pgEnum('open_shift_status', ['open', 'filled', 'cancelled']);
export const openShiftClaimStatus = pgEnum('open_shift_claim_status', [
  'pending',
  'approved',
  'declined',
  'withdrawn',
]);

export const openShifts = pgTable(
  'open_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    status: openShiftStatus('status').notNull().default('open'),
    /** The manager as the audit trail names them (features/shifts/audit-actor.ts). */
    postedBy: text('posted_by').notNull(),
    createdAt: createdAt(),
    /** When it was filled or cancelled; null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('open_shifts_location_start_idx').on(t.locationId, t.scheduledStart),
    index('open_shifts_open_start_idx').on(t.scheduledStart).where(sql`${t.status} = 'open'`),
    check('open_shifts_end_after_start', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
    check('open_shifts_at_most_24h', sql`${t.scheduledEnd} - ${t.scheduledStart} <= interval '24 hours'`),
  ],
);

export const openShiftClaims = pgTable(
  'open_shift_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    openShiftId: uuid('open_shift_id')
      .notNull()
      .references(() => openShifts.id),
    /** The claimant's employee row at the open shift's location; kept equal to the person's by the key below. */
    employeeId: uuid('employee_id').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    status: openShiftClaimStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** When it was approved, declined or withdrawn, and by whom (a manager's name, or "auto"). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    foreignKey({
      columns: [t.employeeId, t.personId],
      foreignColumns: [employees.id, employees.personId],
    }).onUpdate('cascade'),
    // One winner per open shift, whatever the race: the second approval fails here.
    uniqueIndex('open_shift_claims_one_approved').on(t.openShiftId).where(sql`${t.status} = 'approved'`),
    // A person has at most one pending claim on an open shift (a double tap claims once).
    uniqueIndex('open_shift_claims_one_pending_per_person')
      .on(t.openShiftId, t.personId)
      .where(sql`${t.status} = 'pending'`),
    index('open_shift_claims_person_idx').on(t.personId, t.createdAt),
  ],
);
