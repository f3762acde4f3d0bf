import { weekdayOf } from '@shiftclock/contract/time/availability';
import { addDaysToDay, localDayOf } from '@shiftclock/contract/time/zoned-time';
import { deviceTimeZone } from '../../lib/time/clock.ts';

/** Monday to Sunday of the week holding `now` on the owner's clock: the export's first range. */
export function thisWeek(now: Date = new Date()): { from: string; to: string } {
  const today = localDayOf(now, deviceTimeZone());
  // weekdayOf: 0 is Sunday; the week an inspector reads starts on Monday.
  const from = addDaysToDay(today, -((weekdayOf(today) + 6) % 7));
  return { from, to: addDaysToDay(from, 6) };
}
