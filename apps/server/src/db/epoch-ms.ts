/**
 * Instants read as epoch milliseconds, for the raw reads of hundreds or thousands of rows (the week's
 * calendar, the timesheets), which the driver parses as numbers instead of timestamps from text:
 * `date_part` is float8 arithmetic (`extract` is numeric, twice as slow), and the instants the app
 * stores are whole milliseconds (written from JavaScript dates), which float8 holds exactly and
 * `round` gives back (docs/decisions/0211-timesheets-read-in-bulk.md).
 */
export const epochMs = (column: string) => `round(date_part('epoch', ${column}) * 1000)`;

export const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));
