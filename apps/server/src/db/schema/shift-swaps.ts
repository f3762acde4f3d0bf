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
import { employees, locations } from './locations.ts';
import { scheduledShifts } from './shifts.ts';

/**
 * Swaps and cover (docs/decisions/0202-shift-swaps.md): an employee offers one of their published
 * shifts, a colleague at the same location accepts (optionally giving one of their own in return),
 * the manager approves or declines. Races are settled here: one live offer per shift (partial unique
 * index), the first accept wins by its conditional update, and the schedule's exclusion constraint
 * refuses an approval that would give someone two shifts at once.
 */
export const shiftSwapStatus = pgEnum('shift_swap_status', [
  'offered',
  'accepted',
  'approved',
  'declined',
  'withdrawn',
  'void',
]);

export const shiftSwaps = pgTable(
  'shift_swaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    /**
     * The offered shift; a swap goes with it if the shift row is deleted, which only the publish of a
     * removal does: the schedule is then kept in scheduled_shift_removals and the swap's every step in
     * request_events (docs/decisions/0205-records-kept.md, "Foreign keys").
     */
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => scheduledShifts.id, { onDelete: 'cascade' }),
    /** The shift's times when offered: a later change of them voids a live offer. */
    shiftStart: timestamp('shift_start', { withTimezone: true }).notNull(),
    shiftEnd: timestamp('shift_end', { withTimezone: true }).notNull(),
    offeredByEmployeeId: uuid('offered_by_employee_id').notNull(),
    offeredByPersonId: uuid('offered_by_person_id').notNull(),
    /** A chosen colleague (employee at the location); null: anyone eligible there. */
    offeredToEmployeeId: uuid('offered_to_employee_id').references(() => employees.id),
    status: shiftSwapStatus('status').notNull().default('offered'),
    /** Why it became void: 'shift_changed', 'return_shift_changed' or 'started'. */
    voidReason: text('void_reason'),
    acceptedByEmployeeId: uuid('accepted_by_employee_id'),
    acceptedByPersonId: uuid('accepted_by_person_id'),
    /** The accepter's own shift given in return (a true swap); null: cover. */
    returnShiftId: uuid('return_shift_id').references(() => scheduledShifts.id, { onDelete: 'cascade' }),
    returnStart: timestamp('return_start', { withTimezone: true }),
    returnEnd: timestamp('return_end', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The manager who approved or declined, as the audit trail names one (features/shifts/audit-actor.ts). */
    decidedBy: text('decided_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.offeredByEmployeeId, t.offeredByPersonId],
      foreignColumns: [employees.id, employees.personId],
    }).onUpdate('cascade'),
    foreignKey({
      columns: [t.acceptedByEmployeeId, t.acceptedByPersonId],
      foreignColumns: [employees.id, employees.personId],
    }).onUpdate('cascade'),
    // At most one live offer per shift: a second offer, even at the same moment, loses here.
    uniqueIndex('shift_swaps_one_live_per_shift')
      .on(t.shiftId)
      .where(sql`${t.status} in ('offered', 'accepted')`),
    // A shift given in return is promised to one accepted swap at a time.
    uniqueIndex('shift_swaps_one_live_per_return_shift')
      .on(t.returnShiftId)
      .where(sql`${t.status} = 'accepted'`),
    index('shift_swaps_location_idx').on(t.locationId, t.status),
    index('shift_swaps_offered_by_idx').on(t.offeredByPersonId),
    index('shift_swaps_accepted_by_idx').on(t.acceptedByPersonId),
    check(
      'shift_swaps_accepted_has_accepter',
      sql`${t.status} in ('offered', 'withdrawn', 'void') or (${t.acceptedByEmployeeId} is not null and ${t.acceptedAt} is not null)`,
    ),
    check(
      'shift_swaps_return_shift_times',
      sql`(${t.returnShiftId} is null) = (${t.returnStart} is null) and (${t.returnShiftId} is null) = (${t.returnEnd} is null)`,
    ),
  ],
);
