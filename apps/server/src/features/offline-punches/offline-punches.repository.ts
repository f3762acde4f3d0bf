import type { OfflinePunchType, OfflineReviewReason } from '@shiftclock/contract/offline-punches';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { devices, employees } from '../../db/schema/locations.ts';
import { offlinePunches } from '../../db/schema/offline-punches.ts';

export type OfflinePunchStatus = (typeof offlinePunches.$inferSelect)['status'];

/**
 * Records a punch of a batch, or finds it recorded by an earlier send of the same batch (the primary
 * key settles two sends at once: the second waits for the first's transaction, then finds its row).
 * Answers `claimed: false` and the first send's status when the punch was already there.
 */
export async function claimOfflinePunch(
  tx: DbOrTx,
  punch: {
    locationId: string;
    id: string;
    tokenJti: string | undefined;
    type: OfflinePunchType;
    employeeCode: string;
    deviceTime: Date;
    punchTime: Date;
    receivedAt: Date;
  },
): Promise<{ claimed: true } | { claimed: false; status: OfflinePunchStatus }> {
  const deviceId = punch.tokenJti
    ? sql`(select ${devices.id} from ${devices} where ${devices.tokenJti} = ${punch.tokenJti})`
    : sql`null`;
  const inserted = await tx
    .insert(offlinePunches)
    .values({
      locationId: punch.locationId,
      id: punch.id,
      deviceId,
      type: punch.type,
      employeeCode: punch.employeeCode,
      deviceTime: punch.deviceTime,
      punchTime: punch.punchTime,
      receivedAt: punch.receivedAt,
      // Until this transaction settles it; nobody sees the row before it commits.
      status: 'review',
    })
    .onConflictDoNothing()
    .returning({ id: offlinePunches.id });
  if (inserted.length > 0) return { claimed: true };
  const [first] = await tx
    .select({ status: offlinePunches.status })
    .from(offlinePunches)
    .where(and(eq(offlinePunches.locationId, punch.locationId), eq(offlinePunches.id, punch.id)));
  if (!first) throw new Error('an offline punch neither inserted nor found');
  return { claimed: false, status: first.status };
}

/** Whether a punch with this id has been received at the location before (a batch sent again). */
export async function isOfflinePunchReceived(db: DbOrTx, key: { locationId: string; id: string }) {
  const [row] = await db
    .select({ id: offlinePunches.id })
    .from(offlinePunches)
    .where(and(eq(offlinePunches.locationId, key.locationId), eq(offlinePunches.id, key.id)));
  return row !== undefined;
}

/** The outcome of a claimed punch: the shift it made or ended, or why it awaits review. */
export async function settleOfflinePunch(
  tx: DbOrTx,
  key: { locationId: string; id: string },
  outcome: { employeeId: string | null } & (
    | { status: 'applied'; shiftId: string }
    | { status: 'review'; reason: OfflineReviewReason }
  ),
) {
  await tx
    .update(offlinePunches)
    .set({
      status: outcome.status,
      employeeId: outcome.employeeId,
      shiftId: outcome.status === 'applied' ? outcome.shiftId : null,
      reason: outcome.status === 'review' ? outcome.reason : null,
    })
    .where(and(eq(offlinePunches.locationId, key.locationId), eq(offlinePunches.id, key.id)));
}

const reviewColumns = {
  id: offlinePunches.id,
  type: offlinePunches.type,
  employeeCode: offlinePunches.employeeCode,
  employeeUuid: employees.id,
  employeeName: employees.name,
  deviceName: devices.name,
  deviceNumber: devices.number,
  deviceTime: offlinePunches.deviceTime,
  punchTime: offlinePunches.punchTime,
  receivedAt: offlinePunches.receivedAt,
  reason: offlinePunches.reason,
  status: offlinePunches.status,
};

function selectForReview(db: DbOrTx) {
  return db
    .select(reviewColumns)
    .from(offlinePunches)
    .leftJoin(employees, eq(employees.id, offlinePunches.employeeId))
    .leftJoin(devices, eq(devices.id, offlinePunches.deviceId));
}

export type OfflinePunchRow = Awaited<ReturnType<typeof listOfflinePunchesForReview>>[number];

/** The location's punches awaiting a manager, oldest punch first. */
export async function listOfflinePunchesForReview(db: DbOrTx, locationId: string) {
  return selectForReview(db)
    .where(and(eq(offlinePunches.locationId, locationId), eq(offlinePunches.status, 'review')))
    .orderBy(asc(offlinePunches.punchTime), asc(offlinePunches.id));
}

/**
 * Takes a punch off the review list. Undefined when the location has no such punch; `dismissed:
 * false` with its row when it was not awaiting review (dismissed already, or applied).
 */
export async function dismissOfflinePunch(
  db: Db,
  input: { locationId: string; id: string; at: Date; by: string },
): Promise<{ dismissed: boolean; row: OfflinePunchRow } | undefined> {
  const key = and(eq(offlinePunches.locationId, input.locationId), eq(offlinePunches.id, input.id));
  const [changed] = await db
    .update(offlinePunches)
    .set({ status: 'dismissed', dismissedAt: input.at, dismissedBy: input.by })
    .where(and(key, eq(offlinePunches.status, 'review')))
    .returning({ id: offlinePunches.id });
  const [row] = await selectForReview(db).where(key);
  if (!row) return undefined;
  return { dismissed: changed !== undefined, row };
}
