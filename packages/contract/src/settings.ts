import { z } from 'zod';
import { DEFAULT_SHIFT_DURATION_HOURS } from './constants.ts';
import { DEFAULT_MAX_KIOSKS, MAX_KIOSKS_LIMIT } from './devices.ts';
import { EARLY_CLOCK_IN_MAX_MINUTES } from './early-clock-in.ts';
import { PIN_LENGTHS } from './employee-pin.ts';
import { LANGUAGES } from './languages.ts';
import { deviceMessages, fieldMessages } from './messages.ts';
import { OFFLINE_PUNCH_DEFAULT_MAX_AGE_HOURS, OFFLINE_PUNCH_MAX_AGE_HOURS } from './offline-punches.ts';
import { DEFAULT_PAYROLL, payrollSettingsSchema } from './payroll.ts';
import { DEFAULT_PHONE_PUNCHES, phonePunchesSettingSchema } from './phone-punch.ts';
import { DEFAULT_SCHEDULE_WARNINGS, scheduleWarningsSettingSchema } from './schedule-warnings.ts';
import { TIME_FORMATS } from './time-format.ts';

/** The open shifts' setting (docs/decisions/0201-open-shifts.md). */
export const openShiftsSettingSchema = z.object({ autoApproveFirstClaim: z.boolean() });
export type OpenShiftsSetting = z.infer<typeof openShiftsSettingSchema>;
export const DEFAULT_OPEN_SHIFTS: OpenShiftsSetting = { autoApproveFirstClaim: false };

const hour = z.string().regex(/^([01]\d|2[0-3]):00$/, fieldMessages.wholeHourTimes);
const day = z.number().int(fieldMessages.weekDay).min(0).max(6);

/** docs/product.md section 3's settings; an end time before the start time is an overnight layout. */
export const settingsSchema = z.object({
  weekLayout: z.object({ startDay: day, endDay: day, startTime: hour, endTime: hour }),
  defaultShiftDuration: z
    .number()
    .int(fieldMessages.wholeHoursOnly)
    .min(1, fieldMessages.atLeastOneHour)
    .max(12, fieldMessages.atMostTwelveHours),
  language: z.enum(LANGUAGES),
  timeFormat: z.enum(TIME_FORMATS),
  autoSave: z.boolean(),
  /** Pay periods and overtime rules. GET always carries it (defaults filled in). */
  payroll: payrollSettingsSchema,
  /** The employees' kiosk PIN, 0 (off), 4 or 6 digits. Managers only, like payroll. */
  pinLength: z.union(PIN_LENGTHS.map((length) => z.literal(length))),
  /**
   * How many minutes before a scheduled shift its employee may clock in at the kiosk; null
   * is no limit (the default). Managers only. See docs/api.md, "Kiosk".
   */
  earlyClockInMinutes: z
    .number()
    .int(fieldMessages.earlyClockInWholeMinutes)
    .min(0, fieldMessages.earlyClockInRange)
    .max(EARLY_CLOCK_IN_MAX_MINUTES, fieldMessages.earlyClockInRange)
    .nullable(),
  /**
   * How old (hours) an offline punch's corrected time may be and still apply by itself; an older one
   * goes to the manager's review list (`TOO_OLD`). 1 to 72, default 12. Managers only. See
   * docs/api.md, "Offline punches".
   */
  offlinePunchMaxAgeHours: z
    .number()
    .int(fieldMessages.offlinePunchMaxAgeRange)
    .min(1, fieldMessages.offlinePunchMaxAgeRange)
    .max(OFFLINE_PUNCH_MAX_AGE_HOURS, fieldMessages.offlinePunchMaxAgeRange),
  /** How many kiosks may be registered at once (devices.ts DEFAULT_MAX_KIOSKS). Managers only. */
  maxKiosks: z
    .number()
    .int(deviceMessages.maxKiosksRange)
    .min(1, deviceMessages.maxKiosksRange)
    .max(MAX_KIOSKS_LIMIT, deviceMessages.maxKiosksRange),
  /**
   * Punches from the employees' phones within a radius of the location; off by default. Managers
   * only. See docs/api.md, "Punches from the app".
   */
  phonePunches: phonePunchesSettingSchema,
  /**
   * The schedule's warnings: minimum rest between shifts, labour budgets per day and week; null
   * parts are off (the default). Managers only. See docs/api.md, "Schedule warnings".
   */
  scheduleWarnings: scheduleWarningsSettingSchema,
  /**
   * Open shifts (docs/api.md, "Open shifts"): whether the first claim of an open shift is approved by
   * itself; off by default, the manager approves. Managers only.
   */
  openShifts: openShiftsSettingSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  weekLayout: { startDay: 1, endDay: 6, startTime: '09:00', endTime: '17:00' },
  defaultShiftDuration: DEFAULT_SHIFT_DURATION_HOURS,
  language: 'en',
  timeFormat: '24h',
  autoSave: true,
  payroll: DEFAULT_PAYROLL,
  pinLength: 0,
  earlyClockInMinutes: null,
  offlinePunchMaxAgeHours: OFFLINE_PUNCH_DEFAULT_MAX_AGE_HOURS,
  maxKiosks: DEFAULT_MAX_KIOSKS,
  phonePunches: DEFAULT_PHONE_PUNCHES,
  scheduleWarnings: DEFAULT_SCHEDULE_WARNINGS,
  openShifts: DEFAULT_OPEN_SHIFTS,
};

/**
 * PUT body: `payroll`, `pinLength`, `earlyClockInMinutes`, `offlinePunchMaxAgeHours`, `maxKiosks`, `phonePunches` and
 * `scheduleWarnings` and `openShifts` may be left out (clients older than them); the stored ones are then kept.
 */
export const settingsBody = z.object({
  settings: settingsSchema.extend({
    payroll: payrollSettingsSchema.optional(),
    pinLength: settingsSchema.shape.pinLength.optional(),
    earlyClockInMinutes: settingsSchema.shape.earlyClockInMinutes.optional(),
    offlinePunchMaxAgeHours: settingsSchema.shape.offlinePunchMaxAgeHours.optional(),
    maxKiosks: settingsSchema.shape.maxKiosks.optional(),
    phonePunches: settingsSchema.shape.phonePunches.optional(),
    scheduleWarnings: settingsSchema.shape.scheduleWarnings.optional(),
    openShifts: settingsSchema.shape.openShifts.optional(),
  }),
});
export type SettingsBody = z.infer<typeof settingsBody>;
