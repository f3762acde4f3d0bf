import { z } from 'zod';
import { currentWeekField, instantOf, isoDateTime, rangeBound } from './dates.ts';
import { employeeIdField } from './kiosk.ts';
import { fieldMessages, scheduleMessages } from './messages.ts';

const MAX_MS = 24 * 3_600_000;

function checkOrder(body: { scheduledStart: string; scheduledEnd: string }, ctx: z.RefinementCtx) {
  const start = instantOf(body.scheduledStart);
  const end = instantOf(body.scheduledEnd);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start)
    ctx.addIssue({ code: 'custom', path: ['scheduledEnd'], message: scheduleMessages.endAfterStart });
  else if (end - start > MAX_MS)
    ctx.addIssue({ code: 'custom', path: ['scheduledEnd'], message: scheduleMessages.tooLong });
}

export const createScheduledShiftBody = z
  .object({
    employeeId: z
      .string({ error: scheduleMessages.selectEmployee })
      .min(1, { error: scheduleMessages.selectEmployee, abort: true })
      .pipe(employeeIdField),
    scheduledStart: isoDateTime(scheduleMessages.selectStart),
    scheduledEnd: isoDateTime(scheduleMessages.selectEnd),
    notes: z
      .string()
      .max(1000, fieldMessages.notesTooLong)
      .optional()
      .transform((v) => v?.trim() ?? ''),
  })
  .superRefine(checkOrder);

export const updateScheduledShiftBody = z
  .object({
    scheduledStart: isoDateTime(scheduleMessages.startRequired),
    scheduledEnd: isoDateTime(scheduleMessages.endRequired),
  })
  .superRefine(checkOrder);
/** A range of scheduled shifts: both bounds, or `week=current` (docs/api.md, "Schedule"). */

export const rangeQuery = z.object({
  locationId: z.string().max(6).optional(),
  startDate: rangeBound.optional(),
  endDate: rangeBound.optional(),
  week: currentWeekField.optional(),
});

/** A scheduled shift as the calls answer it; `employeeName` repeats `employee.name` for older clients. */
export const scheduledShiftSchema = z.object({
  id: z.string(),
  _id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  employeeName: z.string(),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  notes: z.string(),
  /**
   * What employees see of it (docs/decisions/0198-draft-and-publish.md): 'published' as shown,
   * 'draft' never published, 'changed' published with other times.
   */
  state: z.enum(['published', 'draft', 'changed']),
});
export type ScheduledShift = z.infer<typeof scheduledShiftSchema>;

// The texts live with the other messages (messages.ts), which screens load without the schemas.
export { scheduleMessages };
