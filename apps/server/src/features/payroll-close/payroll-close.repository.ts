import { and, asc, count, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import { openShifts } from '../../db/schema/open-shifts.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { payrollExports } from '../../db/schema/payroll-close.ts';
import { shifts } from '../../db/schema/shifts.ts';
import { payPeriodApprovals } from '../../db/schema/timesheets.ts';

export type PayrollExportRow = typeof payrollExports.$inferSelect;

/** The organization's stored payroll settings (null: never saved) and its first location's language. */
export async function findPayrollSettings(db: DbOrTx, organizationId: string) {
  const [org] = await db
    .select({ stored: organizations.payrollCloseSettings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [first] = await db
    .select({ settings: locations.settings })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .limit(1);
  return { stored: org?.stored ?? null, language: first?.settings?.language ?? null };
}

export async function savePayrollSettings(db: DbOrTx, organizationId: string, settings: unknown) {
  await db
    .update(organizations)
    .set({ payrollCloseSettings: settings })
    .where(eq(organizations.id, organizationId));
}

/** The approvals of the period starting on `startDate` at the organization's locations. */
export function listPeriodApprovals(db: DbOrTx, organizationId: string, startDate: string) {
  return db
    .select({
      id: payPeriodApprovals.id,
      locationId: payPeriodApprovals.locationId,
      code: locations.code,
      startDate: payPeriodApprovals.startDate,
      endDate: payPeriodApprovals.endDate,
      approvedAt: payPeriodApprovals.approvedAt,
    })
    .from(payPeriodApprovals)
    .innerJoin(locations, eq(locations.id, payPeriodApprovals.locationId))
    .where(and(eq(locations.organizationId, organizationId), eq(payPeriodApprovals.startDate, startDate)));
}

/**
 * The same approvals, locked FOR SHARE until the transaction ends: a reopen (which deletes its row)
 * waits for the close, so the file is written from approvals that still stand.
 */
export function lockPeriodApprovals(tx: Tx, organizationId: string, startDate: string) {
  return listPeriodApprovals(tx, organizationId, startDate).for('share', { of: payPeriodApprovals });
}

type Range = { from: Date; to: Date };

/** Shifts at the location begun in the range and not clocked out yet. */
export async function countStillClockedIn(db: DbOrTx, locationId: string, range: Range) {
  const [row] = await db
    .select({ n: count() })
    .from(shifts)
    .where(
      and(
        eq(shifts.locationId, locationId),
        gte(shifts.clockIn, range.from),
        lt(shifts.clockIn, range.to),
        isNull(shifts.clockOut),
      ),
    );
  return row?.n ?? 0;
}

/** Open shifts posted at the location for the range that are still open: nobody took them. */
export async function countUnfilledOpenShifts(db: DbOrTx, locationId: string, range: Range) {
  const [row] = await db
    .select({ n: count() })
    .from(openShifts)
    .where(
      and(
        eq(openShifts.locationId, locationId),
        eq(openShifts.status, 'open'),
        gte(openShifts.scheduledStart, range.from),
        lt(openShifts.scheduledStart, range.to),
      ),
    );
  return row?.n ?? 0;
}

export async function insertPayrollExport(
  db: DbOrTx,
  values: Omit<typeof payrollExports.$inferInsert, 'id' | 'seq' | 'exportedAt'> & { exportedAt: Date },
) {
  const [row] = await db.insert(payrollExports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The period's exports, newest first. */
export function listPeriodExports(
  db: DbOrTx,
  organizationId: string,
  period: { startDate: string; endDate: string },
) {
  return db
    .select()
    .from(payrollExports)
    .where(
      and(
        eq(payrollExports.organizationId, organizationId),
        eq(payrollExports.periodStart, period.startDate),
        eq(payrollExports.periodEnd, period.endDate),
      ),
    )
    .orderBy(desc(payrollExports.exportedAt), desc(payrollExports.seq));
}
