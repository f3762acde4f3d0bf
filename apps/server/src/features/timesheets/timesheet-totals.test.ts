import { describe, expect, it } from 'vitest';
import { roundHours } from '../shifts/shift-dto.ts';
import { computeTotals, type TotalsInput, type TotalsShift } from './timesheet-totals.ts';

const H = 3_600_000;
let n = 0;
/** A shift of `hours` from a local wall-clock time, given with its UTC offset. */
const shift = (
  employeeUuid: string,
  start: string,
  hours: number,
  extra: Partial<TotalsShift> = {},
): TotalsShift => {
  const clockIn = new Date(start);
  return {
    id: `s${n++}`,
    employeeUuid,
    clockIn,
    clockOut: new Date(+clockIn + hours * H),
    corrected: false,
    autoClosed: false,
    reviewedAt: null,
    offline: false,
    ...extra,
  };
};

const base: Omit<TotalsInput, 'shifts'> = {
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  timezone: 'Europe/Paris',
  periodStart: '2026-01-05',
  weeklyOvertimeHours: 40,
  dailyOvertimeHours: null,
  scheduled: [],
  now: new Date('2026-12-15T00:00:00Z'),
};
const hours = (t: { regularMs: number; overtimeMs: number; totalMs: number } | undefined) => ({
  regular: roundHours(t?.regularMs ?? Number.NaN),
  overtime: roundHours(t?.overtimeMs ?? Number.NaN),
  total: roundHours(t?.totalMs ?? Number.NaN),
});

