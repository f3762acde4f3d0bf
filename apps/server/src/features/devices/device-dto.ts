import { DEVICE_MISSED_HEARTBEATS, type Device } from '@shiftclock/contract/devices';
import type { DeviceRow } from './devices.repository.ts';

/** A device as the calls answer it: online while its last contact is within the missed-heartbeat window. */
export const toDeviceDto = (row: DeviceRow, now: Date, heartbeatSeconds: number): Device => ({
  id: row.id,
  name: row.name,
  appVersion: row.appVersion,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  online: now.getTime() - row.lastSeenAt.getTime() <= DEVICE_MISSED_HEARTBEATS * heartbeatSeconds * 1000,
  queuedPunches: row.queuedPunches,
});
