import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { type Instant, usableTimeZone } from './clock.ts';

// The zone helpers and every format a user reads live in clock.ts, without a date library, so the
// kiosk's page does not load one (docs/performance.md) and the words follow the page's language (formatDate).
// This module adds date-fns patterns for the values screens compute with ('yyyy-MM-dd' days).

/**
 * Formats an instant with a date-fns pattern as a wall clock in `timeZone` shows it. An invalid
 * instant gives '' rather than throwing: one bad timestamp must not take a whole screen down.
 */
export function formatInTimeZone(instant: Instant, timeZone: string, pattern: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, pattern, { in: tz(usableTimeZone(timeZone)) });
}
