import type { VerifyRecordsResult } from '@shiftclock/contract/records';
import { type Db, poolOf } from '../../db/client.ts';
import { verifyRecords } from './verify-records.ts';

/** Verifies on a connection of its own: the check reads one snapshot in one transaction. */
export async function verifyOrganizationRecords(
  db: Db,
  organizationId: string,
): Promise<VerifyRecordsResult> {
  const pool = poolOf(db);
  const client = await pool.connect();
  try {
    return await verifyRecords(client, organizationId);
  } finally {
    client.release();
  }
}
