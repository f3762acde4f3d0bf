import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { payPeriodApprovals } from '../../db/schema/timesheets.ts';

/**
 * The location row is the lock that orders approvals against corrections: an approval takes it
 * exclusively ('no key update', which kiosk inserts' foreign-key checks do not wait for), a
 * correction takes it shared. So a correction never writes into a period approved after it looked.
 */
export async function lockLocation(tx: DbOrTx, locationId: string, mode: 'share' | 'no key update') {
  const [row] = await tx
    .select({ id: locations.id, settings: locations.settings, timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for(mode);
  return row;
}

export async function findApproval(db: DbOrTx, locationId: string, startDate: string) {
  const [row] = await findApprovals(db, [locationId], startDate);
  return row;
}

/** The approvals of the period starting on `startDate` at these locations. */
export async function findApprovals(db: DbOrTx, locationIds: readonly string[], startDate: string) {
  return db
    .select()
    .from(payPeriodApprovals)
    .where(
      and(
        inArray(payPeriodApprovals.locationId, [...locationIds]),
        eq(payPeriodApprovals.startDate, startDate),
      ),
    );
}

/**
 * The earliest approved period sharing a day with `from`..`to` (read after the location lock, so it
 * is current): approval-guard.ts decides which days a write changes.
 */
export async function findApprovalOverlapping(db: DbOrTx, locationId: string, from: string, to: string) {
  const [row] = await db
    .select({ startDate: payPeriodApprovals.startDate, endDate: payPeriodApprovals.endDate })
    .from(payPeriodApprovals)
    .where(
      and(
        eq(payPeriodApprovals.locationId, locationId),
        lte(payPeriodApprovals.startDate, to),
        gte(payPeriodApprovals.endDate, from),
      ),
    )
    .orderBy(asc(payPeriodApprovals.startDate))
    .limit(1);
  return row;
}

/** Undefined when the period was already approved (the unique key settles two approvals at once). */
export async function insertApproval(
  tx: DbOrTx,
  input: { locationId: string; startDate: string; endDate: string; approvedAt: Date; approvedBy: string },
) {
  const [row] = await tx
    .insert(payPeriodApprovals)
    .values(input)
    .onConflictDoNothing({ target: [payPeriodApprovals.locationId, payPeriodApprovals.startDate] })
    .returning();
  return row;
}

export async function deleteApproval(tx: DbOrTx, locationId: string, startDate: string) {
  const [row] = await tx
    .delete(payPeriodApprovals)
    .where(and(eq(payPeriodApprovals.locationId, locationId), eq(payPeriodApprovals.startDate, startDate)))
    .returning();
  return row;
}

/**
 * A period approved at another location of the person sharing a day with `from`..`to`, if any. The
 * person's other locations are taken shared first, as the write's own is: an approval there (which
 * takes its location exclusively) waits for this write, or this write reads it.
 */
export async function findApprovalOfPersonElsewhere(
  tx: DbOrTx,
  q: { personId: string; locationId: string; from: string; to: string },
) {
  const others = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      inArray(
        locations.id,
        tx
          .select({ id: employees.locationId })
          .from(employees)
          .where(and(eq(employees.personId, q.personId), ne(employees.locationId, q.locationId))),
      ),
    )
    .orderBy(asc(locations.id))
    .for('share');
  if (others.length === 0) return undefined;
  const [row] = await tx
    .select({ startDate: payPeriodApprovals.startDate })
    .from(payPeriodApprovals)
    .where(
      and(
        inArray(
          payPeriodApprovals.locationId,
          others.map((o) => o.id),
        ),
        lte(payPeriodApprovals.startDate, q.to),
        gte(payPeriodApprovals.endDate, q.from),
      ),
    )
    .limit(1);
  return row;
}
