import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, revokedTokens } from '../../db/schema.ts';

export type DeviceRow = typeof devices.$inferSelect;

export async function insertDevice(
  db: DbOrTx,
  device: { locationId: string; name: string; tokenJti: string; tokenExpiresAt: Date; at: Date },
) {
  const [row] = await db
    .insert(devices)
    .values({
      locationId: device.locationId,
      name: device.name,
      tokenJti: device.tokenJti,
      tokenExpiresAt: device.tokenExpiresAt,
      lastSeenAt: device.at,
    })
    .returning();
  return row;
}

/** A heartbeat from the device holding the token `jti` at the location. Undefined: no such device. */
export async function recordHeartbeat(
  db: DbOrTx,
  beat: { locationId: string; jti: string; appVersion: string; queuedPunches: number; at: Date },
) {
  const [row] = await db
    .update(devices)
    .set({ lastSeenAt: beat.at, appVersion: beat.appVersion, queuedPunches: beat.queuedPunches })
    .where(
      and(eq(devices.tokenJti, beat.jti), eq(devices.locationId, beat.locationId), isNull(devices.revokedAt)),
    )
    .returning();
  return row;
}

/** The location's devices not revoked, most recently seen first. */
export function listDevices(db: DbOrTx, locationId: string) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.locationId, locationId), isNull(devices.revokedAt)))
    .orderBy(desc(devices.lastSeenAt), desc(devices.createdAt));
}

/**
 * Revokes a device of the location and its token in one statement: the token's id goes to
 * revoked_tokens, whose notice empties every instance's session cache within a second. Undefined
 * when the location has no such device not yet revoked.
 */
export async function revokeDevice(db: DbOrTx, locationId: string, deviceId: string, at: Date) {
  const result = await db.execute<{ id: string }>(sql`
    with revoked as (
      update ${devices} set revoked_at = ${at.toISOString()}::timestamptz
       where id = ${deviceId} and location_id = ${locationId} and revoked_at is null
      returning *
    ), token as (
      insert into ${revokedTokens} (jti, expires_at)
      select token_jti, token_expires_at from revoked
      on conflict (jti) do nothing
    )
    select id from revoked`);
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row;
}
