import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { shifts } from './shifts.ts';

/** The timesheets' audit trail and approved pay periods (docs/api.md, "Timesheets"). */

export const auditAction = pgEnum('audit_action', [
  'create',
  'correct',
  'auto-close',
  'approve',
  'reopen',
  'confirm',
]);

/** A shift's times in an audit entry; its breaks since breaks were kept (absent in older entries and auto-closes). */
type AuditTimes = {
  clockIn: string;
  clockOut: string | null;
  breaks?: { start: string; end: string | null; paid: boolean }[] | null;
};

/**
 * The timesheets' audit trail (docs/decisions/0090-timesheets.md): shift entries (create, correct, auto-close) carry the shift
 * and its times before and after; period entries (approve, reopen) carry the pay period's days.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: entries written in the same millisecond still read back in the order they happened. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    shiftId: uuid('shift_id').references(() => shifts.id),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    action: auditAction('action').notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before').$type<AuditTimes>(),
    after: jsonb('after').$type<AuditTimes>(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_shift_idx').on(t.shiftId, t.seq),
    index('audit_entries_location_period_idx').on(t.locationId, t.periodStart, t.seq),
    check(
      'audit_entries_shift_or_period',
      sql`(${t.shiftId} is not null) or (${t.periodStart} is not null and ${t.periodEnd} is not null)`,
    ),
  ],
);

/** Approved pay periods: a row locks the period against corrections; reopening deletes it. */
export const payPeriodApprovals = pgTable(
  'pay_period_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text('approved_by').notNull(),
  },
  (t) => [
    uniqueIndex('pay_period_approvals_location_start_key').on(t.locationId, t.startDate),
    check('pay_period_approvals_end_after_start', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
