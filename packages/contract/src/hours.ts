/**
 * The one rounding of time for display and payroll (docs/api.md, "Rounding of figures"): durations
 * are kept in whole milliseconds and rounded once, half up, at the edge. Dividing first and rounding
 * a float afterwards rounds exact ties by the accident of binary fractions (69.445 h became 69.44
 * while 45.135 h became 45.14); integer division never does.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** `ms` rounded half up (away from zero for a negative) to a whole number of `unit`s. */
function unitsOf(ms: number, unit: number): number {
  const whole = Math.round(ms); // durations are whole milliseconds; a sum read from SQL may not be
  const magnitude = Math.floor((Math.abs(whole) + unit / 2) / unit);
  return whole < 0 ? -magnitude : magnitude;
}

/** Milliseconds as hours to `decimals` places (2 by default), an exact tie rounded up: 8.125 h → 8.13. */
export function hoursOf(ms: number, decimals: 1 | 2 = 2): number {
  const scale = decimals === 2 ? 100 : 10;
  return unitsOf(ms, HOUR_MS / scale) / scale;
}

/** Milliseconds as whole minutes, an exact half minute rounded up. */
export const minutesOf = (ms: number): number => unitsOf(ms, MINUTE_MS);
