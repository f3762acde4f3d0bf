import { createHash } from 'node:crypto';
import type { VerifyRecordsResult } from '@shiftclock/contract/records';
import type pg from 'pg';
import { type ChainEntryRef, chainAtText } from './record-chain.repository.ts';

/**
 * Recomputes an organization's chain (docs/decisions/0205-records-kept.md, docs/security.md "The
 * records' chain"): every entry's hash from the same fixed text the trigger `record_chain_append`
 * hashes (migration 0030), every link to the entry before, no gap in `seq`; then every live row of the
 * chained tables against its latest entry. All from one snapshot, so writes going on meanwhile cannot
 * look like tampering.
 */

const GENESIS = '0'.repeat(64);
const BATCH = 1000;

type Broken = NonNullable<VerifyRecordsResult['firstBroken']>;
type EntryRow = {
  seq: string;
  at: string;
  table_name: string;
  operation: string;
  row_id: string;
  row_hash: string | null;
  prev_hash: string;
  hash: string;
};

/** The hash of an entry: the text and separator are the trigger's; change both together or neither. */
export function entryHash(organizationId: string, entry: EntryRow, prevHash: string): string {
  const text = [
    organizationId,
    entry.seq,
    entry.at,
    entry.table_name,
    entry.operation,
    entry.row_id,
    entry.row_hash ?? '',
    prevHash,
  ].join('|');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The chained tables as their triggers declare them: how a row finds its organization, its key columns. */
type ChainedTable = { table: string; via: string; keys: string[] };

async function chainedTables(client: pg.PoolClient): Promise<ChainedTable[]> {
  const result = await client.query<{ table: string; args: string }>(
    `select c.relname as table, encode(t.tgargs, 'escape') as args from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'record_chain_append' and c.relnamespace = 'public'::regnamespace
      order by c.relname`,
  );
  return result.rows.map(({ table, args }) => {
    const [via = '', ...keys] = args.split('\\000').filter(Boolean);
    return { table, via, keys };
  });
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of `t` that belong to the organization $1, by the path its trigger follows. */
function organizationFilter(via: string): string {
  switch (via) {
    case 'organization_id':
      return 't.organization_id = $1';
    case 'location_id':
      return 't.location_id in (select id from locations where organization_id = $1)';
    case 'person_id':
      return 't.person_id in (select id from people where organization_id = $1)';
    case 'audit_entry_id':
      return `t.audit_entry_id in (select a.id from audit_entries a join locations l on l.id = a.location_id
                                    where l.organization_id = $1)`;
    default:
      throw new Error(`record_chain_append: unknown organization path ${via}`);
  }
}

/**
 * The first row of `table` that disagrees with its latest entry: a live row whose content does not
 * hash to that entry's row_hash, or a row the chain says exists (its latest entry is no delete) that
 * is gone. A live row with no entry at all (written with the triggers off) comes first, seq null.
 */
async function firstMismatchedRow(
  client: pg.PoolClient,
  organizationId: string,
  { table, via, keys }: ChainedTable,
): Promise<{ seq: string | null; at: string | null } | undefined> {
  const rowId = keys.map((key) => `t.${ident(key)}::text`).join(` || '/' || `);
  const result = await client.query<{ seq: string | null; at: string | null }>(
    `with latest as (
       select distinct on (row_id) row_id, seq, at, operation, row_hash from record_chain
        where organization_id = $1 and table_name = $2 order by row_id, seq desc),
     live as (
       select ${rowId} as row_id,
              encode(sha256(convert_to(jsonb_strip_nulls(to_jsonb(t))::text, 'UTF8')), 'hex') as row_hash
         from public.${ident(table)} t where ${organizationFilter(via)})
     select l.seq, ${chainAtText('l.at')} as at from latest l full join live r on r.row_id = l.row_id
      where (r.row_id is null and l.operation <> 'delete')
         or (r.row_id is not null and l.row_hash is distinct from r.row_hash)
      order by l.seq nulls first limit 1`,
    [organizationId, table],
  );
  return result.rows[0];
}

/** Checks the organization's chain and rows on `client`, which it holds in one read-only transaction. */
export async function verifyRecords(
  client: pg.PoolClient,
  organizationId: string,
): Promise<VerifyRecordsResult> {
  await client.query('begin isolation level repeatable read read only');
  try {
    // The rows' JSON spells timestamps in the session's zone: the trigger hashes them in UTC.
    await client.query(`set local "TimeZone" = 'UTC'`);
    let entries = 0;
    let last: ChainEntryRef | null = null;
    let broken: Broken | null = null;
    let prevHash = GENESIS;
    let expectedSeq = 1;
    await client.query(
      `declare chain no scroll cursor for
         select seq, ${chainAtText('at')} as at, table_name, operation, row_id, row_hash, prev_hash, hash
           from record_chain where organization_id = $1 order by seq`,
      [organizationId],
    );
    for (;;) {
      const batch = await client.query<EntryRow>(`fetch ${BATCH} from chain`);
      for (const entry of batch.rows) {
        entries += 1;
        const seq = Number(entry.seq);
        if (!broken) {
          if (seq !== expectedSeq || entry.prev_hash !== prevHash)
            broken = { seq, at: entry.at, reason: 'link' };
          else if (entryHash(organizationId, entry, prevHash) !== entry.hash)
            broken = { seq, at: entry.at, reason: 'hash' };
        }
        prevHash = entry.hash;
        expectedSeq = seq + 1;
        last = { seq, at: entry.at, hash: entry.hash };
      }
      if (batch.rows.length < BATCH) break;
    }
    await client.query('close chain');

    for (const table of await chainedTables(client)) {
      const row = await firstMismatchedRow(client, organizationId, table);
      if (!row) continue;
      // A row with no entry at all: the chain lacks its entry, so the link after the last one fails.
      const found: Broken =
        row.seq === null || row.at === null
          ? { seq: (last?.seq ?? 0) + 1, at: last?.at ?? new Date(0).toISOString(), reason: 'link' }
          : { seq: Number(row.seq), at: row.at, reason: 'hash' };
      if (!broken || found.seq < broken.seq) broken = found;
    }
    return { ok: broken === null, entries, head: last, firstBroken: broken };
  } finally {
    await client.query('rollback');
  }
}
