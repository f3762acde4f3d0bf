import { fillLimits } from '@shiftclock/contract/schedule-fill-messages';
import { addDaysToDay, daysBetween, localDayOf } from '@shiftclock/contract/time/zoned-time';

// The days the fill dialogs send, and the checks they make before sending (the server makes them too).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export type CopyMode = 'week' | 'day';

/** The copy's body: seven days from the week's first, or one day. */
export function copyBody(mode: CopyMode, from: string, to: string) {
  return {
    from: { startDate: from, endDate: mode === 'week' ? addDaysToDay(from, 6) : from },
    to: { startDate: to },
  };
}

/** Why a copy cannot be sent, as a key of scheduleFill.copy.errors, or null. */
export function copyProblem(mode: CopyMode, from: string, to: string): 'noDay' | 'onItself' | null {
  if (!isDay(from) || !isDay(to)) return 'noDay';
  const length = mode === 'week' ? 7 : 1;
  return Math.abs(daysBetween(from, to)) < length ? 'onItself' : null;
}

/** Why "repeat weekly until" cannot be sent for a shift starting at `start`, as a key of scheduleFill.repeat.errors, or null. */
export function repeatProblem(
  start: string,
  until: string,
  timeZone: string,
): 'noDay' | 'tooSoon' | 'tooFar' | null {
  if (!isDay(until)) return 'noDay';
  const weeks = Math.floor(daysBetween(localDayOf(new Date(start), timeZone), until) / 7);
  if (weeks < 1) return 'tooSoon';
  return weeks > fillLimits.repeatWeeks ? 'tooFar' : null;
}
