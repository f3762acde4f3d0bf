import { z } from 'zod';
import { breakSchema } from './breaks.ts';
import { instantOf, isoDateTime } from './dates.ts';
import { employeeIdField } from './kiosk.ts';
import { timesheetMessages } from './messages.ts';
import { shiftSchema } from './shifts.ts';

/** A manager's shift corrections: new times and breaks, a missed shift, a confirmed auto-close (docs/api.md, "Timesheets"). */

export const MAX_CORRECTED_SHIFT_HOURS = 24;
/** The breaks a correction may give one shift (a real day has a few; this bounds the work). */
export const MAX_BREAKS_PER_SHIFT = 10;
const REASON_MAX_LENGTH = 500;

const reason = z.string().trim().max(REASON_MAX_LENGTH, timesheetMessages.reasonTooLong).optional();

/** Order and length; "not in the future" needs the server's clock and is checked there too. */
function checkTimes(body: { clockIn: string; clockOut: string }, ctx: z.RefinementCtx) {
  const start = instantOf(body.clockIn);
  const end = instantOf(body.clockOut);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) {
    ctx.addIssue({ code: 'custom', path: ['clockOut'], message: timesheetMessages.clockOutAfterClockIn });
  } else if (end - start > MAX_CORRECTED_SHIFT_HOURS * 3_600_000) {
    ctx.addIssue({ code: 'custom', path: ['clockOut'], message: timesheetMessages.tooLong });
  }
}

/** A break as a correction sets it: both ends on the shift's clock, paid or not. */
const breakInput = z.object({
  start: isoDateTime(timesheetMessages.breakStartRequired),
  end: isoDateTime(timesheetMessages.breakEndRequired),
  paid: z.boolean(),
});
export type BreakInput = z.infer<typeof breakInput>;

/**
 * A correction's breaks: each ends after it starts, lies within the shift (its ends may touch the
 * clock-in and clock-out) and meets no other (one ending at 12:30 may be followed by one at 12:30).
 * Each problem points at the break's field, so the form shows it there.
 */
function checkBreaks(
  body: { clockIn: string; clockOut: string; breaks?: BreakInput[] },
  ctx: z.RefinementCtx,
) {
  if (!body.breaks) return;
  const shiftStart = instantOf(body.clockIn);
  const shiftEnd = instantOf(body.clockOut);
  const spans = body.breaks.map((item, index) => ({
    index,
    start: instantOf(item.start),
    end: instantOf(item.end),
  }));
  const readable = spans.filter((span) => !Number.isNaN(span.start) && !Number.isNaN(span.end));
  for (const span of readable) {
    if (span.end <= span.start) {
      ctx.addIssue({
        code: 'custom',
        path: ['breaks', span.index, 'end'],
        message: timesheetMessages.breakEndAfterStart,
      });
    } else if (span.start < shiftStart || span.end > shiftEnd) {
      ctx.addIssue({
        code: 'custom',
        path: ['breaks', span.index, span.start < shiftStart ? 'start' : 'end'],
        message: timesheetMessages.breakOutsideShift,
      });
    }
  }
  const ordered = readable.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  for (let i = 1; i < ordered.length; i++) {
    const [previous, next] = [ordered[i - 1], ordered[i]];
    if (previous && next && next.start < previous.end)
      ctx.addIssue({
        code: 'custom',
        path: ['breaks', next.index, 'start'],
        message: timesheetMessages.breaksOverlap,
      });
  }
}

/**
 * The shift's breaks as they should be. Absent, a correction keeps the breaks it has;
 * present (even empty), it replaces them all.
 */
const breaks = z.array(breakInput).max(MAX_BREAKS_PER_SHIFT, timesheetMessages.tooManyBreaks).optional();

/** PUT /api/admin/shifts/:shiftId: new times (closes an open shift too), and the breaks if given. */
export const correctShiftBody = z
  .object({
    clockIn: isoDateTime(timesheetMessages.clockInRequired),
    clockOut: isoDateTime(timesheetMessages.clockOutRequired),
    breaks,
    reason,
  })
  .superRefine(checkTimes)
  .superRefine(checkBreaks);
export type CorrectShiftBody = z.infer<typeof correctShiftBody>;

/** POST /api/admin/shifts: a missed shift (source 'manual'), with its breaks if given. */
export const addShiftBody = z
  .object({
    employeeId: employeeIdField,
    clockIn: isoDateTime(timesheetMessages.clockInRequired),
    clockOut: isoDateTime(timesheetMessages.clockOutRequired),
    breaks,
    reason,
  })
  .superRefine(checkTimes)
  .superRefine(checkBreaks);
export type AddShiftBody = z.infer<typeof addShiftBody>;

/** A malformed id is a 400 (docs/api.md, Conventions); an unknown or another location's shift is a 404. */
export const shiftParams = z.object({ shiftId: z.uuid(timesheetMessages.shiftNotFound) });

export const correctShiftResponse = z.object({ message: z.string(), shift: shiftSchema });

/** GET /api/admin/shifts/:shiftId/breaks: the shift's breaks, earliest first (an open one has no end). */
export const shiftBreaksResponse = z.object({ breaks: z.array(breakSchema) });

/** POST /api/admin/shifts/:shiftId/confirm: an auto-closed shift was worked as recorded (audited). */
export const confirmShiftBody = z.object({ reason }).nullish();
export type ConfirmShiftBody = z.infer<typeof confirmShiftBody>;
