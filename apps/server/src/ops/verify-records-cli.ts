import pg from 'pg';
import { verifyRecords } from '../features/records-chain/verify-records.ts';
import { withDatabaseUrl } from './database-url.ts';

/**
 * `npm run verify-records`: recomputes every organization's chain of changes (docs/operations.md,
 * "Checking the records"; docs/security.md, "The records' chain") against the database `npm start`
 * uses: DATABASE_URL, or the embedded one in DATA_DIR (reused while the server runs). One line per
 * organization; exits 1 when any chain is broken, so a cron job or a monitor can alert on it.
 */

async function verifyAll(url: string): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    // Organizations deleted since keep their chain (hashes only): it is checked too.
    const organizations = await client.query<{ id: string; name: string | null }>(
      `select h.organization_id as id, o.name from record_chain_heads h
         left join organizations o on o.id = h.organization_id
        order by o.name nulls last, h.organization_id`,
    );
    let allOk = true;
    for (const { id, name } of organizations.rows) {
      const result = await verifyRecords(client, id);
      const who = `${name ?? '(deleted organization)'} ${id}`;
      if (result.ok) {
        console.log(
          `ok      ${who}: ${result.entries} entries, head #${result.head?.seq} ${result.head?.hash}`,
        );
      } else {
        allOk = false;
        const broken = result.firstBroken;
        console.log(
          `BROKEN  ${who}: entry #${broken?.seq} of ${broken?.at} (${broken?.reason === 'hash' ? 'its content changed' : 'an entry before it is missing or changed'})`,
        );
      }
    }
    if (organizations.rows.length === 0) console.log('No records yet: nothing to verify.');
    return allOk;
  } finally {
    client.release();
    await pool.end();
  }
}

withDatabaseUrl(verifyAll)
  .then((ok) => process.exit(ok ? 0 : 1))
  .catch((error) => {
    console.error(error);
    process.exit(2);
  });
