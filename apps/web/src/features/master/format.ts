import { formatDate as formatZonedDate } from '../../lib/time/clock.ts';

/** Dates in the master admin area: short, in the page's language ('Mar 5, 2026', '5 mars 2026'). */
export function formatDate(iso: string): string {
  return formatZonedDate(iso, 'UTC', 'dayMonthYear');
}
