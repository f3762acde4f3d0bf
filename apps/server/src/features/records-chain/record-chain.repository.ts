import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Reads of the records' chain (docs/decisions/0205-records-kept.md). The chain is written only by
 * the database's trigger `record_chain_append` (migration 0030), never from here.
 */

export type ChainEntryRef = { seq: number; at: string; hash: string };

/**
 * `at` as the chain's hash reads it: UTC with microseconds, so the text is the same whatever the
 * session's zone, and an entry's time can be compared with the manifest that quotes it.
 */
export const chainAtText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The organization's last entry: what an inspector's manifest quotes. Null while its chain is empty. */
export async function chainHead(db: DbOrTx, organizationId: string): Promise<ChainEntryRef | null> {
  const result = await db.execute<{ seq: string; at: string; hash: string }>(
    sql`select seq, ${sql.raw(chainAtText('at'))} as at, hash from record_chain
         where organization_id = ${organizationId} order by seq desc limit 1`,
  );
  const row = result.rows[0];
  return row ? { seq: Number(row.seq), at: row.at, hash: row.hash } : null;
}
