import { z } from 'zod';
import { dayString } from './dates.ts';
import { scheduledShiftSchema } from './schedule.ts';
import { fillLimits, scheduleFillMessages as m, skipReasons } from './schedule-fill-messages.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';

// Filling a week fast (docs/api.md, "Filling a week"; docs/decisions/0197-filling-a-week.md).

/** Days on the location's calendar, both inclusive. */
const daysRange = z.object({ startDate: dayString(), endDate: dayString() });

export const copyScheduleBody = z
  .object({ from: daysRange, to: z.object({ startDate: dayString() }) })
  .superRefine(({ from }, ctx) => {
    // Day strings compare as dates; a malformed one already has its own issue.
    if (from.endDate < from.startDate)
      ctx.addIssue({ code: 'custom', path: ['from', 'endDate'], message: m.copyEndBeforeStart });
  });

export const repeatShiftBody = z.object({ until: dayString() });

export const saveTemplateBody = z.object({
  name: z
    .string({ error: m.templateNameRequired })
    .trim()
    .min(1, m.templateNameRequired)
    .max(fillLimits.templateName, m.templateNameTooLong)
    .regex(SINGLE_LINE, singleLineMessage),
  fromWeekStart: dayString(),
});

export const applyTemplateBody = z.object({ weekStart: dayString() });

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  shiftCount: z.number().int(),
  createdAt: z.string(),
});
export type ScheduleTemplate = z.infer<typeof templateSchema>;

export const skippedShiftSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  reason: z.enum(skipReasons),
});
export type SkippedShift = z.infer<typeof skippedShiftSchema>;

/** What a copy, a template applied or a repeat answers: the shifts made and, each with its reason, the rest. */
export const fillResultSchema = z.object({
  created: z.array(scheduledShiftSchema),
  skipped: z.array(skippedShiftSchema),
});
export type FillResult = z.infer<typeof fillResultSchema>;

export * from './schedule-fill-messages.ts';
