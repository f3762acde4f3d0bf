import { z } from 'zod';
import { dayString } from './dates.ts';
import { shiftSchema } from './shifts.ts';

/** Approving and reopening a pay period (docs/api.md, "Timesheets"). */

export const periodBody = z.object({ startDate: dayString() });

export const approvalSchema = z.object({ approvedAt: z.string(), approvedBy: z.string() });

export const approveResponse = z.object({ message: z.string(), approval: approvalSchema });

/** The 409 of an approval refused because auto-closed shifts of the period await review: it names them. */
export const UNREVIEWED_SHIFTS_CODE = 'UNREVIEWED_SHIFTS';
export const unreviewedShiftsConflict = z.object({
  message: z.string(),
  code: z.literal(UNREVIEWED_SHIFTS_CODE),
  shifts: z.array(shiftSchema),
});
export const reopenResponse = z.object({ message: z.string() });
