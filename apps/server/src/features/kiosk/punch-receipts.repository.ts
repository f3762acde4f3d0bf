import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { punchReceipts } from '../../db/schema/shifts.ts';

type Receipt = { request: string; status: number | null; answer: unknown };

/**
 * Claims `key` for this punch: null when the claim is new (the caller punches, then completes it),
 * else the receipt already stored. A claim for a key another transaction holds waits for that
 * transaction to end, so two retries sent at once never both punch.
 */
export async function claimReceipt(
  tx: DbOrTx,
  input: { locationId: string; key: string; request: string; at: Date },
): Promise<Receipt | null> {
  const claimed = await tx
    .insert(punchReceipts)
    .values({ locationId: input.locationId, key: input.key, request: input.request, createdAt: input.at })
    .onConflictDoNothing()
    .returning({ key: punchReceipts.key });
  if (claimed.length) return null;
  const [stored] = await tx
    .select({ request: punchReceipts.request, status: punchReceipts.status, answer: punchReceipts.answer })
    .from(punchReceipts)
    .where(and(eq(punchReceipts.locationId, input.locationId), eq(punchReceipts.key, input.key)));
  if (!stored) throw new Error('a claimed receipt vanished'); // only a delete racing the claim
  return stored;
}

export async function completeReceipt(
  tx: DbOrTx,
  input: { locationId: string; key: string; status: number; answer: unknown },
): Promise<void> {
  await tx
    .update(punchReceipts)
    .set({ status: input.status, answer: sql`${JSON.stringify(input.answer)}::jsonb` })
    .where(and(eq(punchReceipts.locationId, input.locationId), eq(punchReceipts.key, input.key)));
}

/** The sweep keeps receipts a week (app.ts): long enough for any retry, offline queues included. */
export async function deleteReceiptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(punchReceipts).where(lt(punchReceipts.createdAt, before));
}
