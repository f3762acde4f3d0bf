import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tamper-evident chain of every change to working-time data (docs/decisions/0205-records-kept.md,
 * docs/security.md "The records' chain"). Written only by the trigger function `record_chain_append`
 * (hand-written in migration 0029), in the transaction of the change; guard triggers refuse any other
 * write. No foreign key to organizations: the chain outlives what it describes, hashes only.
 */
export const recordChain = pgTable(
  'record_chain',
  {
    organizationId: uuid('organization_id').notNull(),
    /** 1, 2, 3… per organization, without gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    tableName: text('table_name').notNull(),
    operation: text('operation', { enum: ['insert', 'update', 'delete', 'existing'] }).notNull(),
    /** The row's key as text; key columns joined by '/' where there are several. */
    rowId: text('row_id').notNull(),
    /** SHA-256 (hex) of the row's content as JSON, nulls left out; null for a delete. */
    rowHash: text('row_hash'),
    /** The previous entry's hash; 64 zeros for the first. */
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.seq] }),
    // A row's latest entry: verification, and the organization of a row whose parent a cascade took.
    index('record_chain_row_idx').on(t.tableName, t.rowId, t.seq),
    check('record_chain_operation', sql`${t.operation} in ('insert', 'update', 'delete', 'existing')`),
  ],
);

/**
 * One row per organization with a chain: the lock its writers queue on (FOR UPDATE, never updated),
 * so that entries never fork. The last entry itself is read from record_chain by its primary key: a
 * head updated at every entry would leave one dead row version per entry for the next to step over,
 * which made bulk writes in one transaction quadratic.
 */
export const recordChainHeads = pgTable('record_chain_heads', {
  organizationId: uuid('organization_id').primaryKey(),
});
