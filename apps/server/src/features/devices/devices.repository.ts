import { DEFAULT_MAX_KIOSKS } from '@shiftclock/contract/devices';
import { PIN_BUDGET_WINDOW_MINUTES, PIN_WRONG_PER_DEVICE } from '@shiftclock/contract/employee-pin';
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, inTransaction } from '../../db/client.ts';
import { devices, locations, rateLimitEvents } from '../../db/schema.ts';
import { wrongPinDeviceKey } from '../../http/rate-limit.ts';
import { revokeToken } from '../auth/revoked-tokens.repository.ts';

export type DeviceRow = typeof devices.$inferSelect;

/**
 * Registers a device unless the location has its `maxKiosks` setting's worth already (not revoked,
 * token not expired). The count and the insert run under a lock per location, so simultaneous logins
 * on any instances cannot pass the limit together. Answers the row, or the limit that refused it.
 */
export function insertDevice(
  db: Db,
  device: { locationId: string; name: string; tokenJti: string; tokenExpiresAt: Date; at: Date },
): Promise<{ row: DeviceRow } | { refused: number }> {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`devices:${device.locationId}`}, 0))`,
    );
    const result = await tx.execute<{ registered: number; max_kiosks: number | null }>(sql`
      select (select count(*)::int from ${devices}
               where ${devices.locationId} = ${device.locationId} and ${devices.revokedAt} is null
                 and ${devices.tokenExpiresAt} > ${device.at}) as registered,
             (select (${locations.settings} ->> 'maxKiosks')::int from ${locations}
               where ${locations.id} = ${device.locationId}) as max_kiosks`);
    const counted = result.rows[0];
    const maxKiosks = counted?.max_kiosks ?? DEFAULT_MAX_KIOSKS;
    if ((counted?.registered ?? 0) >= maxKiosks) return { refused: maxKiosks };
    const [row] = await tx
      .insert(devices)
      .values({
        locationId: device.locationId,
        name: device.name,
        tokenJti: device.tokenJti,
        tokenExpiresAt: device.tokenExpiresAt,
        lastSeenAt: device.at,
      })
      .returning();
    if (!row) throw new Error('a device neither inserted nor refused');
    return { row };
  });
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
 * stop (http/rate-limit.ts WrongPinLimiter: the budget is full until its oldest wrong PIN leaves the
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
