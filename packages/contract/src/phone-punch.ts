import { z } from 'zod';
import { breakSchema } from './breaks.ts';
import { PIN_LENGTHS } from './employee-pin.ts';
import { pinField } from './kiosk.ts';
import { messages } from './messages.ts';
import {
  PHONE_RADIUS_DEFAULT_METERS,
  PHONE_RADIUS_MAX_METERS,
  PHONE_RADIUS_MIN_METERS,
  phonePunchMessages,
} from './phone-punch-messages.ts';
import { shiftSchema } from './shifts.ts';

/**
 * Punches from the employee's own phone, within a radius of the location
 * (docs/decisions/0196-phone-punches-in-a-radius.md). The position comes from the phone's browser:
 * a deterrent, not proof (docs/security.md).
 */

const latitude = z
  .number({ error: phonePunchMessages.latitudeRange })
  .min(-90, phonePunchMessages.latitudeRange)
  .max(90, phonePunchMessages.latitudeRange);
const longitude = z
  .number({ error: phonePunchMessages.longitudeRange })
  .min(-180, phonePunchMessages.longitudeRange)
  .max(180, phonePunchMessages.longitudeRange);

/**
 * The location setting `phonePunches` (managers only): off by default. Turning it on needs the
 * location's position; the coordinates and radius stay stored while it is off.
 */
export const phonePunchesSettingSchema = z
  .object({
    enabled: z.boolean(),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    radiusMeters: z
      .number({ error: phonePunchMessages.phoneRadiusRange })
      .int(phonePunchMessages.phoneRadiusRange)
      .min(PHONE_RADIUS_MIN_METERS, phonePunchMessages.phoneRadiusRange)
      .max(PHONE_RADIUS_MAX_METERS, phonePunchMessages.phoneRadiusRange),
  })
  .refine((setting) => !setting.enabled || (setting.latitude !== null && setting.longitude !== null), {
    error: phonePunchMessages.phonePunchesNeedPosition,
    path: ['latitude'],
  });
export type PhonePunchesSetting = z.infer<typeof phonePunchesSettingSchema>;

export const DEFAULT_PHONE_PUNCHES: PhonePunchesSetting = {
  enabled: false,
  latitude: null,
  longitude: null,
  radiusMeters: PHONE_RADIUS_DEFAULT_METERS,
};

/** The phone's position as the browser's Geolocation API gives it; accuracy in metres (95 % radius). */
export const phonePositionSchema = z.object(
  {
    latitude,
    longitude,
    accuracy: z
      .number({ error: phonePunchMessages.accuracyRange })
      .min(0, phonePunchMessages.accuracyRange)
      .max(100_000, phonePunchMessages.accuracyRange),
  },
  { error: phonePunchMessages.phonePositionRequired },
);

/** A punch from the app: at which of the person's locations (its code), from where, and the PIN there. */
export const phonePunchBody = z.object({
  locationId: z
    .string({ error: messages.locationNotFound })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, messages.locationNotFound),
  position: phonePositionSchema,
  pin: pinField.optional(),
});
export type PhonePunchBody = z.infer<typeof phonePunchBody>;

/** A punch's answer: the kiosk's, with the distance the server measured. */
export const phonePunchAnswer = z.object({
  message: z.string(),
  shift: shiftSchema,
  /** The break started or ended (break punches only). */
  break: breakSchema.optional(),
  distanceMeters: z.number().int(),
  radiusMeters: z.number().int(),
});
export type PhonePunchAnswer = z.infer<typeof phonePunchAnswer>;

/** A location where the person may punch from the app, and what the card needs to ask for. */
export const phoneClockLocationSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  timezone: z.string(),
  radiusMeters: z.number().int(),
  /** The location's PIN length: 0 when punches there need no PIN. */
  pinLength: z.union(PIN_LENGTHS.map((length) => z.literal(length))),
});

/** GET /api/me/phone-clock: where the app may punch, and the person's open shift (anywhere). */
export const phoneClockSchema = z.object({
  locations: z.array(phoneClockLocationSchema),
  /** One open shift per person, at any of their locations; null when not clocked in. */
  openShift: z
    .object({
      locationId: z.string(),
      locationName: z.string(),
      clockIn: z.iso.datetime(),
      /** When the open break began; null when not on a break. */
      onBreakSince: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type PhoneClock = z.infer<typeof phoneClockSchema>;
