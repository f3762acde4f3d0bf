import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * The payroll files an owner exported (docs/decisions/0204-payroll-exports.md): who exported which
 * preset of which period when, and the file's SHA-256. No key to a location or a person: a record
 * outlives both, and goes only with its organization.
 */
export const payrollExports = pgTable(
  'payroll_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: exports written in the same millisecond still list newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    provider: text('provider', {
      enum: ['adpWorkforceNow', 'paychexFlex', 'gusto', 'quickbooksIif', 'datevLodas'],
    }).notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes, hex. */
    sha256: text('sha256').notNull(),
    /**
     * SHA-256 of the period's approvals when the file was written (sorted `locationId:approvedAt`): a
     * reopen and a new approval change it, so the export reads as outdated.
     */
    approvalsFingerprint: text('approvals_fingerprint').notNull(),
    /** The owner's e-mail, as the audit columns name who acted. */
    exportedBy: text('exported_by').notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_exports_organization_period_idx').on(t.organizationId, t.periodStart),
    check(
      'payroll_exports_provider',
      sql`${t.provider} in ('adpWorkforceNow', 'paychexFlex', 'gusto', 'quickbooksIif', 'datevLodas')`,
    ),
    check('payroll_exports_period', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('payroll_exports_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
