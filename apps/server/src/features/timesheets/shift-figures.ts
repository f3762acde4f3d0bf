import { roundPunch } from './rounding.ts';
import {
  type CountedShift,
  type CountingRules,
  countShift,
  type TotalsBreak,
  type TotalsShift,
} from './shift-count.ts';

/**
 * One shift's figures as its location counts it, with its punches as rounded there: what a row of
 * the detailed export says (timesheet-export.ts), and what the employee's own app shows of the same
 * shift (features/my-hours), so the two never differ.
 */
export type ShiftFigures = CountedShift & { roundedClockIn: Date; roundedClockOut: Date | null };

export function shiftFigures(
  shift: TotalsShift,
  breaks: readonly TotalsBreak[],
  now: Date,
  rules: CountingRules,
): ShiftFigures {
  const round = (instant: Date) =>
    rules.roundingMinutes === null ? instant : roundPunch(instant, rules.roundingMinutes, rules.timezone);
  return {
    ...countShift(shift, breaks, now, rules),
    roundedClockIn: round(shift.clockIn),
    roundedClockOut: shift.clockOut === null ? null : round(shift.clockOut),
  };
}
