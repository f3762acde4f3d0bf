import type { Workdays } from '../../shared/workdays.ts';
import { isAwaitingReview } from '../shifts/shift-dto.ts';
import { roundPunch } from './rounding.ts';

/**
 * One shift as a timesheet counts it: its rounded length, its breaks and the automatic deduction,
 * split by workday (docs/api.md, "Hours and pay rules"). The period's totals (timesheet-totals.ts)
 * and the detailed export (timesheet-export.ts) both count shifts here.
 */

export const HOUR_MS = 3_600_000;

export type TotalsShift = {
  id: string;
  employeeUuid: string;
  clockIn: Date;
  clockOut: Date | null;
  corrected: boolean;
  autoClosed: boolean;
  reviewedAt: Date | null;
  offline: boolean;
  /** The person the employee row is; absent: the employee is a person of their own. */
  personId?: string;
  /**
   * Worked at another location: its hours count toward the person's thresholds but are reported
   * there, not here (docs/api.md, "One person at several locations").
   */
  elsewhere?: boolean;
  /** Rounding and deduction of the location it was worked at, where that is not the timesheet's. */
  counting?: LocationCounting;
};
export type AutoDeduction = { minutes: number; afterHours: number };
/** A break taken at the kiosk; `end` null while it goes on (or if a racing clock-out missed it). */
export type TotalsBreak = { shiftId: string; start: Date; end: Date | null; paid: boolean };

/** An open shift counts up to now (never negative, whatever the clocks of several servers say). */
export const shiftEnd = (shift: { clockIn: Date; clockOut: Date | null }, now: Date) =>
  shift.clockOut ?? new Date(Math.max(now.getTime(), shift.clockIn.getTime()));

/** Breaks by the shift they belong to. */
export function breaksByShiftOf(breaks: readonly TotalsBreak[]) {
  const byShift = new Map<string, TotalsBreak[]>();
  for (const taken of breaks) {
    const list = byShift.get(taken.shiftId);
    if (list) list.push(taken);
    else byShift.set(taken.shiftId, [taken]);
  }
  return byShift;
}

/** What of a location's settings applies to each shift worked there: the deduction and rounding. */
export type LocationCounting = {
  autoDeduction: AutoDeduction | null;
  roundingMinutes: number | null;
  /** The zone whose clock the punches are rounded on. */
  timezone: string;
};

/** How a location counts a shift: the automatic deduction, rounding and its workdays. */
export type CountingRules = LocationCounting & { workdays: Workdays };

export type CountedShift = {
  paidBreakMs: number;
  unpaidBreakMs: number;
  deductionMs: number;
  /** The time paid: the counted (rounded) length less unpaid breaks and the deduction. */
  workedMs: number;
  /** The same from the punches as they are. */
  actualWorkedMs: number;
  /** The workday the shift starts in: where it is listed, counted as a shift and checked for lateness. */
  startWorkday: string;
  /** workedMs by workday, earliest first (parts of no worked time left out). */
  parts: { workday: string; ms: number }[];
};

const overlapMs = (a: { from: number; to: number }, b: { from: number; to: number }) =>
  Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/**
 * One shift as a timesheet counts it (docs/api.md, "Hours and pay rules"). Its length comes from its
 * rounded punches where the location rounds; breaks are taken as punched, inside the shift (a shift
 * corrected later may have cut one short). The automatic deduction is decided on the length that is
 * paid, the rounded one: a shift that counts 6.00 h is not "longer than 6 hours". Unpaid breaks come
 * off the workday they were taken in; the deduction off the workday holding the shift's middle (the
 * meal it stands for), any rest off the other workdays in order. Nothing of a shift awaiting review
 * counts.
 */
export function countShift(
  shift: TotalsShift,
  breaks: readonly TotalsBreak[],
  now: Date,
  rules: CountingRules,
): CountedShift {
  const startWorkday = rules.workdays.workdayOf(shift.clockIn);
  if (isAwaitingReview(shift)) {
    return {
      paidBreakMs: 0,
      unpaidBreakMs: 0,
      deductionMs: 0,
      workedMs: 0,
      actualWorkedMs: 0,
      startWorkday,
      parts: [],
    };
  }
  const actual = { from: shift.clockIn.getTime(), to: shiftEnd(shift, now).getTime() };
  const counted =
    rules.roundingMinutes === null
      ? actual
      : {
          from: roundPunch(shift.clockIn, rules.roundingMinutes, rules.timezone).getTime(),
          to: roundPunch(new Date(actual.to), rules.roundingMinutes, rules.timezone).getTime(),
        };
  const countedMs = Math.max(0, counted.to - counted.from);

  let paidBreakMs = 0;
  let unpaidBreakMs = 0;
  let longestUnpaid = 0;
  const unpaid: { from: number; to: number }[] = [];
  for (const taken of breaks) {
    const within = {
      from: Math.max(taken.start.getTime(), actual.from),
      to: Math.min(taken.end?.getTime() ?? actual.to, actual.to),
    };
    const ms = Math.max(0, within.to - within.from);
    if (taken.paid) paidBreakMs += ms;
    else if (ms > 0) {
      unpaidBreakMs += ms;
      longestUnpaid = Math.max(longestUnpaid, ms);
      unpaid.push(within);
    }
  }

  let deductionMs = 0;
  const deduction = rules.autoDeduction;
  if (deduction && countedMs > deduction.afterHours * HOUR_MS && longestUnpaid < deduction.minutes * 60_000) {
    // Never more than what is left of the shift once its unpaid breaks are off.
    deductionMs = Math.max(0, Math.min(deduction.minutes * 60_000, countedMs - unpaidBreakMs));
  }

  // Worked time per workday: the counted length inside it, less the unpaid breaks taken in it.
  const span = { from: Math.min(counted.from, actual.from), to: Math.max(counted.to, actual.to) };
  const parts = rules.workdays.split(span.from, span.to).map((part) => ({
    workday: part.workday,
    within: part,
    ms: Math.max(0, overlapMs(counted, part) - unpaid.reduce((sum, b) => sum + overlapMs(b, part), 0)),
  }));
  const middle = counted.from + countedMs / 2;
  const middlePart = parts.find((part) => part.within.from <= middle && middle < part.within.to);
  let toDeduct = deductionMs;
  for (const part of middlePart ? [middlePart, ...parts.filter((p) => p !== middlePart)] : parts) {
    const taken = Math.min(part.ms, toDeduct);
    part.ms -= taken;
    toDeduct -= taken;
  }

  return {
    paidBreakMs,
    unpaidBreakMs,
    deductionMs,
    workedMs: parts.reduce((sum, part) => sum + part.ms, 0),
    actualWorkedMs: Math.max(0, actual.to - actual.from - unpaidBreakMs - deductionMs),
    startWorkday,
    parts: parts.filter((part) => part.ms > 0).map(({ workday, ms }) => ({ workday, ms })),
  };
}
