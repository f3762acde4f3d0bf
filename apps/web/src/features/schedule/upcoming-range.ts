import { nextDays } from '../../lib/zoned-time.ts';

const UPCOMING_DAYS = 7;

/** 'Upcoming scheduled shifts' shows the next seven days at the location, today included. */
export function upcomingRange(now: number, timeZone: string) {
  return nextDays(now, UPCOMING_DAYS, timeZone);
}
