import { DEFAULT_MAX_KIOSKS } from '@shiftclock/contract/devices';
import { PIN_BUDGET_WINDOW_MINUTES, PIN_WRONG_PER_DEVICE } from '@shiftclock/contract/employee-pin';
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, inTransaction } from '../../db/client.ts';
import { devices, locations } from '../../db/schema/locations.ts';
import { rateLimitEvents } from '../../db/schema/platform.ts';
import { wrongPinDeviceKey } from '../../platform/rate-limit.ts';
import { revokeToken } from '../auth/revoked-tokens.repository.ts';

export type DeviceRow = typeof devices.$inferSelect;

/**
 * Registers a device unless the location has its `maxKiosks` setting's worth already (not revoked,
 * token not expired). The count and the write run under a lock per location, so simultaneous logins
 * on any instances cannot pass the limit together, and a new device's number (the location's highest
 * plus one) is never given twice.
 *
 * A device with a `key` the location knows already (the same browser logging in again) is that
 * row, not a new one: it takes the new token, comes back if it was revoked, keeps its number and its
 * name unless the login gives one, and does not count against the limit it already holds a place
 * in. Its previous token is revoked (`replacedToken`), so a browser holds one live device token.
 * The unique index on (location, key) and ON CONFLICT settle the upsert in one statement.
 * Answers the row, or the limit that refused it.
 */
export function registerDevice(
  db: Db,
  device: {
    locationId: string;
    key: string | null;
    name: string | null;
    tokenJti: string;
    tokenExpiresAt: Date;
    at: Date;
  },
): Promise<{ row: DeviceRow; replacedToken: { jti: string; expiresAt: Date } | null } | { refused: number }> {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`devices:${device.locationId}`}, 0))`,
    );
    const [earlier] = device.key
      ? await tx
          .select()
          .from(devices)
          .where(and(eq(devices.locationId, device.locationId), eq(devices.deviceKey, device.key)))
      : [];
    const holdsAPlace =
      earlier !== undefined && earlier.revokedAt === null && earlier.tokenExpiresAt > device.at;
    const result = await tx.execute<{ registered: number; max_kiosks: number | null }>(sql`
      select (select count(*)::int from ${devices}
               where ${devices.locationId} = ${device.locationId} and ${devices.revokedAt} is null
                 and ${devices.tokenExpiresAt} > ${device.at}) as registered,
             (select (${locations.settings} ->> 'maxKiosks')::int from ${locations}
               where ${locations.id} = ${device.locationId}) as max_kiosks`);
    const counted = result.rows[0];
    const maxKiosks = counted?.max_kiosks ?? DEFAULT_MAX_KIOSKS;
    const others = (counted?.registered ?? 0) - (holdsAPlace ? 1 : 0);
    if (others >= maxKiosks) return { refused: maxKiosks };

    const nextNumber = sql<number>`(select coalesce(max(${devices.number}), 0) + 1 from ${devices}
                                     where ${devices.locationId} = ${device.locationId})`;
    const [row] = await tx
      .insert(devices)
      .values({
        locationId: device.locationId,
        name: device.name,
        number: nextNumber,
        deviceKey: device.key,
        tokenJti: device.tokenJti,
        tokenExpiresAt: device.tokenExpiresAt,
        lastSeenAt: device.at,
      })
      .onConflictDoUpdate({
        target: [devices.locationId, devices.deviceKey],
        set: {
          name: sql`coalesce(excluded.name, ${devices.name})`,
          tokenJti: sql`excluded.token_jti`,
          tokenExpiresAt: sql`excluded.token_expires_at`,
          lastSeenAt: sql`excluded.last_seen_at`,
          revokedAt: null,
        },
      })
      .returning();
    if (!row) throw new Error('a device neither registered nor refused');
    const replacedToken =
      earlier && earlier.revokedAt === null
        ? { jti: earlier.tokenJti, expiresAt: earlier.tokenExpiresAt }
        : null;
    if (replacedToken) await revokeToken(tx, replacedToken, device.at);
    return { row, replacedToken };
  });
}

/** Renames a device of the location not revoked; undefined when there is none. */
export async function renameDevice(db: DbOrTx, locationId: string, deviceId: string, name: string) {
  const [row] = await db
    .update(devices)
    .set({ name })
    .where(and(eq(devices.id, deviceId), eq(devices.locationId, locationId), isNull(devices.revokedAt)))
    .returning();
  return row;
}

/**
 * A heartbeat from the device holding the token `jti` at the location, with what the device's row
 * said before it (`before`). Undefined: no such device. The join reads the row as it was when the
 * statement began, so one statement both records the beat and tells what it changed.
 */
export async function recordHeartbeat(
  db: DbOrTx,
  beat: { locationId: string; jti: string; appVersion: string; queuedPunches: number; at: Date },
) {
  const before = alias(devices, 'before');
  const [row] = await db
    .update(devices)
    .set({ lastSeenAt: beat.at, appVersion: beat.appVersion, queuedPunches: beat.queuedPunches })
    .from(before)
    .where(
      and(
        eq(before.id, devices.id),
        eq(devices.tokenJti, beat.jti),
        eq(devices.locationId, beat.locationId),
        isNull(devices.revokedAt),
      ),
    )
    .returning({
      ...getTableColumns(devices),
      lastSeenBefore: before.lastSeenAt,
      appVersionBefore: before.appVersion,
      queuedPunchesBefore: before.queuedPunches,
    });
  if (!row) return undefined;
  const { lastSeenBefore, appVersionBefore, queuedPunchesBefore, ...device } = row;
  return {
    device,
    before: { lastSeenAt: lastSeenBefore, appVersion: appVersionBefore, queuedPunches: queuedPunchesBefore },
  };
}

/**
 * The location's devices not revoked, most recently seen first, each with the end of its wrong-PIN
 * stop (platform/rate-limit.ts WrongPinLimiter: the budget is full until its oldest wrong PIN leaves the
 * window), or null.
 */
export function listDevices(db: DbOrTx, locationId: string, at: Date) {
  const windowMs = PIN_BUDGET_WINDOW_MINUTES * 60_000;
  const since = new Date(at.getTime() - windowMs);
  const stoppedUntil = sql<Date | null>`(
    select case when count(*) >= ${PIN_WRONG_PER_DEVICE}
                then min(${rateLimitEvents.at}) + make_interval(secs => ${windowMs / 1000}) end
      from ${rateLimitEvents}
     where ${rateLimitEvents.key} = ${wrongPinDeviceKey('')} || ${devices.tokenJti}
       and ${rateLimitEvents.at} > ${since})`.mapWith((value) => (value === null ? null : new Date(value)));
  return db
    .select({ ...getTableColumns(devices), pinStoppedUntil: stoppedUntil })
    .from(devices)
    .where(and(eq(devices.locationId, locationId), isNull(devices.revokedAt)))
    .orderBy(desc(devices.lastSeenAt), desc(devices.createdAt));
}

/**
 * Revokes a device of the location and its token together: the token's id goes to revoked_tokens
 * (revokeToken, as a logout does), whose notice empties every instance's session cache within a
 * second. Undefined when the location has no such device not yet revoked.
 */
export function revokeDevice(db: Db, locationId: string, deviceId: string, at: Date) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(devices)
      .set({ revokedAt: at })
      .where(and(eq(devices.id, deviceId), eq(devices.locationId, locationId), isNull(devices.revokedAt)))
      .returning();
    if (row) await revokeToken(tx, { jti: row.tokenJti, expiresAt: row.tokenExpiresAt }, at);
    return row;
  });
}
