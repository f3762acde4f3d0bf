import type { Language } from '@shiftclock/contract/languages';
import type { PayrollSettings } from '@shiftclock/contract/payroll';
import type { PhonePunchesSetting } from '@shiftclock/contract/phone-punch';
import type { ScheduleWarningsSetting } from '@shiftclock/contract/schedule-warnings';
import type { OpenShiftsSetting } from '@shiftclock/contract/settings';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { people } from './people.ts';

/**
 * A location and what belongs to it: its accounts, employees and kiosks (docs/product.md section 3).
 * Rules that races could break live here as constraints, so the database settles them.
 */

export const locationAccountType = pgEnum('location_account_type', ['location', 'manager']);

export type LocationSettings = {
  weekLayout: { startDay: number; endDay: number; startTime: string; endTime: string };
  defaultShiftDuration: number;
  language: Language;
  timeFormat: TimeFormat;
  autoSave: boolean;
  /** Payroll settings; absent in objects stored before them (the default applies). */
  payroll?: PayrollSettings;
  /** Punches from the employees' phones (features/my-phone-punch); absent: off. */
  phonePunches?: PhonePunchesSetting;
  /** The schedule's warnings (features/schedule-warnings); absent: all off. */
  scheduleWarnings?: ScheduleWarningsSetting;
  /** Open shifts (features/open-shifts); absent: the manager approves every claim. */
  openShifts?: OpenShiftsSetting;
};

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The public 6-character location ID, stored upper-case. */
    code: char('code', { length: 6 }).notNull(),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    /** One line the employee app shows beside the name (docs/decisions/0193-my-shifts.md); null: not set. */
    address: text('address'),
    /** Null means docs/product.md section 3's defaults (held in the contract package). */
    settings: jsonb('settings').$type<LocationSettings>(),
    /**
     * The owner's delete archives (docs/decisions/0205-records-kept.md): off the dashboard, its logins
     * refused, its records kept in every timesheet and export of their periods until a purge.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('locations_code_key').on(t.code),
    index('locations_organization_idx').on(t.organizationId, t.createdAt),
    check('locations_code_format', sql`${t.code} ~ '^[A-HJ-NP-Z2-9]{6}$'`),
  ],
);

/**
 * Location codes ever issued, kept after a location is deleted so that a code
 * is never reused (docs/product.md section 11.3).
 */
export const issuedLocationCodes = pgTable('issued_location_codes', {
  code: char('code', { length: 6 }).primaryKey(),
  issuedAt: createdAt(),
});

/** Each location has exactly one location account and one manager account. */
export const locationAccounts = pgTable(
  'location_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    type: locationAccountType('type').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('location_accounts_location_type_key').on(t.locationId, t.type)],
);

/**
 * A person at a location (people.ts): the 3-digit kiosk ID there and whether they work there now.
 * `name` is the person's name, copied and kept equal by the database (migration 0016), so that the
 * punch and the lists read one row.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    /** Left out of an insert: a new person of the organization, named as the employee (migration 0016). */
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id)
      .$defaultFn(() => sql`default`),
    /** The 3-digit employee ID typed at the kiosk; never reused within a location. */
    code: char('code', { length: 3 }).notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_location_code_key').on(t.locationId, t.code),
    // A person has one ID per location.
    uniqueIndex('employees_location_person_key').on(t.locationId, t.personId),
    // The target of shifts' and scheduled shifts' (employee_id, person_id) foreign keys.
    uniqueIndex('employees_id_person_key').on(t.id, t.personId),
    index('employees_person_idx').on(t.personId),
    check('employees_code_format', sql`${t.code} ~ '^[0-9]{3}$' and ${t.code} <> '000'`),
  ],
);

/**
 * Kiosk devices (docs/api.md, "Devices"): a location login that names its device registers it. The
 * device is its token: revoking it revokes that token (revoked_tokens), so the token check needs no
 * look at this table, and heartbeats (a write a minute per kiosk) stir no cache.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Given at login or by a manager; null: shown as 'Kiosk {number}' in the reader's language. */
    name: text('name'),
    /** The location's nth device, for its default name; never reused, so each kiosk stays distinct. */
    number: integer('number').notNull(),
    /**
     * The browser's own id (web: localStorage `shiftclock.deviceKey`): a login from the same browser
     * replaces this row instead of adding one (docs/decisions/0176-kiosk-fits-and-names-its-devices.md).
     */
    deviceKey: uuid('device_key'),
    tokenJti: text('token_jti').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    appVersion: text('app_version'),
    queuedPunches: integer('queued_punches').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_token_jti_key').on(t.tokenJti),
    uniqueIndex('devices_location_device_key').on(t.locationId, t.deviceKey),
    uniqueIndex('devices_location_number_key').on(t.locationId, t.number),
    index('devices_location_idx').on(t.locationId, t.lastSeenAt),
  ],
);
