import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices, employees, locations } from './locations.ts';
import { shifts } from './shifts.ts';

/** A kiosk's offline punches (docs/api.md, "Offline punches"). */

export const offlinePunchType = pgEnum('offline_punch_type', ['clock-in', 'clock-out']);
/** applied: it made or ended a shift. review: it awaits a manager. dismissed: a manager took it off. */
export const offlinePunchStatus = pgEnum('offline_punch_status', ['applied', 'review', 'dismissed']);

/**
 * Every punch a kiosk sent from its offline queue, applied or not: the batch's idempotency (a punch
 * sent again finds its row and answers the same) and the manager's review list (docs/api.md,
 * "Offline punches"). The id is the kiosk's; it is unique per location, so a location cannot learn
 * another's ids.
 */
export const offlinePunches = pgTable(
  'offline_punches',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    id: uuid('id').notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    type: offlinePunchType('type').notNull(),
    /** The ID as typed; the employee it named when the punch arrived, if any. */
    employeeCode: text('employee_code').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    /** deviceTime corrected by the device's clock offset measured when the batch arrived. */
    punchTime: timestamp('punch_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    status: offlinePunchStatus('status').notNull(),
    /** Why it went to review (OFFLINE_REVIEW_REASONS of packages/contract/src/offline-punches.ts). */
    reason: text('reason'),
    shiftId: uuid('shift_id').references(() => shifts.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: text('dismissed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.id] }),
    index('offline_punches_review_idx').on(t.locationId, t.punchTime).where(sql`${t.status} = 'review'`),
  ],
);
