import { wallClockAt } from '@shiftclock/contract/time/zoned-time';
import { escapeCell } from '../timesheets/csv.ts';

/**
 * The cells of the inspector's CSV files (docs/operations.md, "The inspector's export"). Every file
 * is RFC 4180 with the timesheet export's escaping and CSV-injection rule (timesheets/csv.ts), but
 * without its byte order mark: these files are checked by machines (`sha256sum`, line counts, CSV
 * readers) more than opened in a spreadsheet, and a BOM would glue itself to the first column's name.
 */

/** One CSV line, CRLF-terminated. */
export const csvLine = (cells: readonly string[]) => `${cells.map(escapeCell).join(',')}\r\n`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant in UTC, ISO 8601 to the millisecond; empty when there is none. */
export const utc = (instant: Date | null | undefined) => (instant ? instant.toISOString() : '');

/**
 * An instant on the location's clock, ISO 8601 with the offset then in force
 * (`2026-03-29T03:15:00+02:00`), so a reader needs no zone database and a repeated hour is never
 * ambiguous; empty when there is none.
 */
export function local(instant: Date | null | undefined, timezone: string): string {
  if (!instant) return '';
  const ms = instant.getTime();
  const w = wallClockAt(ms, timezone);
  const offsetMinutes = Math.round(
    (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000) /
      60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A number or empty. */
export const num = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
