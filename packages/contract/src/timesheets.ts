import { z } from 'zod';
import { breakSchema } from './breaks.ts';
import { dayString, instantOf, isoDateTime } from './dates.ts';
import { employeeIdField } from './kiosk.ts';
import { PAYROLL_MANAGERS_ONLY, timesheetMessages } from './messages.ts';

/**
 * Shift corrections with an audit trail, pay-period timesheets, approval and CSV export.
 * Server and web validate with these schemas and show these messages (docs/api.md, "Timesheets").
 */

export const MAX_CORRECTED_SHIFT_HOURS = 24;
/** The breaks a correction may give one shift (a real day has a few; this bounds the work). */
export const MAX_BREAKS_PER_SHIFT = 10;
export const REASON_MAX_LENGTH = 500;
/** A clock-in more than this many minutes after the scheduled start counts as a late arrival. */
export const LATE_ARRIVAL_GRACE_MINUTES = 5;

/** Days are checked by the shared definition (dates.ts); re-exported where the web imports it from. */
export { dayString };

// ---------------------------------------------------------------------------------------------
// Payroll settings (settings.payroll of the location's settings)

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

// ---------------------------------------------------------------------------------------------
// Shifts (docs/product.md section 11.4's Shift with the timesheets' fields)

export const SHIFT_SOURCES = ['kiosk', 'manual'] as const;
export type ShiftSource = (typeof SHIFT_SOURCES)[number];

