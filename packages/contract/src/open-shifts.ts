import { z } from 'zod';
import { isoDateTime, rangeBound } from './dates.ts';
import { fieldMessages, scheduleMessages } from './messages.ts';
import {
  type MyOpenShift,
  type OpenShiftClaimStatus,
  type OpenShiftStatus,
  openShiftsMessages,
} from './open-shifts-messages.ts';

/**
 * Open shifts (docs/decisions/0201-open-shifts.md): a manager posts a shift without a person, eligible
 * employees claim it in their app, and the manager approves one claim (or the location approves the
 * first by itself).
 */

export { type MyOpenShift, type OpenShiftClaimStatus, type OpenShiftStatus, openShiftsMessages };

const MAX_MS = 24 * 3_600_000;

/** The same shape limits as a scheduled shift: the end after the start, at most 24 hours. */
export const postOpenShiftBody = z
  .object({
    scheduledStart: isoDateTime(scheduleMessages.selectStart),
    scheduledEnd: isoDateTime(scheduleMessages.selectEnd),
    notes: z
      .string()
      .max(1000, fieldMessages.notesTooLong)
      .optional()
      .transform((v) => v?.trim() ?? ''),
  })
  .superRefine((body, ctx) => {
    const start = Date.parse(body.scheduledStart);
    const end = Date.parse(body.scheduledEnd);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['scheduledEnd'], message: scheduleMessages.endAfterStart });
    else if (end - start > MAX_MS)
      ctx.addIssue({ code: 'custom', path: ['scheduledEnd'], message: scheduleMessages.tooLong });
  });

/** The manager's list: open shifts overlapping the range, or without one every one not yet ended. */
export const openShiftsQuery = z.object({
  startDate: rangeBound.optional(),
  endDate: rangeBound.optional(),
});

export const openShiftParams = z.object({ id: z.uuid(openShiftsMessages.openShiftNotFound) });
export const openShiftClaimParams = z.object({ id: z.uuid(openShiftsMessages.openShiftClaimNotFound) });

const claimStatus = z.enum(['pending', 'approved', 'declined', 'withdrawn']);
const openShiftStatus = z.enum(['open', 'filled', 'cancelled']);

export const openShiftClaimSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  status: claimStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type OpenShiftClaim = z.infer<typeof openShiftClaimSchema>;

/** An open shift as the manager sees it, with every claim in the order they came. */
export const openShiftSchema = z.object({
  id: z.string(),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  notes: z.string(),
  status: openShiftStatus,
  postedBy: z.string(),
  postedAt: z.string(),
  claims: z.array(openShiftClaimSchema),
});
export type OpenShift = z.infer<typeof openShiftSchema>;

export const openShiftsSchema = z.object({ openShifts: z.array(openShiftSchema) });

export const myOpenShiftSchema = z.object({
  id: z.string(),
  location: z.object({
    locationId: z.string(),
    locationName: z.string(),
    address: z.string().nullable(),
    timezone: z.string(),
  }),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  notes: z.string(),
  status: openShiftStatus,
  myClaim: z.object({ id: z.string(), status: claimStatus, createdAt: z.string() }).nullable(),
});

export const myOpenShiftsSchema = z.object({ openShifts: z.array(myOpenShiftSchema) });
export type MyOpenShifts = { openShifts: MyOpenShift[] };
