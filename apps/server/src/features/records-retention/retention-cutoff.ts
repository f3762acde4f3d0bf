import { localDayOf } from '@shiftclock/contract/time/zoned-time';

/**
 * The first day still within retention: today in the organization's zone, `years` years back. A
 * 29 February with no match that year gives 28 February, so a record is never kept a day short.
 */
export function retentionCutoff(now: Date, timezone: string, years: number): string {
  const [y, m, d] = localDayOf(now, timezone).split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(m)}-${pad(Math.min(d, lastOfMonth))}`;
}
