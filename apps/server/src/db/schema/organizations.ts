import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { createdAt, updatedAt } from './columns.ts';

/**
 * Organizations, their licenses and admins, and the admins' e-mail links (docs/product.md sections 11.3 and 11.4).
 * Rules that races could break live here as constraints, so the database settles them.
 */

export const organizationStatus = pgEnum('organization_status', [
  'pending',
  'approved',
  'suspended',
  'rejected',
]);
export const licenseType = pgEnum('license_type', ['trial', 'monthly', 'yearly', 'custom']);
export const durationUnit = pgEnum('duration_unit', ['days', 'months', 'years']);
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['verify_email', 'reset_password']);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: organizationStatus('status').notNull().default('pending'),
    maxLocations: integer('max_locations').notNull().default(1),
    /**
     * "Employees confirm corrections" (docs/decisions/0195-employees-confirm-corrections.md): when the
     * owner last turned it on; null while it is off. Only corrections made from then on are asked about.
     */
    confirmCorrectionsSince: timestamp('confirm_corrections_since', { withTimezone: true }),
    /**
     * Whether the schedule's warnings (features/schedule-warnings) stop a publish; off by default:
     * they only warn (docs/decisions/0199-schedule-warnings.md).
     */
    scheduleWarningsBlock: boolean('schedule_warnings_block').notNull().default(false),
    /**
     * Years working-time records are kept before the owner may purge archived ones
     * (docs/decisions/0205-records-kept.md); RETENTION_* of packages/contract/src/records.ts.
     */
    retentionYears: integer('retention_years').notNull().default(4),
    /**
     * The payroll provider, its pay codes and company numbers (features/payroll-close); null: the
     * defaults (`defaultPayrollCloseSettings`). Read back through the contract's schema, so a kind of
     * hours added later gets its default code.
     */
    payrollCloseSettings: jsonb('payroll_close_settings').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_email_lower_key').on(sql`lower(${t.email})`),
    index('organizations_status_created_idx').on(t.status, t.createdAt),
    check('organizations_max_locations_range', sql`${t.maxLocations} between 0 and 1000`),
    check('organizations_retention_years_range', sql`${t.retentionYears} between 2 and 30`),
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
 * What the master admin changed about an organization, for its detail page: status,
 * license and location limit changes, each written in the transaction of the change. Recorded from
 * migration 0006 on; the registration itself is the organization's `created_at`. The owner's merges
 * of two records of one person are recorded here too (migration 0017), and their purges of records
 * past retention (features/records-retention).
 */
export const organizationEvents = pgTable(
  'organization_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind', {
      enum: [
        'status',
        'license',
        'locationLimit',
        'personMerged',
        'recordsPurged',
        'apiKeyCreated',
        'apiKeyRevoked',
      ],
    }).notNull(),
    /**
     * The values after the change: {status}, {type, duration, durationUnit, autoRenew, endsAt} or
     * {maxLocations}; for the owner's merge of two people, who was kept and merged, by whom; for the
     * owner's purge of records past retention, by whom, the cutoff, what went and the rows per table;
     * for an API key made or revoked (features/api-keys), its id, name, prefix, scopes and by whom.
     */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('organization_events_organization_idx').on(t.organizationId, t.at, t.id),
    check(
      'organization_events_kind',
      sql`${t.kind} in ('status', 'license', 'locationLimit', 'personMerged', 'recordsPurged', 'apiKeyCreated', 'apiKeyRevoked')`,
    ),
  ],
);
