import type { ApiKeyScope } from '@shiftclock/contract/constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeyLocations, apiKeyRequests, apiKeys } from '../../db/schema/api-keys.ts';
import { locations } from '../../db/schema/locations.ts';
import { licenses, organizations } from '../../db/schema/organizations.ts';
import type { KeyLocation } from '../../platform/account.ts';

/** The chosen locations of a key (`k` below), by name: its list row on the owner's page. */
const chosenLocations = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', l.code, 'name', l.name) order by l.name, l.code)
    from ${apiKeyLocations} kl join ${locations} l on l.id = kl.location_id
   where kl.key_id = api_keys.id), '[]'::json)`;

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  allLocations: apiKeys.allLocations,
  locations: chosenLocations,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  allLocations: boolean;
  locations: { id: string; name: string }[];
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** The organization's keys, newest first. */
export async function listKeys(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows as ApiKeyRow[];
}

export async function findKey(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id)));
  return row as ApiKeyRow | undefined;
}

/**
 * Takes the organization's key lock for the rest of the transaction, then counts its live keys (not
 * revoked, not expired): two simultaneous creations take turns, so the limit holds (the lock is an
 * advisory one, so no organization row is locked against the other writes touching it).
 */
export async function lockAndCountLiveKeys(tx: DbOrTx, organizationId: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api-keys:${organizationId}`}, 0))`);
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from ${apiKeys}
     where ${apiKeys.organizationId} = ${organizationId} and ${apiKeys.revokedAt} is null
       and (${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > ${now.toISOString()}::timestamptz)`);
  return rows[0]?.n ?? 0;
}

export async function insertKey(
  tx: DbOrTx,
  key: {
    organizationId: string;
    name: string;
    prefix: string;
    secretSha256: string;
    scopes: ApiKeyScope[];
    allLocations: boolean;
    createdBy: string;
    createdAt: Date;
    expiresAt: Date | null;
    locationIds: string[];
  },
) {
  const { locationIds, ...row } = key;
  const [inserted] = await tx.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  if (!inserted) throw new Error('insert returned no row');
  if (locationIds.length)
    await tx
      .insert(apiKeyLocations)
      .values(locationIds.map((locationId) => ({ keyId: inserted.id, locationId })));
  return inserted.id;
}

/** Revokes the key if it is not yet; answers whether this call revoked it, or undefined for no such key. */
export async function revokeKey(db: DbOrTx, organizationId: string, id: string, at: Date) {
  const { rows } = await db.execute<{ revoked_now: boolean }>(sql`
    update ${apiKeys} k set revoked_at = coalesce(k.revoked_at, ${at.toISOString()}::timestamptz)
      from (select id, revoked_at is null as revoked_now from ${apiKeys}
             where id = ${id} and organization_id = ${organizationId} for update) prior
     where k.id = prior.id
    returning prior.revoked_now`);
  return rows[0]?.revoked_now;
}

/**
 * What a key check reads, in one statement: the key by its secret's hash, its organization's state
 * and the locations it sees (all of the organization's, or the chosen ones), archived ones included.
 */
export async function findKeyBySecret(db: DbOrTx, secretSha256: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      scopes: apiKeys.scopes,
      allLocations: apiKeys.allLocations,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      status: organizations.status,
      licenseEndsAt: licenses.endsAt,
      licenseAutoRenew: licenses.autoRenew,
      locations: sql<KeyLocationRow[]>`coalesce((
        select json_agg(json_build_object('id', l.id, 'code', l.code, 'name', l.name, 'timezone', l.timezone,
                                          'address', l.address, 'archived', l.archived_at is not null)
                        order by l.created_at, l.id)
          from ${locations} l
         where l.organization_id = api_keys.organization_id
           and (api_keys.all_locations
                or exists (select 1 from ${apiKeyLocations} kl where kl.key_id = api_keys.id and kl.location_id = l.id))
      ), '[]'::json)`,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    .where(eq(apiKeys.secretSha256, secretSha256));
  return row;
}
type KeyLocationRow = KeyLocation;

/**
 * Logs one request made with the key and, at most once a minute, stamps its last use: the stamp is
 * a write per key per minute, not one per request.
 */
export async function recordKeyRequest(
  db: DbOrTx,
  request: { keyId: string; method: string; route: string; status: number; at: Date },
) {
  const at = request.at.toISOString();
  await db.execute(sql`
    with logged as (
      insert into ${apiKeyRequests} (key_id, method, route, status, at)
      values (${request.keyId}, ${request.method}, ${request.route}, ${request.status}, ${at}::timestamptz)
    )
    update ${apiKeys} set last_used_at = ${at}::timestamptz
     where id = ${request.keyId}
       and (last_used_at is null or last_used_at < ${at}::timestamptz - interval '1 minute')`);
}

export async function listKeyRequests(db: DbOrTx, keyId: string, limit: number) {
  return db
    .select({
      id: apiKeyRequests.id,
      method: apiKeyRequests.method,
      route: apiKeyRequests.route,
      status: apiKeyRequests.status,
      at: apiKeyRequests.at,
    })
    .from(apiKeyRequests)
    .where(eq(apiKeyRequests.keyId, keyId))
    .orderBy(desc(apiKeyRequests.at), desc(apiKeyRequests.id))
    .limit(limit);
}

/** The request log is kept 90 days (docs/security.md, "API keys"); the app's sweep calls this. */
export async function deleteKeyRequestsBefore(db: DbOrTx, before: Date) {
  await db.execute(
    sql`delete from ${apiKeyRequests} where ${apiKeyRequests.at} < ${before.toISOString()}::timestamptz`,
  );
}