export const shiftSchema = z.object({
  id: z.string(),
  _id: z.string(),
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  /** Hours rounded to 2 decimals; null while the shift is active. */
  totalHours: z.number().nullable(),
  isActive: z.boolean(),
  /** When the employee's break began, while the shift is active and they are on one; else null. */
  onBreakSince: z.string().nullable(),
  /** A manager changed or added it, or the server closed it. */
  corrected: z.boolean(),
  /** Closed by the server after 16 hours without a clock-out: needs review. */
  autoClosed: z.boolean(),
  /**
   * Auto-closed and not yet reviewed (its clock-out corrected, or confirmed as worked): the
   * timesheet counts it 0 hours and its period cannot be approved (docs/api.md, "Timesheets").
   */
  awaitingReview: z.boolean(),
  source: z.enum(SHIFT_SOURCES),
  /** A punch of it reached the server late, from a kiosk's offline queue (docs/api.md, "Offline punches"). */
  offline: z.boolean(),
  /** The kiosk's punch times, never changed (null for a manually added shift). */
  originalClockIn: z.string().nullable(),
  /** null when the kiosk never recorded a clock-out (still open, auto-closed, closed by a manager). */
  originalClockOut: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

// ---------------------------------------------------------------------------------------------
// Corrections

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
export const breakInput = z.object({
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

// ---------------------------------------------------------------------------------------------
// Audit trail

export const AUDIT_ACTIONS = ['create', 'correct', 'auto-close', 'approve', 'reopen', 'confirm'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A break as the audit trail keeps it (end null: it was still going on). */
export const auditBreakSchema = breakSchema.omit({ id: true });
export type AuditBreak = z.infer<typeof auditBreakSchema>;

export const auditTimesSchema = z.object({
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  /**
   * The shift's breaks at that moment, earliest first. null where the entry did not record
   * them (entries from before breaks could be edited, and the server's auto-close).
   */
  breaks: z.array(auditBreakSchema).nullable(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** 'Manager', 'System' (auto-close) or whoever else the token identifies. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Shift entries: the times before (null for 'create') and after. Period entries: both null. */
  before: auditTimesSchema.nullable(),
  after: auditTimesSchema.nullable(),
  reason: z.string().nullable(),
  /** The shift a shift entry is about (null for approve/reopen). */
  shiftId: z.string().nullable(),
  /** Its employee, so a period's trail can name whose shift changed (null for approve/reopen). */
  employee: z.object({ id: z.string(), name: z.string(), employeeId: z.string() }).nullable(),
  /** The pay period an approve/reopen entry is about (null for shift entries). */
  period: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponse = z.object({ entries: z.array(auditEntrySchema) });
export type AuditResponse = z.infer<typeof auditResponse>;

// ---------------------------------------------------------------------------------------------
// Timesheet

/** GET /api/admin/timesheets and .../audit: any day inside the wanted period (default today). */
export const timesheetQuery = z.object({
  date: dayString().optional(),
  locationId: z.string().max(6).optional(),
});
export type TimesheetQuery = z.infer<typeof timesheetQuery>;

export const periodBody = z.object({ startDate: dayString() });
export type PeriodBody = z.infer<typeof periodBody>;

export const approvalSchema = z.object({ approvedAt: z.string(), approvedBy: z.string() });
export type Approval = z.infer<typeof approvalSchema>;

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
});
export type EmployeeTimesheet = z.infer<typeof employeeTimesheetSchema>;

export const timesheetTotalsSchema = z.object({
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
});
export type TimesheetResponse = z.infer<typeof timesheetResponse>;

export const approveResponse = z.object({ message: z.string(), approval: approvalSchema });

/** The 409 of an approval refused because auto-closed shifts of the period await review: it names them. */
export const UNREVIEWED_SHIFTS_CODE = 'UNREVIEWED_SHIFTS';
export const unreviewedShiftsConflict = z.object({
  message: z.string(),
  code: z.literal(UNREVIEWED_SHIFTS_CODE),
  shifts: z.array(shiftSchema),
});
export type UnreviewedShiftsConflict = z.infer<typeof unreviewedShiftsConflict>;
export const reopenResponse = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Export

export const EXPORT_FORMATS = ['summary', 'detailed'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The languages a CSV's header row can be written in, besides its stable English one. */
export const CSV_HEADER_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

export const exportQuery = z.object({
  date: dayString().optional(),
  format: z.enum(EXPORT_FORMATS).default('summary'),
  locationId: z.string().max(6).optional(),
  /**
   * The header row in another language, for a person opening the file; payroll imports rely on the
   * default English headers (docs/api.md, "Timesheets"). The values never change.
   */
  headerLanguage: z.enum(CSV_HEADER_LANGUAGES).optional(),
});
export type ExportQuery = z.input<typeof exportQuery>;

export const SUMMARY_CSV_COLUMNS = [
  'Employee ID',
  'Name',
  'Period Start',
  'Period End',
  'Regular Hours',
  'Overtime Hours',
  'Total Hours',
  'Shift Count',
  'Awaiting Review',
  // The breaks' and pay rules' columns come last, so an import reading the earlier ones by position is unaffected.
  'Double Time Hours',
  'Paid Break Minutes',
  'Unpaid Break Minutes',
  'Deduction Minutes',
  'Actual Hours',
] as const;

export const DETAILED_CSV_COLUMNS = [
  'Employee ID',
  'Name',
  'Date',
  'Clock In',
  'Clock Out',
  'Original Clock In',
  'Original Clock Out',
  'Hours',
  'Corrected',
  'Auto-closed',
  'Source',
  'Awaiting Review',
  'Paid Break Minutes',
  'Unpaid Break Minutes',
  'Deduction Minutes',
  'Rounded Clock In',
  'Rounded Clock Out',
  'Actual Hours',
  'Workday Hours',
  'Offline',
] as const;

type CsvColumn = (typeof SUMMARY_CSV_COLUMNS)[number] | (typeof DETAILED_CSV_COLUMNS)[number];

/** Each column's header in the other languages (the `headerLanguage` parameter of the export). */
export const CSV_COLUMN_NAMES: Record<
  Exclude<(typeof CSV_HEADER_LANGUAGES)[number], 'en'>,
  Record<CsvColumn, string>
> = {
  es: {
    'Employee ID': 'ID de empleado',
    Name: 'Nombre',
    'Period Start': 'Inicio del periodo',
    'Period End': 'Fin del periodo',
    'Regular Hours': 'Horas ordinarias',
    'Overtime Hours': 'Horas extra',
    'Total Hours': 'Horas totales',
    'Shift Count': 'Número de turnos',
    'Awaiting Review': 'Pendiente de revisión',
    Date: 'Fecha',
    'Clock In': 'Entrada',
    'Clock Out': 'Salida',
    'Original Clock In': 'Entrada original',
    'Original Clock Out': 'Salida original',
    Hours: 'Horas',
    Corrected: 'Corregido',
    'Auto-closed': 'Cerrado automáticamente',
    Source: 'Origen',
    'Double Time Hours': 'Horas dobles',
    'Paid Break Minutes': 'Minutos de pausa pagados',
    'Unpaid Break Minutes': 'Minutos de pausa no pagados',
    'Deduction Minutes': 'Minutos deducidos',
    'Actual Hours': 'Horas reales',
    'Rounded Clock In': 'Entrada redondeada',
    'Rounded Clock Out': 'Salida redondeada',
    'Workday Hours': 'Horas por jornada',
    Offline: 'Sin conexión',
  },
  fr: {
    'Employee ID': 'ID employé',
    Name: 'Nom',
    'Period Start': 'Début de période',
    'Period End': 'Fin de période',
    'Regular Hours': 'Heures normales',
    'Overtime Hours': 'Heures supplémentaires',
    'Total Hours': 'Total des heures',
    'Shift Count': 'Nombre de shifts',
    'Awaiting Review': 'À vérifier',
    Date: 'Date',
    'Clock In': 'Arrivée',
    'Clock Out': 'Départ',
    'Original Clock In': 'Arrivée d’origine',
    'Original Clock Out': 'Départ d’origine',
    Hours: 'Heures',
    Corrected: 'Corrigé',
    'Auto-closed': 'Clôturé automatiquement',
    Source: 'Origine',
    'Double Time Hours': 'Heures doublées',
    'Paid Break Minutes': 'Minutes de pause payées',
    'Unpaid Break Minutes': 'Minutes de pause non payées',
    'Deduction Minutes': 'Minutes déduites',
    'Actual Hours': 'Heures réelles',
    'Rounded Clock In': 'Arrivée arrondie',
    'Rounded Clock Out': 'Départ arrondi',
    'Workday Hours': 'Heures par journée de travail',
    Offline: 'Hors ligne',
  },
  de: {
    'Employee ID': 'Mitarbeiter-ID',
    Name: 'Name',
    'Period Start': 'Periodenbeginn',
    'Period End': 'Periodenende',
    'Regular Hours': 'Reguläre Stunden',
    'Overtime Hours': 'Überstunden',
    'Total Hours': 'Gesamtstunden',
    'Shift Count': 'Anzahl Schichten',
    'Awaiting Review': 'Prüfung ausstehend',
    Date: 'Datum',
    'Clock In': 'Kommen',
    'Clock Out': 'Gehen',
    'Original Clock In': 'Kommen (ursprünglich)',
    'Original Clock Out': 'Gehen (ursprünglich)',
    Hours: 'Stunden',
    Corrected: 'Korrigiert',
    'Auto-closed': 'Automatisch beendet',
    Source: 'Quelle',
    'Double Time Hours': 'Stunden doppelt',
    'Paid Break Minutes': 'Bezahlte Pausenminuten',
    'Unpaid Break Minutes': 'Unbezahlte Pausenminuten',
    'Deduction Minutes': 'Abgezogene Minuten',
    'Actual Hours': 'Tatsächliche Stunden',
    'Rounded Clock In': 'Kommen (gerundet)',
    'Rounded Clock Out': 'Gehen (gerundet)',
    'Workday Hours': 'Stunden je Arbeitstag',
    Offline: 'Offline erfasst',
  },
};

/** A CSV's header row: the stable English one unless a language is asked for. */
export function csvHeaders<C extends CsvColumn>(
  columns: readonly C[],
  language: (typeof CSV_HEADER_LANGUAGES)[number] = 'en',
): string[] {
  return language === 'en' ? [...columns] : columns.map((column) => CSV_COLUMN_NAMES[language][column]);
}

/**
 * The file name the export answers with (Content-Disposition): the location, the period and the
 * kind, so a summary and a detailed export of two periods never overwrite each other in Downloads.
 */
export const exportFileName = (
  locationCode: string,
  period: { startDate: string; endDate: string },
  format: ExportFormat,
) => `timesheet-${locationCode}-${period.startDate}_${period.endDate}-${format}.csv`;

// The texts live with the other messages (messages.ts), which screens load without the schemas.
export { PAYROLL_MANAGERS_ONLY, timesheetMessages };
