import { z } from 'zod';
import {
  SHIFT_SWAP_STATUSES,
  SHIFT_SWAP_VOID_REASONS,
  type ShiftSwapNoticeBody,
  shiftSwapMessages,
} from './shift-swaps-messages.ts';

/**
 * Swaps and cover (docs/decisions/0202-shift-swaps.md): an employee offers a published shift, a
 * colleague at the same location accepts (optionally giving one of their own shifts in return), the
 * manager approves or declines.
 */

export { SHIFT_SWAP_STATUSES, type ShiftSwapNoticeBody, shiftSwapMessages };

const times = z.object({ id: z.string(), start: z.string(), end: z.string() });
const person = z.object({ employeeId: z.string(), name: z.string() });

export const shiftSwapSchema = z.object({
  id: z.string(),
  status: z.enum(SHIFT_SWAP_STATUSES),
  voidReason: z.enum(SHIFT_SWAP_VOID_REASONS).nullable(),
  location: z.object({ locationId: z.string(), locationName: z.string(), timezone: z.string() }),
  /** The offered shift, at its times when offered. */
  shift: times,
  offeredBy: person,
  /** The chosen colleague; null: anyone eligible at the location. */
  offeredTo: person.nullable(),
  acceptedBy: person.nullable(),
  /** The accepter's shift given in return (a swap); null: cover. */
  returnShift: times.nullable(),
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The manager who approved or declined. */
  decidedBy: z.string().nullable(),
});
export type ShiftSwap = z.infer<typeof shiftSwapSchema>;

/** In the employee's list: what the person is to the swap. */
export const myShiftSwapSchema = shiftSwapSchema.extend({
  role: z.enum(['offerer', 'accepter', 'candidate']),
});
export type MyShiftSwap = z.infer<typeof myShiftSwapSchema>;

export const myShiftSwapsSchema = z.object({ swaps: z.array(myShiftSwapSchema) });
export const shiftSwapsSchema = z.object({ swaps: z.array(shiftSwapSchema) });
export const oneShiftSwapSchema = z.object({ swap: shiftSwapSchema });

export const swapParams = z.object({ id: z.uuid(shiftSwapMessages.swapNotFound) });

const employeeCode = z
  .string({ error: shiftSwapMessages.swapCodeInvalid })
  .regex(/^\d{3}$/, shiftSwapMessages.swapCodeInvalid);

export const offerShiftBody = z.object({
  shiftId: z.uuid(shiftSwapMessages.swapShiftNotFound),
  /** A colleague's kiosk ID at the shift's location; left out: anyone eligible there. */
  offeredTo: employeeCode.nullish(),
});

export const acceptSwapBody = z
  .object({
    /** One of the accepter's own shifts given in return; left out: cover. */
    returnShiftId: z.uuid(shiftSwapMessages.swapReturnShiftInvalid).nullish(),
  })
  .default({});

export const colleaguesQuery = z.object({ shiftId: z.uuid(shiftSwapMessages.swapShiftNotFound) });
export const colleaguesSchema = z.object({ colleagues: z.array(person) });
