// Punches from the employee's phone, inside a radius of the location (docs/decisions/0196-phone-punches-in-a-radius.md).
// Without zod: the employee app's clock card imports these, and its first load carries no zod.

/** The radius a location may set, in metres: from a shop's door to a large site. */
export const PHONE_RADIUS_MIN_METERS = 50;
export const PHONE_RADIUS_MAX_METERS = 5_000;
export const PHONE_RADIUS_DEFAULT_METERS = 150;
/** How long the app waits for the browser's position before saying it could not get one. */
export const PHONE_POSITION_TIMEOUT_MS = 15_000;

/** The four punches the app sends, each its own endpoint (packages/contract/src/endpoints/my-phone-punch.ts). */
export const PHONE_PUNCHES = ['clock-in', 'break-start', 'break-end', 'clock-out'] as const;
export type PhonePunchKind = (typeof PHONE_PUNCHES)[number];

/** The refusals and field messages, each with its code (error-codes.ts). */
export const phonePunchMessages = {
  phonePunchesOff: 'Punches from the app are off at this location. Use the kiosk.',
  phonePunchesManagersOnly: 'Only a manager can change punches from the app.',
  phonePunchesNeedPosition: "Set the location's latitude and longitude to turn on punches from the app.",
  latitudeRange: 'Latitude must be a number from -90 to 90.',
  longitudeRange: 'Longitude must be a number from -180 to 180.',
  accuracyRange: "The position's accuracy must be a number of metres from 0 to 100,000.",
  phoneRadiusRange: 'The radius must be a whole number of metres from 50 to 5,000.',
  phonePositionRequired: "Your phone's position is needed to punch from the app.",
} as const;

/** 403 OUTSIDE_PHONE_RADIUS: the body carries locationName, distanceMeters and radiusMeters. */
export const outsideRadiusRefusal = (locationName: string, distanceMeters: number, radiusMeters: number) =>
  `You are ${distanceMeters} m from ${locationName}; punches from the app work within ${radiusMeters} m.`;

/** 403 POSITION_TOO_VAGUE: the body carries locationName, accuracyMeters and radiusMeters. */
export const positionTooVagueRefusal = (locationName: string, accuracyMeters: number, radiusMeters: number) =>
  `Your phone's position is only accurate to ${accuracyMeters} m; punches from the app at ${locationName} need ${radiusMeters} m or better. Turn on precise location and try again.`;
