import { z } from 'zod';
import { dateMessages } from './messages.ts';

/**
 * The one definition of the dates and date-times the API accepts (docs/api.md, "Dates and times"):
 * a day is `YYYY-MM-DD`; a date-time is RFC 3339 with `Z` or an explicit offset, because a wall
 * time without one would be read in the server's own zone. Every part must exist: no 2026-02-30,
 * no month 13, no hour 24. Years are 1970-2999: JavaScript reads years below 100 as 19xx, and a
 * time clock has no business outside that range.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Why a calendar day is impossible, or null when it exists. */
function dayProblem(year: number, month: number, day: number): string | null {
  if (year < 1970 || year > 2999) return dateMessages.yearOutOfRange;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return dateMessages.dayDoesNotExist;
  return null;
}

/** Why a value is not a valid date-time with an offset, or null when it is one. */
export function dateTimeProblem(value: string): string | null {
  const match = DATE_TIME.exec(value);
  if (!match) return dateMessages.invalidDateTime;
  const [, y, mo, d, h, mi, s, zone, offsetHours, offsetMinutes] = match;
  const problem = dayProblem(Number(y), Number(mo), Number(d));
  if (problem) return problem;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return dateMessages.timeDoesNotExist;
  if (zone === undefined) return dateMessages.offsetRequired;
  if (zone !== 'Z' && (Number(offsetHours) > 14 || Number(offsetMinutes) > 59))
    return dateMessages.invalidDateTime;
  return null;
}

/**
 * The instant a valid date-time names, else NaN. Cross-field checks use this, never `Date.parse`
 * alone: `Date.parse` reads a wall time without an offset in the process's own zone.
 */
export const instantOf = (value: string) =>
  dateTimeProblem(value) === null ? Date.parse(value) : Number.NaN;

/** Why a value is not an existing `YYYY-MM-DD` day, or null when it is one. */
export function dayStringProblem(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return dateMessages.invalidDay;
  return dayProblem(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const isDayString = (value: string) => DAY.test(value);

/** A calendar day `YYYY-MM-DD` that exists; `message` replaces every problem's message. */
export const dayString = (message?: string) =>
  z
    .string({ error: message ?? dateMessages.invalidDay })
    .max(10, message ?? dateMessages.invalidDay)
    .superRefine((value, ctx) => {
      const problem = dayStringProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: message ?? problem });
    });

/** A date-time with `Z` or an offset (an instant); `required` is the message for a missing or empty value. */
export const isoDateTime = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(40, dateMessages.invalidDateTime)
    .superRefine((value, ctx) => {
      const problem = dateTimeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A range bound: `YYYY-MM-DD` (a whole day in the location's time zone) or a date-time with an
 * offset (an instant), per docs/api.md.
 */
export const rangeBound = z
  .string()
  .max(40, dateMessages.invalidDateTime)
  .superRefine((value, ctx) => {
    const problem = isDayString(value) ? dayStringProblem(value) : dateTimeProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === dateMessages.invalidDateTime ? dateMessages.invalidRangeBound : problem,
      });
  });

// The texts live with the other messages (messages.ts), which screens load without the schemas.
export { dateMessages };

/**
 * `week=current` instead of a range: the week the manager's calendar opens on, resolved by the server
 * in the location's zone and week layout as the web app resolves it
 * (packages/contract/src/time/week-range.ts; docs/api.md, "Shifts").
 */
export const currentWeekField = z.literal('current');

/** What a `week=current` call resolved to (the range it answered for), null for a layout with no hours. */
export const resolvedWeekSchema = z.object({ startDate: z.string(), endDate: z.string() }).nullable();
