import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shiftBreaks } from '../../db/schema/shifts.ts';

export type StoredBreak = { start: Date; end: Date | null; paid: boolean };

/** A shift's breaks, earliest first. */
export async function listShiftBreaks(db: DbOrTx, shiftId: string) {
  return db
    .select({
      id: shiftBreaks.id,
      start: shiftBreaks.startAt,
      end: shiftBreaks.endAt,
      paid: shiftBreaks.paid,
    })
    .from(shiftBreaks)
    .where(eq(shiftBreaks.shiftId, shiftId))
    .orderBy(asc(shiftBreaks.startAt), asc(shiftBreaks.id));
}

/**
 * A correction's breaks replace the shift's (docs/decisions/0160-breaks-and-pay-rules.md). The caller holds the shift row FOR UPDATE, so
 * a kiosk's Start Break (which share-locks it) waits and then finds the shift as corrected.
 */
export async function replaceShiftBreaks(
  tx: DbOrTx,
  shift: { id: string; locationId: string },
  breaks: readonly { start: Date; end: Date; paid: boolean }[],
) {
  await tx.delete(shiftBreaks).where(eq(shiftBreaks.shiftId, shift.id));
  if (breaks.length === 0) return;
  await tx.insert(shiftBreaks).values(
    breaks.map((item) => ({
      locationId: shift.locationId,
      shiftId: shift.id,
      startAt: item.start,
      endAt: item.end,
      paid: item.paid,
    })),
  );
}

/**
 * A correction that closes a shift without saying what its breaks are ends an open break at the new
 * clock-out, as a kiosk clock-out does (never before the break began: the table's check).
 */
export async function endOpenBreak(tx: DbOrTx, shiftId: string, at: Date) {
  await tx
    .update(shiftBreaks)
    .set({ endAt: sql`greatest(${at.toISOString()}::timestamptz, ${shiftBreaks.startAt})` })
    .where(and(eq(shiftBreaks.shiftId, shiftId), isNull(shiftBreaks.endAt)));
}
