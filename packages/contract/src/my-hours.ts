import { z } from 'zod';
import { approvalSchema } from './approval.ts';
import { dayString, dayStringProblem } from './dates.ts';
import { LANGUAGES } from './languages.ts';
import { myHoursMessages, RECORDS_MAX_DAYS, recordsFileName } from './my-hours-messages.ts';
import { shiftSchema } from './shifts.ts';
import { daysBetween } from './time/zoned-time.ts';
import { employeeTimesheetSchema, payPeriodSchema, timesheetResponse } from './timesheets.ts';

/**
 * The employee's own hours and records at /me (docs/api.md, "The employee app: my hours and records";
 * docs/decisions/0194-my-hours-and-records.md): the pay period of one of their locations with the very
 * row the manager's timesheet shows for them, and their shifts at every location for any range.
 */

export { myHoursMessages, RECORDS_MAX_DAYS, recordsFileName };

/** GET /api/me/hours: one of the person's locations (its code) and any day of the wanted period (default today there). */
export const myHoursQuery = z.object({
  locationId: z.string().min(1).max(6),
  date: dayString().optional(),
});

/** A break taken at the kiosk; `end` null while it goes on. */
export const myBreakSchema = z.object({ start: z.string(), end: z.string().nullable(), paid: z.boolean() });

/** What a shift is as punched, and its marks. */
const punchedShiftFields = {
  id: z.string(),
  /** The local day (in the location's zone) the shift began. */
  date: z.string(),
  clockIn: z.string(),
  /** null while the shift is open (it counts up to now). */
  clockOut: z.string().nullable(),
  /** The kiosk's own punches when a manager changed them (null when not corrected, or added by a manager). */
  originalClockIn: z.string().nullable(),
  originalClockOut: z.string().nullable(),
  corrected: z.boolean(),
  /** Closed by the server after 16 hours without a clock-out. */
  autoClosed: z.boolean(),
  /** Auto-closed and not yet reviewed by a manager: counts 0 hours until then. */
  awaitingReview: z.boolean(),
  /** A punch of it came late from a kiosk's offline queue, at the device's time. */
  offline: z.boolean(),
  source: shiftSchema.shape.source,
  breaks: z.array(myBreakSchema),
  paidBreakMinutes: z.number(),
  unpaidBreakMinutes: z.number(),
  /** Minutes the automatic deduction took off. */
  deductionMinutes: z.number(),
  /** Worked hours as paid: rounded punches, less unpaid breaks and the deduction. */
  hours: z.number(),
};

/** One shift of the period as the manager's detailed export counts it. */
export const myHoursShiftSchema = z.object({
  ...punchedShiftFields,
  /** The punches as the location rounds them (equal to the punches where it does not). */
  roundedClockIn: z.string(),
  roundedClockOut: z.string().nullable(),
  /** Worked hours from the punches as they are. */
  actualHours: z.number(),
  /** Which workday each part of `hours` counts in (a shift across the workday's start has two). */
  workdayHours: z.array(z.object({ workday: z.string(), hours: z.number() })),
});
export type MyHoursShift = z.infer<typeof myHoursShiftSchema>;

export const myHoursResponse = z.object({
  location: z.object({
    locationId: z.string(),
    locationName: z.string(),
    timezone: z.string(),
    employeeId: z.string(),
  }),
  period: payPeriodSchema,
  /** Set once the location's manager approved (locked) the period. */
  approval: approvalSchema.nullable(),
  /** The location's pay rules, so the app can say how punches are rounded and deducted. */
  settings: timesheetResponse.shape.settings,
  /**
   * The person's row of the manager's timesheet, exactly as the manager reads it; null when it has
   * none (nothing worked or scheduled in the period there).
   */
  totals: employeeTimesheetSchema.nullable(),
  /** The period's shifts there, by the day they began, earliest first. */
  shifts: z.array(myHoursShiftSchema),
});
export type MyHours = z.infer<typeof myHoursResponse>;

/** GET /api/me/records and its CSV: an inclusive range of days (each shift by its local start day), at most RECORDS_MAX_DAYS. */
export const myRecordsQuery = z
  .object({
    from: dayString(),
    to: dayString(),
    /** The CSV's header row in this language (default English); the values never change. */
    headerLanguage: z.enum(LANGUAGES).optional(),
  })
  .superRefine((range, ctx) => {
    if (dayStringProblem(range.from) || dayStringProblem(range.to)) return;
    if (range.to < range.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: myHoursMessages.recordsRangeReversed });
    } else if (daysBetween(range.from, range.to) + 1 > RECORDS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: myHoursMessages.recordsRangeTooLong });
    }
  });

export const myRecordSchema = z.object({
  ...punchedShiftFields,
  /** The location's code, name and zone: the times are shown on its clock. */
  locationId: z.string(),
  locationName: z.string(),
  timezone: z.string(),
});
export type MyRecord = z.infer<typeof myRecordSchema>;

export const myRecordsResponse = z.object({
  person: z.object({ name: z.string() }),
  organization: z.object({ name: z.string() }),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  /** Earliest first. */
  records: z.array(myRecordSchema),
});
export type MyRecords = z.infer<typeof myRecordsResponse>;
