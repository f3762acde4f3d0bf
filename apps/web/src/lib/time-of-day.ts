import type { TimeFormat } from '@shiftclock/contract/time-format';

// What a manager types into a time field: '14:30', '1430', '9', '9:30 pm', '930p', '12:15 AM'.
// Hours and minutes with or without a colon, and an optional AM/PM in any case. Both forms are read
// whatever the location's time format, which only decides how the field writes the time back.
const TYPED_TIME = /^(\d{1,2})(?::?(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/i;

/** A typed time of day as 'HH:mm', or null when it is not one (25:00, 13 PM, 9:75, letters). */
export function parseTimeOfDay(text: string): string | null {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return null;
  const [, hourText, minuteText = '00', meridiem] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * A wall-clock 'HH:mm' (or 'HH:mm:ss') written the location's way: '21:30' or '9:30 PM', in every
 * language (the location's setting decides the clock, docs/decisions/0152-languages.md). Every time
 * of day on screen is written here, so the 12-hour clock reads the same everywhere.
 */
export function formatClockTime(time: string, timeFormat: TimeFormat): string {
  if (timeFormat === '24h') return time;
  const [hour = 0, minute = 0, second] = time.split(':').map(Number);
  const seconds = second === undefined ? '' : `:${String(second).padStart(2, '0')}`;
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}${seconds} ${meridiem}`;
}
