import type { RecordsManifest } from '@shiftclock/contract/records';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The chain's head the manifest quotes (docs/decisions/0205-records-kept.md): the last entry of the
 * organization's chain of changes, read in the export's snapshot so that it covers exactly the rows
 * written to the files. Null until the chain (features/records-chain) is in place.
 */
export async function readChainHead(
  _db: DbOrTx,
  _organizationId: string,
): Promise<RecordsManifest['chainHead']> {
  return null;
}
