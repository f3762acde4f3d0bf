import { deviceMessages, tooManyKiosks } from '@shiftclock/contract/devices';
import { messages } from '@shiftclock/contract/messages';
import type { Account } from '../../http/auth.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import type { KioskAwareDeps } from '../organization/location-stats.ts';
import { findOrganizationLocation } from '../organization/locations.repository.ts';
import { isOnlineAt, toDeviceDto } from './device-dto.ts';
import {
  type DeviceRow,
  listDevices,
  recordHeartbeat,
  registerDevice,
  renameDevice,
  revokeDevice,
} from './devices.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;
type OrgAdmin = Extract<Account, { type: 'orgAdmin' }>;

/** Kiosk devices (docs/api.md, "Devices"). */
export function createDevicesService({ db, now, heartbeatSeconds }: KioskAwareDeps) {
  const dto = (row: DeviceRow & { pinStoppedUntil?: Date | null }) =>
    toDeviceDto(row, now(), heartbeatSeconds);

  async function list(locationId: string) {
    return { devices: (await listDevices(db, locationId, now())).map(dto), heartbeatSeconds };
  }

  async function revoke(locationId: string, deviceId: string) {
    const row = await revokeDevice(db, locationId, deviceId, now());
    if (!row) throw new NotFound(deviceMessages.deviceNotFound);
    return { message: 'Device revoked', device: dto(row) };
  }

  /** Another organization's location answers exactly like a missing one. */
  async function ownLocationId(admin: OrgAdmin, code: string) {
    const location = await findOrganizationLocation(db, admin.organizationId, code);
    if (!location) throw new NotFound(messages.locationNotFound);
    return location.id;
  }

  return {
    /**
     * At a location login that names its device or gives its browser's key: the device is the token
     * just issued (the same browser's earlier row, if it has one). Past the location's `maxKiosks`,
     * 409 TOO_MANY_KIOSKS (the login is refused; the token never leaves).
     */
    async register(
      locationId: string,
      device: { name: string | null; key: string | null },
      token: { jti: string; expiresAt: Date },
    ) {
      const registered = await registerDevice(db, {
        locationId,
        ...device,
        tokenJti: token.jti,
        tokenExpiresAt: token.expiresAt,
        at: now(),
      });
      if ('refused' in registered) {
        throw new Conflict(tooManyKiosks(registered.refused), {
          code: 'TOO_MANY_KIOSKS',
          extra: { maxKiosks: registered.refused },
        });
      }
    },

    /**
     * Records the beat. `changedWhatIsShown` is false for a routine beat, one that changes only the
     * last-seen time of a device already online: the devices list asks again every minute for that,
     * and announcing it would make every screen of the location ask again for everything, once a
     * minute per kiosk (docs/decisions/0163-quiet-heartbeats.md). A device coming back online, or
     * reporting another version or another count of held punches, is announced.
     */
    async heartbeat(
      account: LocationAccount,
      token: { jti: string },
      beat: { appVersion: string; queuedPunches: number },
    ) {
      const at = now();
      const recorded = await recordHeartbeat(db, {
        locationId: account.locationId,
        jti: token.jti,
        ...beat,
        at,
      });
      // A token from a login that named no device (an API client, a kiosk older than devices, the
      // owner's direct access): nothing to record, and nothing wrong either.
      if (!recorded) return { answer: { device: null, heartbeatSeconds }, changedWhatIsShown: false };
      const { device, before } = recorded;
      const changedWhatIsShown =
        !isOnlineAt(before.lastSeenAt, at, heartbeatSeconds) ||
        before.appVersion !== device.appVersion ||
        before.queuedPunches !== device.queuedPunches;
      return { answer: { device: dto(device), heartbeatSeconds }, changedWhatIsShown };
    },

    list: (account: LocationAccount) => list(account.locationId),
    /** Names need not be unique: the number tells two of one name apart (docs/api.md, "Devices"). */
    async rename(account: LocationAccount, deviceId: string, name: string) {
      const row = await renameDevice(db, account.locationId, deviceId, name);
      if (!row) throw new NotFound(deviceMessages.deviceNotFound);
      return { message: 'Device renamed', device: dto(row) };
    },
    revoke: (account: LocationAccount, deviceId: string) => revoke(account.locationId, deviceId),

    /** The owner, for one of the organization's locations (by its code). */
    ownerList: async (admin: OrgAdmin, code: string) => list(await ownLocationId(admin, code)),
    ownerRevoke: async (admin: OrgAdmin, code: string, deviceId: string) =>
      revoke(await ownLocationId(admin, code), deviceId),
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
