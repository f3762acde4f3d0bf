import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema/platform.ts';

/**
 * Ends one token (Logout): its id is kept until the token would have expired anyway. The same
 * statement deletes the ids of tokens past their expiry, so the table holds only live revocations.
 * A second logout of the same token changes nothing.
 */
export async function revokeToken(db: DbOrTx, token: { jti: string; expiresAt: Date }, now: Date) {
  await db.execute(sql`
    with pruned as (delete from ${revokedTokens} where ${revokedTokens.expiresAt} <= ${now.toISOString()}::timestamptz)
    insert into ${revokedTokens} (jti, expires_at)
    values (${token.jti}, ${token.expiresAt.toISOString()}::timestamptz)
    on conflict (jti) do nothing`);
}

/** For master tokens, whose check touches no account row: was this token logged out? */
export async function isTokenRevoked(db: DbOrTx, jti: string) {
  const result = await db.execute<{ revoked: boolean }>(
    sql`select exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti}) as revoked`,
  );
  return Boolean(result.rows[0]?.revoked);
}
