import type { PayrollFile, PayrollLine } from '@shiftclock/contract/payroll-close';
import { escapeCell } from '../../timesheets/csv.ts';

/**
 * What the US providers' CSV imports share (docs/payroll-exports.md): RFC 4180 with CRLF line ends,
 * UTF-8 without a byte order mark — an importer that matches its first column by name ("Co Code",
 * "Client ID", "first_name") would read a BOM as part of that name — and the timesheet CSV's quoting
 * and CSV-injection rule (timesheets/csv.ts), so a file opened in a spreadsheet runs no formula.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export function csvFile(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): PayrollFile {
  const text = [header, ...rows].map((row) => `${row.map(escapeCell).join(',')}\r\n`).join('');
  return { fileName, contentType: CSV_CONTENT_TYPE, body: new TextEncoder().encode(text) };
}

/** A line's hours as whole hundredths: the one rounding, so sums add up exactly. */
export const hundredthsOf = (hours: number) => Math.round(hours * 100);

/** Whole hundredths as the US imports write hours: a dot and two decimals, no grouping ("1234.50"). */
export function hoursText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths - whole * 100).padStart(2, '0')}`;
}

/** A person's hours under one pay code; two kinds mapped to the same code make one row. */
export type CodedHours = Pick<PayrollLine, 'personId' | 'payrollId' | 'name' | 'code'> & {
  hundredths: number;
};

/**
 * The lines merged per person and pay code, in the lines' order (people as the timesheet lists them,
 * kinds as PAY_KINDS orders them). Zero hours are never written.
 */
export function hoursByPersonAndCode(lines: readonly PayrollLine[]): CodedHours[] {
  const rows = new Map<string, CodedHours>();
  for (const line of lines) {
    const key = JSON.stringify([line.personId, line.code]);
    const row = rows.get(key) ?? { ...pick(line), hundredths: 0 };
    row.hundredths += hundredthsOf(line.hours);
    rows.set(key, row);
  }
  return [...rows.values()].filter((row) => row.hundredths > 0);
}

const pick = ({ personId, payrollId, name, code }: PayrollLine) => ({ personId, payrollId, name, code });
