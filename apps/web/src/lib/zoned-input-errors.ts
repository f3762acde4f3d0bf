import type { TFunction } from 'i18next';
import { formatInTimeZone, type Instant, type TimeFormat, timeOfDayPattern } from './time.ts';
import { instantOfField, readZonedInput, type ZonedReading } from './zoned-time.ts';

/** A wall time ('yyyy-MM-ddTHH:mm') in words, with no zone to move it: read and written as UTC. */
export function wallText(wall: string, pattern: string): string {
  return formatInTimeZone(`${wall}:00Z`, 'UTC', pattern);
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
  const time = timeOfDayPattern(timeFormat);
  if (reading.kind === 'skipped') {
    return t('ui.zonedTime.skipped', {
      time: wallText(reading.wall, time),
      date: wallText(reading.wall, 'MMM d, yyyy'),
      from: wallText(reading.from, time),
      to: wallText(reading.to, time),
    });
  }
  if (reading.kind === 'repeated') {
    return t('ui.zonedTime.chooseRepeated', {
      time: wallText(reading.wall, time),
      date: wallText(reading.wall, 'MMM d, yyyy'),
    });
  }
  return null;
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
    if (instant === null) {
      const message = zonedReadingError(readZonedInput(value, timeZone), timeFormat, t);
      if (message) errors[name] = message;
    }
  }
  return { instants, errors };
}
