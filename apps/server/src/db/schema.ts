import type { PayrollSettings } from '@shiftclock/contract/timesheets';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole product's data model (docs/product.md sections 3, 11.3 and 11.4).
 * Rules that races could break live here as constraints, so the database settles them.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organizationStatus = pgEnum('organization_status', [
  'pending',
  'approved',
  'suspended',
  'rejected',
]);
export const licenseType = pgEnum('license_type', ['trial', 'monthly', 'yearly', 'custom']);
export const durationUnit = pgEnum('duration_unit', ['days', 'months', 'years']);
export const locationAccountType = pgEnum('location_account_type', ['location', 'manager']);
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['verify_email', 'reset_password']);
export const shiftSource = pgEnum('shift_source', ['kiosk', 'manual']);
export const auditAction = pgEnum('audit_action', [
  'create',
  'correct',
  'auto-close',
  'approve',
  'reopen',
  'confirm',
]);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: organizationStatus('status').notNull().default('pending'),
    maxLocations: integer('max_locations').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_email_lower_key').on(sql`lower(${t.email})`),
    index('organizations_status_created_idx').on(t.status, t.createdAt),
    check('organizations_max_locations_range', sql`${t.maxLocations} between 0 and 1000`),
  ],
);

/** One license per organization; absent until the master admin grants one (approval grants a trial). */
export const licenses = pgTable(
  'licenses',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: licenseType('type').notNull(),
    duration: integer('duration').notNull(),
    durationUnit: durationUnit('duration_unit').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('licenses_ends_at_idx').on(t.endsAt),
    check('licenses_duration_positive', sql`${t.duration} >= 1`),
    check('licenses_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const orgAdmins = pgTable(
  'org_admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Part of every token; bumping it revokes the account's tokens at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_admins_email_lower_key').on(sql`lower(${t.email})`),
    index('org_admins_organization_idx').on(t.organizationId),
  ],
);

export type LocationSettings = {
  weekLayout: { startDay: number; endDay: number; startTime: string; endTime: string };
  defaultShiftDuration: number;
  language: 'en' | 'es' | 'fr' | 'de';
  timeFormat: '24h' | '12h';
  autoSave: boolean;
  /** Payroll settings; absent in objects stored before them (the default applies). */
  payroll?: PayrollSettings;
};

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The public 6-character location ID, stored upper-case. */
    code: char('code', { length: 6 }).notNull(),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    /** Null means docs/product.md section 3's defaults (held in the contract package). */
    settings: jsonb('settings').$type<LocationSettings>(),
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

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The 3-digit employee ID typed at the kiosk; never reused within a location. */
    code: char('code', { length: 3 }).notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The kiosk PIN's argon2id hash (docs/decisions/0157-employee-pin.md); null: no PIN set. */
    pinHash: text('pin_hash'),
    /** PIN checks begun since the last right PIN; at PIN_MAX_WRONG the next wrong one locks. */
    pinFailures: smallint('pin_failures').notNull().default(0),
    /** Punches are refused until then after too many wrong PINs; a manager can lift it. */
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_location_code_key').on(t.locationId, t.code),
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

/** Actual shifts: a clock-in and, once finished, a clock-out. */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    // At most one active shift per employee: a double punch loses in the database.
    uniqueIndex('shifts_one_active_per_employee').on(t.employeeId).where(sql`${t.clockOut} is null`),
    index('shifts_location_clock_in_idx').on(t.locationId, t.clockIn),
    index('shifts_employee_clock_in_idx').on(t.employeeId, t.clockIn),
    index('shifts_location_active_idx').on(t.locationId).where(sql`${t.clockOut} is null`),
    check('shifts_clock_out_after_clock_in', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
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
      .references(() => locations.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** As the location's payroll setting said when the break began. */
    paid: boolean('paid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_breaks_one_open_per_shift').on(t.shiftId).where(sql`${t.endAt} is null`),
    index('shift_breaks_shift_idx').on(t.shiftId, t.startAt),
    check('shift_breaks_end_after_start', sql`${t.endAt} is null or ${t.endAt} >= ${t.startAt}`),
  ],
);

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
      .references(() => locations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    type: offlinePunchType('type').notNull(),
    /** The ID as typed; the employee it named when the punch arrived, if any. */
    employeeCode: text('employee_code').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    /** deviceTime corrected by the device's clock offset measured when the batch arrived. */
    punchTime: timestamp('punch_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    status: offlinePunchStatus('status').notNull(),
    /** Why it went to review (OFFLINE_REVIEW_REASONS of packages/contract/src/offline-punches.ts). */
    reason: text('reason'),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: text('dismissed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.id] }),
    index('offline_punches_review_idx').on(t.locationId, t.punchTime).where(sql`${t.status} = 'review'`),
  ],
);

export const scheduledShifts = pgTable(
  'scheduled_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_shifts_location_start_idx').on(t.locationId, t.scheduledStart),
    index('scheduled_shifts_employee_start_idx').on(t.employeeId, t.scheduledStart),
    check('scheduled_shifts_end_after_start', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
    check(
      'scheduled_shifts_at_most_24h',
      sql`${t.scheduledEnd} - ${t.scheduledStart} <= interval '24 hours'`,
    ),
  ],
);

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
      .references(() => locations.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
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
      .references(() => locations.id, { onDelete: 'cascade' }),
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

/** E-mail verification and password-reset links; only a hash of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    orgAdminId: uuid('org_admin_id')
      .notNull()
      .references(() => orgAdmins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_admin_idx').on(t.orgAdminId, t.purpose),
  ],
);

/**
 * Tokens ended before their time by Logout (docs/decisions/0130-token-revocation.md), by their `jti`. A row is needed only until
 * the token would have expired anyway; logouts delete the rows past that.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * What the master admin changed about an organization, for its detail page: status,
 * license and location limit changes, each written in the transaction of the change. Recorded from
 * migration 0006 on; the registration itself is the organization's `created_at`.
 */
export const organizationEvents = pgTable(
  'organization_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['status', 'license', 'locationLimit'] }).notNull(),
    /** The values after the change: {status}, {type, duration, durationUnit, autoRenew, endsAt} or {maxLocations}. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('organization_events_organization_idx').on(t.organizationId, t.at, t.id),
    check('organization_events_kind', sql`${t.kind} in ('status', 'license', 'locationLimit')`),
  ],
);

/** Secrets generated on first start and shared by every instance (JWT secret, master key hash). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per counted request of a rate limit (http/rate-limit.ts), shared by every instance so a
 * limit holds across all of them. `key` is the rule's name and what it counts (an address, an
 * account); rows older than the longest window are deleted by the app's sweep.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

/**
 * When each periodic job last ran, whichever instance ran it: an instance runs a job only when it
 * moves `last_run_at` forward by a full interval, so N instances run it once per interval (app.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

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
