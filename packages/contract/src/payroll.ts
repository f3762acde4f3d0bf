import { z } from 'zod';
import { dayString } from './dates.ts';
import { timesheetMessages } from './messages.ts';

/**
 * A location's payroll settings (settings.payroll of its settings): pay periods, overtime, breaks,
 * the automatic deduction and rounding. Server and web validate with this schema (docs/api.md,
 * "Hours and pay rules").
 */

export const PAY_PERIOD_TYPES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayPeriodType = (typeof PAY_PERIOD_TYPES)[number];

const halfHours = (value: number) => Number.isInteger(value * 2);

/**
 * The rounding increments: punches count to the nearest 5, 6 or 15 minutes of the location's
 * clock (15 with the 7-minute rule), for the hours only (docs/api.md, "Hours and pay rules").
 */
export const ROUNDING_INCREMENTS = [5, 6, 15] as const;

/** A workday starts on a quarter hour of the local clock: `HH:MM`. */
const WORKDAY_START = /^([01]\d|2[0-3]):(00|15|30|45)$/;

export const payrollSettingsSchema = z
  .object({
    period: z.enum(PAY_PERIOD_TYPES),
    /**
     * A day on which a pay period starts. weekly: its weekday; biweekly: every 14 days from it;
     * monthly: its day of the month (1-28); semimonthly ignores it (1st-15th, 16th-last day).
     * The overtime workweek starts on its weekday.
     */
    periodStart: dayString(timesheetMessages.periodStartInvalid),
    weeklyOvertimeHours: z
      .number({ error: timesheetMessages.weeklyOvertimeRange })
      .min(1, timesheetMessages.weeklyOvertimeRange)
      .max(168, timesheetMessages.weeklyOvertimeRange)
      .refine(halfHours, timesheetMessages.halfHours),
    /** null: no daily overtime rule. */
    dailyOvertimeHours: z
      .number({ error: timesheetMessages.dailyOvertimeRange })
      .min(1, timesheetMessages.dailyOvertimeRange)
      .max(24, timesheetMessages.dailyOvertimeRange)
      .refine(halfHours, timesheetMessages.halfHours)
      .nullable(),
    /**
     * null: no double time. Otherwise the hours a day past which time is paid double
     * (California: 12). Missing in objects stored or sent before it: the default applies.
     */
    doubleTimeDailyHours: z
      .number({ error: timesheetMessages.doubleTimeRange })
      .min(1, timesheetMessages.doubleTimeRange)
      .max(24, timesheetMessages.doubleTimeRange)
      .refine(halfHours, timesheetMessages.halfHours)
      .nullable()
      .default(null),
    /**
     * California's seventh-day rule: on the 7th consecutive day worked in one workweek, the
     * first 8 hours are overtime and the rest double time (docs/api.md, "Hours and pay rules").
     */
    seventhDayRule: z.boolean().default(false),
    /**
     * The workday (California Labor Code §500(a)): the fixed, recurring 24 hours that daily overtime,
     * double time and the seventh day count in, starting at this local time each day. Hours on either
     * side of it belong to different workdays (docs/api.md, "Hours and pay rules"). Missing in objects
     * stored before it: midnight.
     */
    workdayStart: z
      .string({ error: timesheetMessages.workdayStartInvalid })
      .regex(WORKDAY_START, timesheetMessages.workdayStartInvalid)
      .default('00:00'),
    /** Breaks taken at the kiosk are paid (counted in the hours) or unpaid (the default). */
    breaksPaid: z.boolean().default(false),
    /**
     * The automatic deduction: null (the default) is none. Otherwise these unpaid minutes come
     * off a shift longer than `autoDeductAfterHours` in which no unpaid break of at least as many
     * minutes was taken (docs/api.md, "Hours and pay rules").
     */
    autoDeductMinutes: z
      .number({ error: timesheetMessages.autoDeductMinutesRange })
      .int(timesheetMessages.autoDeductMinutesRange)
      .min(1, timesheetMessages.autoDeductMinutesRange)
      .max(120, timesheetMessages.autoDeductMinutesRange)
      .nullable()
      .default(null),
    autoDeductAfterHours: z
      .number({ error: timesheetMessages.autoDeductAfterRange })
      .min(1, timesheetMessages.autoDeductAfterRange)
      .max(24, timesheetMessages.autoDeductAfterRange)
      .refine(halfHours, timesheetMessages.halfHours)
      .default(6),
    /** null (the default) counts punches as they are; else to the nearest 5, 6 or 15 minutes. */
    roundingMinutes: z
      .union(
        ROUNDING_INCREMENTS.map((minutes) => z.literal(minutes)),
        {
          error: timesheetMessages.roundingInvalid,
        },
      )
      .nullable()
      .default(null),
  })
  .superRefine((payroll, ctx) => {
    if (
      payroll.doubleTimeDailyHours !== null &&
      payroll.dailyOvertimeHours !== null &&
      payroll.doubleTimeDailyHours <= payroll.dailyOvertimeHours
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['doubleTimeDailyHours'],
        message: timesheetMessages.doubleTimeAfterOvertime,
      });
    }
    if (payroll.period === 'monthly' && /^\d{4}-\d{2}-\d{2}$/.test(payroll.periodStart)) {
      const day = Number(payroll.periodStart.slice(8, 10));
      if (day > 28)
        ctx.addIssue({ code: 'custom', path: ['periodStart'], message: timesheetMessages.monthlyStartDay });
    }
  });
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

export const DEFAULT_PAYROLL: PayrollSettings = {
  period: 'weekly',
  periodStart: '2026-01-05',
  weeklyOvertimeHours: 40,
  dailyOvertimeHours: null,
  doubleTimeDailyHours: null,
  seventhDayRule: false,
  workdayStart: '00:00',
  breaksPaid: false,
  autoDeductMinutes: null,
  autoDeductAfterHours: 6,
  roundingMinutes: null,
};

/**
 * California's daily rules (docs/api.md, "Hours and pay rules"), which the settings screen fills in with one button: overtime
 * past 8 hours a day and 40 a week, double time past 12 hours a day, and the seventh-day rule.
 */
export const CALIFORNIA_OVERTIME = {
  weeklyOvertimeHours: 40,
  dailyOvertimeHours: 8,
  doubleTimeDailyHours: 12,
  seventhDayRule: true,
} as const satisfies Partial<PayrollSettings>;
