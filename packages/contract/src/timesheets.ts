import { z } from 'zod';
import { approvalSchema } from './approval.ts';
import { dayString } from './dates.ts';
import { shiftCorrectionAnswerSchema } from './my-record.ts';
import { PAY_PERIOD_TYPES } from './payroll.ts';
import { shiftSchema } from './shifts.ts';

/** A pay period's timesheet: each employee's hours, the totals and the shifts to review (docs/api.md, "Timesheets"). */

/** A clock-in more than this many minutes after the scheduled start counts as a late arrival. */
export const LATE_ARRIVAL_GRACE_MINUTES = 5;

/** GET /api/admin/timesheets and .../audit: any day inside the wanted period (default today). */
export const timesheetQuery = z.object({
  date: dayString().optional(),
  locationId: z.string().max(6).optional(),
});

export const payPeriodSchema = z.object({
  type: z.enum(PAY_PERIOD_TYPES),
  startDate: z.string(),
  /** Inclusive. */
  endDate: z.string(),
  /** A day of the previous / next period, to pass back as `date`. */
  previousDate: z.string(),
  nextDate: z.string(),
});
export type PayPeriod = z.infer<typeof payPeriodSchema>;

export const employeeTimesheetSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string(), isActive: z.boolean() }),
  daysWorked: z.number(),
  regularHours: z.number(),
  overtimeHours: z.number(),
  /** Hours past the double-time threshold, and the seventh day's past 8 (docs/api.md). */
  doubleTimeHours: z.number(),
  /** regular + overtime + double time: the hours paid, unpaid breaks already taken off. */
  totalHours: z.number(),
  /** totalHours from the punches as they are, before rounding (equal when rounding is off). */
  actualHours: z.number(),
  /** Minutes of breaks taken at the kiosk, inside the shifts counted. */
  paidBreakMinutes: z.number(),
  unpaidBreakMinutes: z.number(),
  /** Minutes the automatic deduction took off (shifts without a long enough unpaid break). */
  deductionMinutes: z.number(),
  scheduledHours: z.number(),
  shiftCount: z.number(),
  lateArrivals: z.number(),
  /** Shifts of this employee in the period needing review (corrected, auto-closed or open). */
  needsReview: z.number(),
  /** Auto-closed shifts not yet reviewed: they count 0 hours until a manager corrects or confirms them. */
  awaitingReview: z.number(),
  /**
   * Each workday of the period with worked time, split by the daily rules (a shift across the
   * workday's start counts on both sides of it; docs/api.md, "Hours and pay rules").
   */
  workdays: z.array(
    z.object({
      workday: z.string(),
      regularHours: z.number(),
      overtimeHours: z.number(),
      doubleTimeHours: z.number(),
    }),
  ),
  /**
   * Auto-closed shifts awaiting review in the period's workweeks (also before its first day): until
   * they are reviewed the row is provisional, since they may change any figure (the seventh day).
   */
  pendingShifts: z.array(z.object({ id: z.string(), clockIn: z.string() })),
  /**
   * The person also worked at another location in these workweeks: those hours count toward the
   * overtime thresholds, so overtime may show here that these hours alone would not make (docs/api.md,
   * "One person at several locations"). Nothing else of the other location is told.
   */
  hoursElsewhere: z.boolean(),
  /**
   * Paid hours of approved time off (docs/decisions/0203-time-off-and-availability.md): not worked
   * time, in no other figure and no overtime. Present on every row only when the period holds some.
   */
  paidTimeOffHours: z.number().optional(),
});

const timesheetTotalsSchema = z.object({
  regularHours: z.number(),
  overtimeHours: z.number(),
  doubleTimeHours: z.number(),
  totalHours: z.number(),
  actualHours: z.number(),
  paidBreakMinutes: z.number(),
  unpaidBreakMinutes: z.number(),
  deductionMinutes: z.number(),
  scheduledHours: z.number(),
  shiftCount: z.number(),
  /** Present only when the period holds paid time off. */
  paidTimeOffHours: z.number().optional(),
});

export const timesheetResponse = z.object({
  period: payPeriodSchema,
  approval: approvalSchema.nullable(),
  settings: z.object({
    weeklyOvertimeHours: z.number(),
    dailyOvertimeHours: z.number().nullable(),
    doubleTimeDailyHours: z.number().nullable(),
    seventhDayRule: z.boolean(),
    workdayStart: z.string(),
    breaksPaid: z.boolean(),
    autoDeductMinutes: z.number().nullable(),
    autoDeductAfterHours: z.number(),
    roundingMinutes: z.number().nullable(),
  }),
  employees: z.array(employeeTimesheetSchema),
  totals: timesheetTotalsSchema,
  reviewShifts: z.array(shiftSchema),
  /** Shifts of the period with no clock-out yet: at work now, or a forgotten clock-out to correct. */
  openShifts: z.array(shiftSchema),
  /**
   * Where the organization asks employees to confirm corrections (docs/decisions/0195-employees-confirm-corrections.md):
   * for each shift of the period whose latest correction is asked about, the employee's answer
   * (pending, confirmed, or disputed with their comment). Empty when none is.
   */
  correctionAnswers: z.array(shiftCorrectionAnswerSchema),
});
export type TimesheetResponse = z.infer<typeof timesheetResponse>;
