import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { locations } from './locations.ts';
import { people } from './people.ts';

/**
 * Time off and weekly availability, per person (docs/decisions/0203-time-off-and-availability.md): a
 * person works at several locations, and asks once.
 */

export const timeOffType = pgEnum('time_off_type', ['vacation', 'sick', 'unpaid', 'other']);
export const timeOffStatus = pgEnum('time_off_status', ['pending', 'approved', 'declined', 'cancelled']);

/**
 * A request of time off. Whole days (`all_day`, `start_date`..`end_date` inclusive, each location
 * reading them in its own zone) or hours (`starts_at`..`ends_at`). `starts_at`/`ends_at` are always
 * set: for whole days, the days in the zone of the person's first location when asked, which is what
 * the exclusion constraint `time_off_requests_no_overlap` (hand-written in the migration) compares:
 * two pending or approved requests of a person never overlap.
 */
export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    type: timeOffType('type').notNull(),
    allDay: boolean('all_day').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    status: timeOffStatus('status').notNull().default('pending'),
    /** Granted on approval; 0 before, and for unpaid. Counted as its own timesheet column, never as work. */
    paidMinutes: integer('paid_minutes').notNull().default(0),
    /** Who decided (the manager account, or the owner acting there), and at which location. */
    decidedBy: text('decided_by'),
    decidedLocationId: uuid('decided_location_id').references(() => locations.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_requests_person_idx').on(t.personId, t.startsAt),
    index('time_off_requests_decided_location_idx').on(t.decidedLocationId, t.startsAt),
    check('time_off_requests_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'time_off_requests_days_or_hours',
      sql`(${t.allDay} and ${t.startDate} is not null and ${t.endDate} is not null and ${t.endDate} >= ${t.startDate})
        or (not ${t.allDay} and ${t.startDate} is null and ${t.endDate} is null)`,
    ),
    check('time_off_requests_paid_minutes', sql`${t.paidMinutes} >= 0`),
  ],
);

/**
 * A person's weekly availability: at most one row per weekday (0 Sunday … 6 Saturday). Times `HH:MM`
 * of the day in the zone of the location scheduling; both null: unavailable all day. A weekday
 * without a row: no statement. Replaced whole by the employee's PUT.
 */
export const personAvailability = pgTable(
  'person_availability',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.weekday] }),
    check('person_availability_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'person_availability_times',
      sql`(${t.startTime} is null and ${t.endTime} is null) or (${t.startTime} < ${t.endTime})`,
    ),
  ],
);
