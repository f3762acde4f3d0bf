import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TFunction } from 'i18next';
import { formatClockTime } from '../time-of-day.ts';
import { type DateStyle, formatDate, formatTimeOfDay, type Instant } from './clock.ts';
import { formatDateField, parseDateField } from './date-of-day.ts';
import { instantOfField, readZonedInput, type ZonedReading } from './zoned-input.ts';

/** A wall time's date ('yyyy-MM-ddTHH:mm') in words, with no zone to move it: read and written as UTC. */
export function wallDate(wall: string, style: DateStyle): string {
  return formatDate(`${wall}:00Z`, 'UTC', style);
}

/** A wall time's time of day in the time format, read and written as UTC. */
export function wallTime(wall: string, timeFormat: TimeFormat): string {
  return formatTimeOfDay(`${wall}:00Z`, 'UTC', { timeFormat });
}

/**
 * The field message for a value that names no single instant at the location: a wall time the
 * clocks skip ('There is no 02:30 on Mar 8, 2026: the clocks jump from 02:00 to 03:00…') or a
 * repeated one whose pass is not chosen yet. Null for anything else.
 */
export function zonedReadingError(
  reading: ZonedReading,
  timeFormat: TimeFormat,
  t: TFunction,
): string | null {
  if (reading.kind === 'skipped') {
    return t('ui.zonedTime.skipped', {
      time: wallTime(reading.wall, timeFormat),
      date: wallDate(reading.wall, 'dayMonthYear'),
      from: wallTime(reading.from, timeFormat),
      to: wallTime(reading.to, timeFormat),
    });
  }
  if (reading.kind === 'repeated') {
    return t('ui.zonedTime.chooseRepeated', {
      time: wallTime(reading.wall, timeFormat),
      date: wallDate(reading.wall, 'dayMonthYear'),
    });
  }
  return null;
}

/**
 * The field message for a value that is no date and time at all, in the manager's words rather than
 * the contract's ('Must be an ISO date-time'): 'Enter a date such as 11/30/2026' when its date is
 * not one, else 'Enter a time such as 14:30' ('2:30 PM' on a 12-hour clock).
 */
export function unreadableFieldError(value: string, timeFormat: TimeFormat, t: TFunction): string {
  const separator = value.indexOf('T');
  const date = separator < 0 ? value : value.slice(0, separator);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || parseDateField(date) !== date) {
    return t('ui.zonedTime.invalidDate', { example: formatDateField('2026-11-30') });
  }
  return t('ui.zonedTime.invalidTime', { example: formatClockTime('14:30', timeFormat) });
}

/** One date-time field of a form: its value and, when editing, the instant it was loaded from. */
export interface ZonedFieldInput {
  value: string;
  initial?: Instant | null;
}

/**
 * Reads a form's date-time fields on the location's clock: the instants to validate and send
 * (an untouched field keeps its loaded instant to the millisecond), and the fields that name no
 * single instant with their messages. Such a field's instant is '' so the contract's own checks
 * of the other fields still run.
 */
export function readZonedFields<F extends string>(
  fields: Record<F, ZonedFieldInput>,
  { timeZone, timeFormat, t }: { timeZone: string; timeFormat: TimeFormat; t: TFunction },
): { instants: Record<F, string>; errors: Partial<Record<F, string>> } {
  const instants = {} as Record<F, string>;
  const errors: Partial<Record<F, string>> = {};
  for (const name of Object.keys(fields) as F[]) {
    const { value, initial } = fields[name];
    const instant = instantOfField(value, timeZone, initial);
    instants[name] = instant ?? '';
    const reading = readZonedInput(value, timeZone);
    if (instant === null) {
      const message = zonedReadingError(reading, timeFormat, t);
      if (message) errors[name] = message;
    } else if (reading.kind === 'invalid') {
      // Sent on as typed, so the contract's checks of the other fields still run; its message here
      // ('Must be an ISO date-time') is replaced by one that says what to type.
      errors[name] = unreadableFieldError(value, timeFormat, t);
    }
  }
  return { instants, errors };
}
