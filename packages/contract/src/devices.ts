import { z } from 'zod';
import { deviceMessages } from './messages.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

/**
 * Kiosk devices (docs/api.md, "Devices"): a kiosk opened with the location's password
 * registers under a name and reports itself every DEVICE_HEARTBEAT_SECONDS (constants.ts).
 */

/**
 * The location setting `maxKiosks`: how many kiosks may be registered at once (not revoked, token
 * not expired); a login naming one more is refused 409 TOO_MANY_KIOSKS. Managers only.
 */
export const DEFAULT_MAX_KIOSKS = 50;
export const MAX_KIOSKS_LIMIT = 500;

/** 409 TOO_MANY_KIOSKS: the location's kiosks are all taken. */
export const tooManyKiosks = (maxKiosks: number) =>
  `This location already has ${maxKiosks} kiosks registered. A manager can revoke one in the Kiosks list, or raise the limit in Settings.`;

/** A device whose last contact is older than this many intervals is offline. */
export const DEVICE_MISSED_HEARTBEATS = 3;

export const deviceName = z
  .string({ error: deviceMessages.deviceNameRequired })
  .trim()
  .min(1, { error: deviceMessages.deviceNameRequired, abort: true })
  .max(60, { error: deviceMessages.deviceNameTooLong, abort: true })
  .regex(SINGLE_LINE, singleLineMessage);

/** The kiosk login form's name field: left empty, the login names no device (the server numbers it). */
export const optionalDeviceName = z.preprocess(
  (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
  deviceName.optional(),
);

/**
 * The browser's own key (a UUID it keeps in localStorage): a kiosk login from the same browser
 * replaces that browser's device instead of adding one. Not a secret: the login still needs the
 * location's password.
 */
export const deviceKey = z.uuid({ error: deviceMessages.deviceKeyInvalid });

export const renameDeviceBody = z.object({ name: deviceName });

export const heartbeatBody = z.object({
  /** The web app's version, as its build names it. */
  appVersion: z.string().trim().min(1).max(40).regex(SINGLE_LINE, singleLineMessage),
  /** Punches the device holds that the server has not received yet. */
  queuedPunches: z.number().int().min(0).max(100_000),
});

export const deviceSchema = z.object({
  id: z.string(),
  /** Given at login or by a manager; null: shown as 'Kiosk {number}' in the reader's language. */
  name: z.string().nullable(),
  /** The location's nth device (never reused): its default name, and what tells two of one name apart. */
  number: z.number().int(),
  appVersion: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** A heartbeat within the last DEVICE_MISSED_HEARTBEATS intervals. */
  online: z.boolean(),
  queuedPunches: z.number().int(),
  /**
   * While the device has spent its wrong-PIN budget (PIN_WRONG_PER_DEVICE, employee-pin.ts): when
   * its PIN punches are taken again. Null otherwise, and in answers other than the devices list.
   */
  pinStoppedUntil: z.iso.datetime().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

// The texts live with the other messages (messages.ts), which screens load without the schemas.
export { deviceMessages };
