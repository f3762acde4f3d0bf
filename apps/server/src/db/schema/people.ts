import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organizations } from './organizations.ts';

/**
 * A person of the organization (docs/decisions/0187-one-person-across-locations.md). A person works at
 * one or more of its locations: each `employees` row is the person at one location, with the 3-digit
 * kiosk ID there. What is the person's own lives here: the name (each `employees.name` is a copy the
 * database keeps equal, migration 0016), the contact and payroll details, and the kiosk PIN, one for
 * all their kiosks. Hours and overtime are counted per person across locations (docs/api.md).
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The ID the payroll provider knows the person by; unique in the organization. */
    payrollId: text('payroll_id'),
    /** For cost figures; null: not set. */
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    /** The kiosk PIN's argon2id hash (docs/decisions/0157-employee-pin.md); null: no PIN set. */
    pinHash: text('pin_hash'),
    /** PIN checks begun since the last right PIN, at any of the person's kiosks; at PIN_MAX_WRONG the next wrong one locks. */
    pinFailures: smallint('pin_failures').notNull().default(0),
    /** Punches are refused until then after too many wrong PINs; a manager can lift it. */
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    /** Archived by the owner: hidden from the daily screens, history kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Up to when the person has seen their schedule in the employee app: later scheduled shifts are
     * marked new or changed, later removals listed (docs/decisions/0193-my-shifts.md). Null: never looked.
     */
    scheduleSeenAt: timestamp('schedule_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('people_organization_name_idx').on(t.organizationId, t.name),
    uniqueIndex('people_organization_payroll_id_key')
      .on(t.organizationId, t.payrollId)
      .where(sql`${t.payrollId} is not null`),
    uniqueIndex('people_organization_email_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);
