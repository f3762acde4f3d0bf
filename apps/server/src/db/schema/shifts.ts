import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { employees, locations } from './locations.ts';
import { people } from './people.ts';

/**
 * Shifts as punched and as scheduled, their breaks, and the kiosk's punch receipts (docs/product.md section 11.4).
 * Rules that races could break live here as constraints, so the database settles them.
 */

export const shiftSource = pgEnum('shift_source', ['kiosk', 'manual']);

/** Actual shifts: a clock-in and, once finished, a clock-out. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    employeeId: uuid('employee_id').notNull(),
    /**
     * The employee's person: one open shift per person, anywhere. Filled in by the database when an
     * insert leaves it out (migration 0016), and kept equal to the employee's by the foreign key
     * below, which also carries a merge of two people (employees.person_id changed) to the shifts.
     */
    personId: uuid('person_id')
      .notNull()
      .$defaultFn(() => sql`default`),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    /** Set when a manager corrected the punch, or the shift was closed automatically. */
    corrected: boolean('corrected').notNull().default(false),
    /** Closed by the server at clock-in + 16 h because nobody clocked out: needs a manager's review. */
    autoClosed: boolean('auto_closed').notNull().default(false),
    /**
     * When and by whom a manager reviewed the shift: corrected its times or confirmed an auto-closed
     * shift as worked. An auto-closed shift not yet reviewed counts 0 hours (docs/api.md, "Timesheets").
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    /** 'manual': added by a manager for a missed punch. The kiosk's insert leaves the default. */
    source: shiftSource('source').notNull().default('kiosk'),
    /**
     * The kiosk's own punch times, copied from clock_in/clock_out by the first correction of a kiosk
     * shift and never changed afterwards. Null until then, so the kiosk's punches stay one-column
     * writes; the DTO falls back to clock_in/clock_out for an uncorrected kiosk shift.
     */
    originalClockIn: timestamp('original_clock_in', { withTimezone: true }),
    originalClockOut: timestamp('original_clock_out', { withTimezone: true }),
    /** A punch of it came from a kiosk's offline queue, late, at the device's corrected time. */
    offline: boolean('offline').notNull().default(false),
    /**
     * Set when the clock-in (clock-out) was punched from the employee's phone (features/my-phone-punch):
     * the phone's distance from the location in whole metres then. Null: a kiosk's, a manager's or an
     * offline punch. A correction keeps it: it describes the punch, as the originals above do.
     */
    clockInPhoneDistanceM: integer('clock_in_phone_distance_m'),
    clockOutPhoneDistanceM: integer('clock_out_phone_distance_m'),
    createdAt: createdAt(),
  },
  (t) => [
    // No ON DELETE: no delete takes a record with it (docs/decisions/0205-records-kept.md); a merge's
    // change of employees.person_id still carries to the shifts.
    foreignKey({
      columns: [t.employeeId, t.personId],
      foreignColumns: [employees.id, employees.personId],
    }).onUpdate('cascade'),
    // At most one active shift per person, at any location: a double punch, here or at another of
    // the person's locations, loses in the database.
    uniqueIndex('shifts_one_active_per_person').on(t.personId).where(sql`${t.clockOut} is null`),
    index('shifts_person_clock_in_idx').on(t.personId, t.clockIn),
    index('shifts_location_clock_in_idx').on(t.locationId, t.clockIn),
    index('shifts_employee_clock_in_idx').on(t.employeeId, t.clockIn),
    index('shifts_location_active_idx').on(t.locationId).where(sql`${t.clockOut} is null`),
    check('shifts_clock_out_after_clock_in', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
    check(
      'shifts_phone_distance_not_negative',
      sql`${t.clockInPhoneDistanceM} >= 0 and ${t.clockOutPhoneDistanceM} >= 0`,
    ),
  ],
);

