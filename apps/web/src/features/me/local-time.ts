import { dateLocale } from '../../lib/time/date-locale.ts';

/**
 * A moment on this phone's own clock and in the page's language ('Nov 29, 2026, 6:05 PM'): for what
 * belongs to no location (a session's start, when a copy was saved). Shifts are shown in their
 * location's zone instead.
 */
export function formatOnThisPhone(instant: string | Date): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
