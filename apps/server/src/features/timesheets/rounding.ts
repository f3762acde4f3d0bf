import { offsetAt } from '@shiftclock/contract/time/zoned-time';

/**
 * A punch rounded to the nearest `minutes` of the location's clock, for counting hours only: the
 * punch itself never changes (docs/api.md, "Hours and pay rules"). Seconds are dropped first, then
 * the minutes past the last mark round down up to just under half the increment and up from there:
 * to 15, 08:07 counts as 08:00 and 08:08 as 08:15 (the 7-minute rule); to 6, 08:02 as 08:00 and
 * 08:03 as 08:06; to 5, 08:02 as 08:00 and 08:03 as 08:05. The marks are the local clock's, so a
 * zone 45 minutes off the hour rounds to its own quarter hours.
 */
export function roundPunch(instant: Date, minutes: number, timezone: string): Date {
  const offset = offsetAt(instant, timezone);
  const localMinute = Math.floor((instant.getTime() + offset) / 60_000);
  const past = ((localMinute % minutes) + minutes) % minutes;
  const mark = localMinute - past;
  const rounded = past <= Math.floor((minutes - 1) / 2) ? mark : mark + minutes;
  return new Date(rounded * 60_000 - offset);
}
