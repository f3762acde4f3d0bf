import { z } from 'zod';
import { OFFLINE_BATCH_MAX } from './constants.ts';
import { isoDateTime } from './dates.ts';
import { employeeIdField, pinField } from './kiosk.ts';
import { offlinePunchMessages } from './messages.ts';

/**
 * Offline punches (docs/api.md, "Offline punches"): a kiosk that cannot reach the server
 * keeps each punch with its own time and a unique id, and sends them in order once it can. The
 * server applies the same rules as to a live punch; one it cannot apply goes to the manager's review
 * list instead of being dropped.
 */

/**
 * A punch whose corrected time is older than the location's window (`offlinePunchMaxAgeHours`, this
 * by default) goes to review: the time is the device's word, and the further back it places a punch
 * the more it can rewrite unchecked (docs/security.md, "Offline punches").
 */
export const OFFLINE_PUNCH_DEFAULT_MAX_AGE_HOURS = 12;
/** The window's largest setting: the kiosk keeps punches for three days at most. */
export const OFFLINE_PUNCH_MAX_AGE_HOURS = 72;
/** A corrected time this far past the server's clock is implausible (a device clock gone wrong). */
export const OFFLINE_PUNCH_MAX_FUTURE_MINUTES = 5;

const OFFLINE_PUNCH_TYPES = ['clock-in', 'clock-out'] as const;
export type OfflinePunchType = (typeof OFFLINE_PUNCH_TYPES)[number];

/** Why a punch went to review rather than into a shift. */
const OFFLINE_REVIEW_REASONS = [
  'ALREADY_CLOCKED_IN',
  'NOT_CLOCKED_IN',
  'OVERLAPS_SHIFT',
  'SHIFT_TOO_LONG',
  'EMPLOYEE_NOT_FOUND',
  'EMPLOYEE_INACTIVE',
  'PIN_REQUIRED',
  'PIN_NOT_SET',
  'PIN_WRONG',
  'PIN_LOCKED',
  'TOO_MANY_WRONG_PINS',
  'EARLY_CLOCK_IN',
  'TOO_OLD',
  'IMPLAUSIBLE_TIME',
  'PERIOD_APPROVED',
  'BEFORE_EMPLOYEE_CREATED',
  'ENDS_ONLINE_SHIFT',
] as const;
export type OfflineReviewReason = (typeof OFFLINE_REVIEW_REASONS)[number];

/** One queued punch as the kiosk stored it. */
const queuedPunch = z.object({
  /** Made by the kiosk when it stored the punch: a retry of the batch sends the same id. */
  id: z.uuid(),
  type: z.enum(OFFLINE_PUNCH_TYPES),
  employeeId: employeeIdField,
  pin: pinField.optional(),
  /** The device's clock when the punch was taken. */
  deviceTime: isoDateTime(offlinePunchMessages.deviceTimeRequired),
});
export type QueuedPunch = z.infer<typeof queuedPunch>;

export const offlineBatchBody = z.object({
  /**
   * The device's clock as it sends the batch: the server takes the difference to its own clock as
   * the device's offset and corrects every punch's time by it.
   */
  sentAt: isoDateTime(offlinePunchMessages.sentAtRequired),
  punches: z
    .array(queuedPunch)
    .min(1)
    .max(OFFLINE_BATCH_MAX)
    .refine((punches) => new Set(punches.map((punch) => punch.id)).size === punches.length, {
      error: offlinePunchMessages.duplicateIds,
    }),
});

/** Applied: it made or ended a shift (flagged offline). Review: it waits on the manager's list. */
export const offlineOutcome = z.object({
  id: z.string(),
  outcome: z.enum(['applied', 'review']),
});

export const offlinePunchSchema = z.object({
  id: z.string(),
  type: z.enum(OFFLINE_PUNCH_TYPES),
  /** The ID typed at the kiosk, and the employee it names there if any. */
  employeeId: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The kiosk that took it: its name, or null with its number for the default 'Kiosk {number}'. */
  deviceName: z.string().nullable(),
  /** Null when no registered device took it (a login that named none). */
  deviceNumber: z.number().int().nullable(),
  /** The device's clock when the punch was taken, as sent. */
  deviceTime: z.iso.datetime(),
  /** deviceTime corrected by the device's offset: the punch's time as the server counts it. */
  punchTime: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  reason: z.enum(OFFLINE_REVIEW_REASONS),
});
export type OfflinePunch = z.infer<typeof offlinePunchSchema>;

// The texts live with the other messages (messages.ts), which screens load without the schemas.
export { offlinePunchMessages };
