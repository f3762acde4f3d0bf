import { deviceMessages } from '@shiftclock/contract/devices';
import type { Db } from '../../db/client.ts';
import type { Account } from '../../http/auth.ts';
import { NotFound } from '../../http/errors.ts';
import { toDeviceDto } from './device-dto.ts';
import {
  type DeviceRow,
  insertDevice,
  listDevices,
  recordHeartbeat,
  revokeDevice,
} from './devices.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;

/** Kiosk devices (docs/api.md, "Devices"). */
export function createDevicesService({
  db,
  now,
  heartbeatSeconds,
}: {
  db: Db;
  now: () => Date;
  heartbeatSeconds: number;
}) {
  const dto = (row: DeviceRow) => toDeviceDto(row, now(), heartbeatSeconds);
  return {
    /** At a location login that names its device: the device is the token just issued. */
    async register(locationId: string, name: string, token: { jti: string; expiresAt: Date }) {
      await insertDevice(db, {
        locationId,
        name,
        tokenJti: token.jti,
        tokenExpiresAt: token.expiresAt,
        at: now(),
      });
    },

    async heartbeat(
      account: LocationAccount,
      token: { jti: string },
      beat: { appVersion: string; queuedPunches: number },
    ) {
      const row = await recordHeartbeat(db, {
        locationId: account.locationId,
        jti: token.jti,
        ...beat,
        at: now(),
      });
      // A token from a login that named no device (an API client, a kiosk older than devices).
      if (!row) throw new NotFound(deviceMessages.deviceNotFound);
      return { device: dto(row), heartbeatSeconds };
    },

    async list(account: LocationAccount) {
      return { devices: (await listDevices(db, account.locationId)).map(dto), heartbeatSeconds };
    },

    async revoke(account: LocationAccount, deviceId: string) {
      const row = await revokeDevice(db, account.locationId, deviceId, now());
      if (!row) throw new NotFound(deviceMessages.deviceNotFound);
      return { message: 'Device revoked', device: dto(row) };
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
