import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { ADDRESS_MAX_LENGTH, MY_SHIFTS_DAYS, myShiftsMessages } from './my-shifts-messages.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

/**
 * The employee's upcoming shifts at every location they work at, with what changed since they last
 * looked (docs/decisions/0193-my-shifts.md), and the location's optional one-line address.
 */

export { ADDRESS_MAX_LENGTH, MY_SHIFTS_DAYS, myShiftsMessages };

/** A location as a shift of the employee names it. */
export const myShiftLocationSchema = z.object({
  /** The location's code (e.g. "DEMNYC"). */
  locationId: z.string(),
  locationName: z.string(),
  address: z.string().nullable(),
  /** IANA zone: the shift's times are shown in it. */
  timezone: z.string(),
});

export const myShiftSchema = z.object({
  id: z.string(),
  location: myShiftLocationSchema,
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  notes: z.string(),
  /** Scheduled ('new') or its times changed ('changed') since the person last looked; null: neither. */
  change: z.enum(['new', 'changed']).nullable(),
});
export type MyShift = z.infer<typeof myShiftSchema>;

export const removedShiftSchema = z.object({
  location: myShiftLocationSchema,
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  removedAt: z.string(),
});
export type RemovedShift = z.infer<typeof removedShiftSchema>;

export const myShiftsSchema = z.object({
  /** In start order; shifts not ended by the start of today (each location's zone) up to MY_SHIFTS_DAYS days ahead. */
  shifts: z.array(myShiftSchema),
  /** Upcoming shifts removed since the person last looked, in start order. */
  removed: z.array(removedShiftSchema),
  /** When the person last marked the schedule seen; null: never (nothing is marked then). */
  lastSeenAt: z.string().nullable(),
  /** The time of this answer: sent back to mark what it showed as seen. */
  asOf: z.string(),
  days: z.literal(MY_SHIFTS_DAYS),
});
export type MyShifts = z.infer<typeof myShiftsSchema>;

export const markShiftsSeenBody = z.object({
  /** The `asOf` of the answer the person saw: a change after it stays marked. */
  seenAt: isoDateTime(myShiftsMessages.seenAtInvalid),
});

/** An address as stored: trimmed, empty means none. */
export const addressField = z
  .string()
  .trim()
  .max(ADDRESS_MAX_LENGTH, myShiftsMessages.addressTooLong)
  .regex(SINGLE_LINE, singleLineMessage)
  .transform((address) => address || null);

export const locationAddressBody = z.object({ address: addressField.nullable() });
