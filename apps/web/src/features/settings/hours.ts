import type { Settings } from '@shiftclock/contract/settings';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { formatClockTime } from '../../lib/time-of-day.ts';

type WeekLayout = Settings['weekLayout'];

/** docs/product.md section 5: whole hours only, 00:00 to 23:00, stored as 'HH:00'. */
export const WHOLE_HOURS: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

/**
 * The 24 options of a time picker, labelled in the chosen format: '13:00' stays '13:00' in 24h and
 * becomes '1:00 PM' in 12h (midnight is '12:00 AM', noon '12:00 PM', as clocks in 12h countries show them).
 */
export function hourOptions(timeFormat: TimeFormat) {
  return WHOLE_HOURS.map((value) => ({ value, label: formatClockTime(value, timeFormat) }));
}

/** An end earlier than the start crosses midnight (docs/product.md: 'Overnight Range Selected'). */
export function isOvernight({ startTime, endTime }: WeekLayout): boolean {
  return endTime < startTime;
}

/** A workday's possible starts: every quarter hour of the day, 'HH:MM' (the payroll setting's values). */
const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hour = String(Math.floor(index / 4)).padStart(2, '0');
  return `${hour}:${String((index % 4) * 15).padStart(2, '0')}`;
});

/** The 96 options of a quarter-hour picker, labelled in the chosen format ('06:30', '6:30 AM'). */
export function quarterHourOptions(timeFormat: TimeFormat) {
  return QUARTER_HOURS.map((value) => ({ value, label: formatClockTime(value, timeFormat) }));
}
