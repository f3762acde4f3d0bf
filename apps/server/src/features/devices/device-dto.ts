import { DEVICE_MISSED_HEARTBEATS, type Device } from '@shiftclock/contract/devices';
import type { DeviceRow } from './devices.repository.ts';

/** Whether a device last heard from at `lastSeenAt` counts as online at `now`: within the missed-heartbeat window. */
export const isOnlineAt = (lastSeenAt: Date, now: Date, heartbeatSeconds: number) =>
  now.getTime() - lastSeenAt.getTime() <= DEVICE_MISSED_HEARTBEATS * heartbeatSeconds * 1000;

/** A device as the calls answer it. */
export const toDeviceDto = (
  row: DeviceRow & { pinStoppedUntil?: Date | null },
  now: Date,
  heartbeatSeconds: number,
): Device => ({
  id: row.id,
  name: row.name,
  number: row.number,
  appVersion: row.appVersion,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  online: isOnlineAt(row.lastSeenAt, now, heartbeatSeconds),
  queuedPunches: row.queuedPunches,
  pinStoppedUntil:
    row.pinStoppedUntil && row.pinStoppedUntil > now ? row.pinStoppedUntil.toISOString() : null,
});