/**
 * Breaks taken at the kiosk (docs/api.md, "Breaks"). A break with no end is open; the
 * partial unique index allows one open break per shift, so of simultaneous Start Breaks one wins in
 * the database. Clocking out ends the open break; one that a clock-out racing it could not see is
 * counted as ending at the clock-out (timesheets read a break's end as at most its shift's end).
 */
export const shiftBreaks = pgTable(
  'shift_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** As the location's payroll setting said when the break began. */
    paid: boolean('paid').notNull(),
    /** As on shifts: the phone's distance in metres when the break's start (end) came from the phone. */
    startPhoneDistanceM: integer('start_phone_distance_m'),
    endPhoneDistanceM: integer('end_phone_distance_m'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_breaks_one_open_per_shift').on(t.shiftId).where(sql`${t.endAt} is null`),
    index('shift_breaks_shift_idx').on(t.shiftId, t.startAt),
    check('shift_breaks_end_after_start', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
    check(
      'shift_breaks_phone_distance_not_negative',
      sql`${t.startPhoneDistanceM} >= 0 and ${t.endPhoneDistanceM} >= 0`,
    ),
  ],
);

export const scheduledShifts = pgTable(
  'scheduled_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    employeeId: uuid('employee_id').notNull(),
    /** The employee's person, as for `shifts`: no overlapping schedule per person, anywhere. */
    personId: uuid('person_id')
      .notNull()
      .$defaultFn(() => sql`default`),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    /** When its times last changed (the schedule service sets it): the employee app marks it changed. */
    updatedAt: updatedAt(),
    /**
     * The version employees see (docs/decisions/0198-draft-and-publish.md): the times last published,
     * null until the first publish, so a row inserted without them is a draft.
     */
    publishedStart: timestamp('published_start', { withTimezone: true }),
    publishedEnd: timestamp('published_end', { withTimezone: true }),
    /** The first publish of the shift: the employee app marks it new after it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last publish that changed its published times: the employee app marks it changed after it. */
    publishedChangedAt: timestamp('published_changed_at', { withTimezone: true }),
    /** A published shift the manager deleted: it stays until the publish that announces the removal. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      columns: [t.employeeId, t.personId],
      foreignColumns: [employees.id, employees.personId],
    }).onUpdate('cascade'),
    index('scheduled_shifts_location_start_idx').on(t.locationId, t.scheduledStart),
    index('scheduled_shifts_employee_start_idx').on(t.employeeId, t.scheduledStart),
    index('scheduled_shifts_person_start_idx').on(t.personId, t.scheduledStart),
    // The employee app reads the published version (features/my-shifts/).
    index('scheduled_shifts_person_published_idx').on(t.personId, t.publishedStart),
    check('scheduled_shifts_end_after_start', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
    check(
      'scheduled_shifts_at_most_24h',
      sql`${t.scheduledEnd} - ${t.scheduledStart} <= interval '24 hours'`,
    ),
  ],
);

/**
 * A future scheduled shift a manager deleted, kept for the person's app to list as removed since they
 * last looked (docs/decisions/0193-my-shifts.md), and the schedule record of a published shift removed
 * (docs/decisions/0205-records-kept.md). Written by the publish that announces the removal
 * (docs/decisions/0198-draft-and-publish.md), in its transaction; the times and `scheduled_at` are the
 * published ones. The shift's id is not kept, as nothing refers to a deleted shift.
 */
export const scheduledShiftRemovals = pgTable(
  'scheduled_shift_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    /** When the shift was scheduled: one added and removed since the person last looked is not news. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_shift_removals_person_idx').on(t.personId, t.removedAt)],
);

/**
 * The answer of each punch sent with an Idempotency-Key (features/kiosk/punch-receipts.repository.ts):
 * a retry with the same key gets the same answer instead of punching again. Written in the punch's
 * transaction, so a punch is never committed without its receipt.
 */
export const punchReceipts = pgTable(
  'punch_receipts',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What was asked: 'clock-in 007' or 'clock-out 007'; the same key for another punch is refused. */
    request: text('request').notNull(),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.key] }),
    index('punch_receipts_created_idx').on(t.createdAt),
  ],
);
