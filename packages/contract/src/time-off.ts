import { z } from 'zod';
import { dayString, instantOf, isoDateTime } from './dates.ts';
import { daysBetween } from './time/zoned-time.ts';
import {
  timeOffMessages as messages,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MAX_HOURS,
  TIME_OFF_NOTE_MAX,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
} from './time-off-messages.ts';

/**
 * Time off and weekly availability (docs/decisions/0203-time-off-and-availability.md, docs/api.md
 * "Time off and availability"): the employee asks in their app, a manager of one of the person's
 * locations approves or declines; the schedule warns about shifts over approved time off or outside
 * the stated availability.
 */

export * from './time-off-messages.ts';

const note = z
  .string({ error: messages.timeOffNoteTooLong })
  .max(TIME_OFF_NOTE_MAX, messages.timeOffNoteTooLong);

const HOUR_MS = 3_600_000;

/**
 * A request: whole days of the location's calendar (`startDate`..`endDate`, both inclusive, each read
 * in the zone of the location looking at it) or a time range (`start`, `end`, instants).
 */
export const timeOffRequestBody = z
  .object({
    type: z.enum(TIME_OFF_TYPES, { error: messages.timeOffTypeInvalid }),
    startDate: dayString().optional(),
    endDate: dayString().optional(),
    start: isoDateTime(messages.timeOffKindRequired).optional(),
    end: isoDateTime(messages.timeOffKindRequired).optional(),
    note: note.optional(),
  })
  .superRefine((body, ctx) => {
    const days = body.startDate !== undefined || body.endDate !== undefined;
    const hours = body.start !== undefined || body.end !== undefined;
    if (days === hours) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: messages.timeOffKindRequired });
      return;
    }
    if (days) {
      if (body.startDate === undefined || body.endDate === undefined) {
        const path = body.startDate === undefined ? 'startDate' : 'endDate';
        ctx.addIssue({ code: 'custom', path: [path], message: messages.timeOffKindRequired });
      } else if (body.endDate < body.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.timeOffDaysReversed });
      } else if (daysBetween(body.startDate, body.endDate) + 1 > TIME_OFF_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.timeOffTooManyDays });
      }
      return;
    }
    if (body.start === undefined || body.end === undefined) {
      const path = body.start === undefined ? 'start' : 'end';
      ctx.addIssue({ code: 'custom', path: [path], message: messages.timeOffKindRequired });
      return;
    }
    const start = instantOf(body.start);
    const end = instantOf(body.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: messages.timeOffHoursReversed });
    else if (end - start > TIME_OFF_MAX_HOURS * HOUR_MS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: messages.timeOffTooManyHours });
  });
export type TimeOffRequestBody = z.infer<typeof timeOffRequestBody>;

/** Quarter hours, 0 to 24 × days (the service checks the upper bound against the request). */
export const timeOffApproveBody = z.object({
  paidHours: z
    .number({ error: messages.timeOffPaidHoursInvalid })
    .min(0, messages.timeOffPaidHoursInvalid)
    .max(TIME_OFF_MAX_DAYS * 24, messages.timeOffPaidTooMuch)
    .refine((value) => Number.isInteger(value * 4), messages.timeOffPaidHoursInvalid),
  note: note.optional(),
});

export const timeOffDeclineBody = z.object({ note: note.optional() });

export const timeOffIdParams = z.object({ id: z.uuid({ error: messages.timeOffNotFound }) });

export const timeOffSchema = z.object({
  id: z.string(),
  type: z.enum(TIME_OFF_TYPES),
  /** Whole days (`startDate`, `endDate` set) or hours (`start`, `end` set). */
  allDay: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  note: z.string(),
  status: z.enum(TIME_OFF_STATUSES),
  /** Paid hours the manager granted on approval (0 until then, and for unpaid). */
  paidHours: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  createdAt: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** The manager's view of a request: the person as their employee row at the manager's location. */
export const managerTimeOffSchema = timeOffSchema.extend({
  employee: z.object({ id: z.string(), employeeId: z.string(), name: z.string() }),
});
export type ManagerTimeOff = z.infer<typeof managerTimeOffSchema>;

export const myTimeOffResponse = z.object({ requests: z.array(timeOffSchema) });
export const managerTimeOffResponse = z.object({ requests: z.array(managerTimeOffSchema) });

/** The manager's list: pending ones, or those overlapping a range of days (the calendar's week). */
export const managerTimeOffQuery = z.object({
  status: z.enum(TIME_OFF_STATUSES).optional(),
  startDate: dayString().optional(),
  endDate: dayString().optional(),
});

/** `HH:MM`, 00:00 to 24:00 (24:00: the end of the day). */
const clockTime = z
  .string({ error: messages.availabilityTimeInvalid })
  .regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/, messages.availabilityTimeInvalid);

/**
 * One weekday's availability (0 Sunday … 6 Saturday, in the zone of the location scheduling): available
 * from `start` to `end` only, or not at all (`start` and `end` null). A weekday not listed: no
 * statement, any time.
 */
export const availabilityDaySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: clockTime.nullable(),
    end: clockTime.nullable(),
  })
  .superRefine((day, ctx) => {
    if ((day.start === null) !== (day.end === null))
      ctx.addIssue({ code: 'custom', path: ['end'], message: messages.availabilityTimeInvalid });
    else if (day.start !== null && day.end !== null && day.end <= day.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: messages.availabilityTimesReversed });
  });
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilityBody = z
  .object({ days: z.array(availabilityDaySchema).max(7, messages.availabilityWeekdayRepeated) })
  .superRefine(({ days }, ctx) => {
    if (new Set(days.map((day) => day.weekday)).size !== days.length)
      ctx.addIssue({ code: 'custom', path: ['days'], message: messages.availabilityWeekdayRepeated });
  });

export const availabilitySchema = z.object({
  days: z.array(z.object({ weekday: z.number(), start: z.string().nullable(), end: z.string().nullable() })),
  updatedAt: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Every employee's availability at the manager's location, by the employee's uuid. */
export const managerAvailabilityResponse = z.object({
  employees: z.array(
    availabilitySchema.extend({
      employee: z.object({ id: z.string(), employeeId: z.string(), name: z.string() }),
    }),
  ),
});
