import { z } from 'zod';
import { currentWeekField, dayString } from './dates.ts';
import {
  LABOUR_BUDGET_MAX,
  MIN_REST_HOURS_MAX,
  scheduleWarningsMessages as messages,
} from './schedule-warnings-messages.ts';

/**
 * The schedule's warnings before publishing (docs/decisions/0199-schedule-warnings.md,
 * docs/api.md "Schedule warnings"): rest between shifts, shifts over hours worked elsewhere,
 * projected overtime and labour cost against a budget.
 */

const budget = z
  .number({ error: messages.labourBudgetRange })
  .min(0, messages.labourBudgetRange)
  .max(LABOUR_BUDGET_MAX, messages.labourBudgetRange)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), messages.labourBudgetRange)
  .nullable();

/** The location setting `scheduleWarnings` (managers only); every part null: off. */
export const scheduleWarningsSettingSchema = z.object({
  /** Hours between one shift's end and the person's next start (EU 2003/88/EC art. 3: 11). */
  minRestHours: z
    .number({ error: messages.minRestHoursRange })
    .min(0, messages.minRestHoursRange)
    .max(MIN_REST_HOURS_MAX, messages.minRestHoursRange)
    .refine((value) => Number.isInteger(value * 2), messages.minRestHoursRange)
    .nullable(),
  labourBudgetDay: budget,
  labourBudgetWeek: budget,
});
export type ScheduleWarningsSetting = z.infer<typeof scheduleWarningsSettingSchema>;

export const DEFAULT_SCHEDULE_WARNINGS: ScheduleWarningsSetting = {
  minRestHours: null,
  labourBudgetDay: null,
  labourBudgetWeek: null,
};

/** The longest range the warnings are computed for at once, in days. */
export const WARNINGS_MAX_DAYS = 31;

/**
 * The range of the warnings: two days of the location's calendar (both inclusive, at most
 * WARNINGS_MAX_DAYS), or `week=current`, the week the manager's calendar opens on.
 */
export const warningsQuery = z.object({
  startDate: dayString().optional(),
  endDate: dayString().optional(),
  week: currentWeekField.optional(),
});

const employee = z.object({ id: z.string(), employeeId: z.string(), name: z.string() });

const common = {
  severity: z.enum(['warning']),
  /** The location's day the warning is about (`YYYY-MM-DD`); a week's: its first day. */
  date: z.string(),
  /** This location's scheduled shifts concerned; another location's are never named. */
  shiftIds: z.array(z.string()),
};

/** Another location's shift: its times only, never the location (docs/decisions/0187). */
const otherShift = z.object({ start: z.string(), end: z.string().nullable(), elsewhere: z.boolean() });

export const scheduleWarningSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rest'),
    ...common,
    employee,
    /** The earlier shift's end and the next one's start (instants). */
    previous: otherShift,
    next: otherShift,
    restHours: z.number(),
    minimumHours: z.number(),
  }),
  z.object({
    kind: z.literal('overlap'),
    ...common,
    employee,
    scheduledStart: z.string(),
    scheduledEnd: z.string(),
    worked: otherShift,
  }),
  z.object({
    kind: z.literal('overtime'),
    ...common,
    employee,
    /** The overtime workweek's first and last days. */
    weekStart: z.string(),
    weekEnd: z.string(),
    projectedHours: z.number(),
    overtimeHours: z.number(),
    weeklyOvertimeHours: z.number(),
    dailyOvertimeHours: z.number().nullable(),
    /** Hours at the person's other locations count too. */
    hoursElsewhere: z.boolean(),
  }),
  z.object({
    /** A shift over the person's approved time off (docs/decisions/0203-time-off-and-availability.md). */
    kind: z.literal('timeOff'),
    ...common,
    employee,
    scheduledStart: z.string(),
    scheduledEnd: z.string(),
    timeOff: z.object({
      type: z.enum(['vacation', 'sick', 'unpaid', 'other']),
      /** Whole days of this location's calendar, or the instants of hours off. */
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
  }),
  z.object({
    /**
     * A shift outside the person's stated weekly availability on `date`, in this location's zone:
     * `available` the hours they gave for that weekday, null when they said not at all.
     */
    kind: z.literal('availability'),
    ...common,
    employee,
    scheduledStart: z.string(),
    scheduledEnd: z.string(),
    weekday: z.number(),
    available: z.object({ start: z.string(), end: z.string() }).nullable(),
  }),
  z.object({
    kind: z.literal('cost'),
    ...common,
    period: z.enum(['day', 'week']),
    cost: z.number(),
    budget: z.number(),
  }),
]);
export type ScheduleWarning = z.infer<typeof scheduleWarningSchema>;
export type ScheduleWarningKind = ScheduleWarning['kind'];

export const labourTotalsSchema = z.object({
  days: z.array(z.object({ date: z.string(), hours: z.number(), cost: z.number() })),
  week: z.object({ hours: z.number(), cost: z.number() }),
  /** People scheduled here without an hourly rate: their hours are not in the cost. */
  noRate: z.array(employee),
});
export type LabourTotals = z.infer<typeof labourTotalsSchema>;

export const warningsResponse = z.object({
  startDate: z.string(),
  endDate: z.string(),
  warnings: z.array(scheduleWarningSchema),
  totals: labourTotalsSchema,
  settings: scheduleWarningsSettingSchema,
  /** The organization's choice: warnings stop a publish. */
  block: z.boolean(),
});
export type WarningsResponse = z.infer<typeof warningsResponse>;

export const warningsBlockSchema = z.object({ block: z.boolean() });
export const warningsBlockBody = z.object({ block: z.boolean({ error: 'block must be true or false' }) });

export { messages as scheduleWarningsMessages };