describe('timesheet totals', () => {
  it('splits weekly overtime at the threshold', () => {
    // Five 9-hour days: 45 h, 40 regular and 5 overtime (on Friday).
    const shifts = [23, 24, 25, 26, 27].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 9));
    const [ann] = computeTotals({ ...base, shifts });
    expect(hours(ann)).toEqual({ regular: 40, overtime: 5, total: 45 });
    expect(ann).toMatchObject({ daysWorked: 5, shiftCount: 5 });
  });

  it('splits daily overtime first and never counts an hour twice', () => {
    // Daily 8: 1 h overtime a day for five days (5 h); the remaining 40 regular hours exactly fill
    // the week, so the weekly rule adds nothing.
    const shifts = [23, 24, 25, 26, 27].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 9));
    const [ann] = computeTotals({ ...base, dailyOvertimeHours: 8, shifts });
    expect(hours(ann)).toEqual({ regular: 40, overtime: 5, total: 45 });
    // Six 9-hour days with daily 8: 6 daily + 8 weekly (48 regular candidates - 40) = 14 overtime.
    const six = [23, 24, 25, 26, 27, 28].map((d) => shift('bo', `2026-11-${d}T08:00:00+01:00`, 9));
    const [bo] = computeTotals({ ...base, dailyOvertimeHours: 8, shifts: six });
    expect(hours(bo)).toEqual({ regular: 40, overtime: 14, total: 54 });
  });

  it('counts earlier days of a workweek that starts before the period, but reports only the period', () => {
    // Semimonthly period from Monday 2026-11-16 with the workweek starting on Wednesday (anchor 2026-01-07):
    // the workweek of 11-11 .. 11-17 has 36 h before the period, so 11-16's 8 h are 4 regular + 4 overtime.
    const input = {
      ...base,
      startDate: '2026-11-16',
      endDate: '2026-11-30',
      periodStart: '2026-01-07',
      shifts: [11, 12, 13, 14].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 9)),
    };
    input.shifts.push(shift('ann', '2026-11-16T08:00:00+01:00', 8));
    const [ann] = computeTotals(input);
    expect(hours(ann)).toEqual({ regular: 4, overtime: 4, total: 8 });
    expect(ann).toMatchObject({ shiftCount: 1, daysWorked: 1 });
  });

  it('puts an overnight shift and one across the period end on its start day, and an open one up to now', () => {
    const now = new Date('2026-11-29T23:00:00Z');
    const shifts = [
      // Sunday 22:00 to Monday 06:00: all 8 h belong to Sunday 11-29, inside this period.
      shift('ann', '2026-11-29T22:00:00+01:00', 8),
      // Sunday 22:00 the week before: outside.
      shift('ann', '2026-11-22T22:00:00+01:00', 8),
      // Open since 20:00 local (19:00Z): 4 h up to now, in progress (nothing to review).
      { ...shift('bo', '2026-11-29T20:00:00+01:00', 0), clockOut: null },
    ];
    const totals = computeTotals({ ...base, now, shifts });
    const ann = totals.find((t) => t.employeeUuid === 'ann');
    const bo = totals.find((t) => t.employeeUuid === 'bo');
    expect(hours(ann)).toEqual({ regular: 8, overtime: 0, total: 8 });
    expect(ann?.shiftCount).toBe(1);
    expect(hours(bo)).toEqual({ regular: 4, overtime: 0, total: 4 });
    expect(bo?.needsReview).toBe(0);
  });

  it('counts a 25-hour DST day by its real hours and the overnight shift across the change', () => {
    // America/New_York falls back on 2026-11-01 (Sunday): 22:00 Saturday to 06:00 Sunday local is 9 real hours.
    const shifts = [shift('ann', '2026-10-31T22:00:00-04:00', 9)];
    const [ann] = computeTotals({
      ...base,
      timezone: 'America/New_York',
      startDate: '2026-10-26',
      endDate: '2026-11-01',
      shifts,
    });
    expect(hours(ann)).toEqual({ regular: 9, overtime: 0, total: 9 });
    expect(ann?.daysWorked).toBe(1);
  });

  it('sums exact durations and rounds once', () => {
    // Three shifts of 20 minutes: 1 h exactly, not 3 × 0.33.
    const shifts = [23, 24, 25].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 1 / 3));
    const [ann] = computeTotals({ ...base, shifts });
    expect(roundHours(ann?.totalMs ?? Number.NaN)).toBe(1);
  });

  it('counts scheduled hours, late arrivals past 5 minutes and lists employees with only a schedule', () => {
    const scheduled = [
      {
        employeeUuid: 'ann',
        start: new Date('2026-11-23T08:00:00+01:00'),
        end: new Date('2026-11-23T16:00:00+01:00'),
      },
      {
        employeeUuid: 'ann',
        start: new Date('2026-11-24T08:00:00+01:00'),
        end: new Date('2026-11-24T16:00:00+01:00'),
      },
      {
        employeeUuid: 'cy',
        start: new Date('2026-11-25T08:00:00+01:00'),
        end: new Date('2026-11-25T12:00:00+01:00'),
      },
    ];
    const shifts = [
      shift('ann', '2026-11-23T08:05:00+01:00', 8), // exactly 5 minutes: on time
      shift('ann', '2026-11-24T08:06:00+01:00', 8), // late
    ];
    const totals = computeTotals({ ...base, scheduled, shifts });
    const ann = totals.find((t) => t.employeeUuid === 'ann');
    expect(ann).toMatchObject({ lateArrivals: 1, scheduledMs: 16 * H });
    expect(totals.find((t) => t.employeeUuid === 'cy')).toMatchObject({
      shiftCount: 0,
      scheduledMs: 4 * H,
      totalMs: 0,
    });
  });

  it('counts an auto-closed shift 0 hours until a manager reviews it', () => {
    // Daily overtime after 8 h. Monday to Thursday 8 h each (32 h), then Friday's forgotten clock-out,
    // auto-closed at clock-in + 16 h.
    const worked = [23, 24, 25, 26].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 8));
    const forgotten = shift('ann', '2026-11-27T08:00:00+01:00', 16, { corrected: true, autoClosed: true });
    const input = { ...base, dailyOvertimeHours: 8 };
    // Unreviewed: 32 h, the 16 h count nothing, and it is named as awaiting review.
    const [before] = computeTotals({ ...input, shifts: [...worked, forgotten] });
    expect(hours(before)).toEqual({ regular: 32, overtime: 0, total: 32 });
    expect(before).toMatchObject({ shiftCount: 5, awaitingReview: 1, needsReview: 1 });
    // Confirmed as worked: 8 regular + 8 daily overtime, so 40 regular and 8 overtime in the week.
    const reviewed = { ...forgotten, reviewedAt: new Date('2026-11-28T09:00:00Z') };
    const [after] = computeTotals({ ...input, shifts: [...worked, reviewed] });
    expect(hours(after)).toEqual({ regular: 40, overtime: 8, total: 48 });
    expect(after).toMatchObject({ awaitingReview: 0, needsReview: 1 });
  });
});
