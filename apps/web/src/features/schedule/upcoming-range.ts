import { nextDays } from '../../lib/time/zoned-input.ts';

const UPCOMING_DAYS = 7;

/** 'Upcoming scheduled shifts' shows the next seven days at the location, today included. */
export function upcomingRange(now: number, timeZone: string) {
  return nextDays(now, UPCOMING_DAYS, timeZone);
}

/**
 * What is still to come: the shifts that have not ended by `now` (one under way stays, so the manager
 * can still edit it), earliest start first.
 */
export function notEndedYet<S extends { scheduledStart: string; scheduledEnd: string }>(
  shifts: readonly S[],
  now: number,
): S[] {
  return shifts
    .filter((shift) => Date.parse(shift.scheduledEnd) > now)
    .sort((a, b) => Date.parse(a.scheduledStart) - Date.parse(b.scheduledStart));
}
