/**
 * A CSV writer for payroll files: RFC 4180 (CRLF line ends; a field holding a comma, quote, CR or LF
 * is quoted, quotes doubled), with a UTF-8 byte order mark first so that Excel reads accented names
 * right, and OWASP's CSV-injection rule: a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a
 * leading `'`, so a spreadsheet shows it as text instead of running it as a formula.
 * Hours are never negative, so no number cell is touched by that rule.
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function escapeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
