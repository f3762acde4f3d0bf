import { hoursOf } from '@shiftclock/contract/hours';
import { describe, expect, it } from 'vitest';
import type { TotalsBreak, TotalsShift } from './shift-count.ts';
import { computeTotals, type TotalsInput } from './timesheet-totals.ts';

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
  doubleTimeDailyHours: null,
  seventhDayRule: false,
  autoDeduction: null,
  roundingMinutes: null,
  scheduled: [],
  breaks: [],
  now: new Date('2026-12-15T00:00:00Z'),
};
const hours = (t: { regularMs: number; overtimeMs: number; totalMs: number } | undefined) => ({
  regular: hoursOf(t?.regularMs ?? Number.NaN),
  overtime: hoursOf(t?.overtimeMs ?? Number.NaN),
  total: hoursOf(t?.totalMs ?? Number.NaN),
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
    expect(hoursOf(ann?.totalMs ?? Number.NaN)).toBe(1);
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

/** A break of a shift, from a local time with its offset, `minutes` long (null: never ended). */
const brk = (of: TotalsShift, start: string, minutes: number | null, paid = false): TotalsBreak => ({
  shiftId: of.id,
  start: new Date(start),
  end: minutes === null ? null : new Date(Date.parse(start) + minutes * 60_000),
  paid,
});
const california = { dailyOvertimeHours: 8, doubleTimeDailyHours: 12, seventhDayRule: true };
const split = (t: ReturnType<typeof computeTotals>[number] | undefined) => ({
  regular: hoursOf(t?.regularMs ?? Number.NaN),
  overtime: hoursOf(t?.overtimeMs ?? Number.NaN),
  doubleTime: hoursOf(t?.doubleTimeMs ?? Number.NaN),
  total: hoursOf(t?.totalMs ?? Number.NaN),
});

/** The worked examples of docs/api.md, "Hours and pay rules", one by one. */
describe('hours and pay rules (docs/api.md worked examples)', () => {
  it('example 1, a 12-hour day: 8 regular, 4 overtime, the rest double time; the unpaid break comes off', () => {
    // Monday 08:00-21:00 with a 30-minute unpaid lunch: 12.5 hours worked.
    const monday = shift('ann', '2026-11-23T08:00:00+01:00', 13);
    const [ann] = computeTotals({
      ...base,
      ...california,
      shifts: [monday],
      breaks: [brk(monday, '2026-11-23T12:00:00+01:00', 30)],
    });
    expect(split(ann)).toEqual({ regular: 8, overtime: 4, doubleTime: 0.5, total: 12.5 });
    expect(ann).toMatchObject({ unpaidBreakMs: 30 * 60_000, paidBreakMs: 0 });
  });

  it('example 2, the seventh day: its first 8 hours overtime and the rest double time', () => {
    // Monday to Saturday 8 hours, then Sunday 9: the week's 40 regular hours are full by Friday,
    // Saturday is weekly overtime, and Sunday is the seventh consecutive day of the workweek.
    const week = [23, 24, 25, 26, 27, 28].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 8));
    const sunday = shift('ann', '2026-11-29T08:00:00+01:00', 9);
    const [ann] = computeTotals({ ...base, ...california, shifts: [...week, sunday] });
    expect(split(ann)).toEqual({ regular: 40, overtime: 16, doubleTime: 1, total: 57 });
    // Without the rule Sunday is weekly overtime like Saturday.
    const [without] = computeTotals({
      ...base,
      ...california,
      seventhDayRule: false,
      shifts: [...week, sunday],
    });
    expect(split(without)).toEqual({ regular: 40, overtime: 17, doubleTime: 0, total: 57 });
    // A day off breaks the run: six days are not seven.
    const [sixDays] = computeTotals({ ...base, ...california, shifts: [...week.slice(1), sunday] });
    expect(split(sixDays)).toEqual({ regular: 40, overtime: 9, doubleTime: 0, total: 49 });
  });

  it('example 3, a break across midnight comes off each workday as taken', () => {
    // Friday 20:00 to Saturday 04:00 with an unpaid break 23:45-00:15: 7.5 hours, 3.75 on each side
    // of midnight; one day worked (the shift's).
    const night = shift('ann', '2026-11-27T20:00:00+01:00', 8);
    const [ann] = computeTotals({
      ...base,
      ...california,
      shifts: [night],
      breaks: [brk(night, '2026-11-27T23:45:00+01:00', 30)],
    });
    expect(split(ann)).toEqual({ regular: 7.5, overtime: 0, doubleTime: 0, total: 7.5 });
    expect(ann).toMatchObject({ daysWorked: 1, unpaidBreakMs: 30 * 60_000 });
    expect(ann?.workdays.map((d) => [d.workday, hoursOf(d.regularMs)])).toEqual([
      ['2026-11-27', 3.75],
      ['2026-11-28', 3.75],
    ]);
  });

  it('example 4, the night the clocks go back: nine real hours, less the break, on two workdays', () => {
    // Paris, Saturday 24 October 2026 22:00 (+02:00) to Sunday 06:00 (+01:00): 9 hours, not 8.
    const night = shift('ann', '2026-10-24T22:00:00+02:00', 9);
    expect(night.clockOut?.toISOString()).toBe('2026-10-25T05:00:00.000Z');
    const [ann] = computeTotals({
      ...base,
      ...california,
      startDate: '2026-10-19',
      endDate: '2026-10-25',
      shifts: [night],
      breaks: [brk(night, '2026-10-25T02:30:00+01:00', 30)],
    });
    // Saturday 2 hours; Sunday, a 25-hour day, 7 real hours less the break: no day past 8.
    expect(split(ann)).toEqual({ regular: 8.5, overtime: 0, doubleTime: 0, total: 8.5 });
    expect(ann?.workdays.map((d) => [d.workday, hoursOf(d.regularMs)])).toEqual([
      ['2026-10-24', 2],
      ['2026-10-25', 6.5],
    ]);
  });

  it('example 5, a paid break stays in the hours and is reported as paid', () => {
    const monday = shift('ann', '2026-11-23T08:00:00+01:00', 8);
    const [ann] = computeTotals({
      ...base,
      shifts: [monday],
      breaks: [brk(monday, '2026-11-23T10:00:00+01:00', 15, true)],
    });
    expect(split(ann)).toEqual({ regular: 8, overtime: 0, doubleTime: 0, total: 8 });
    expect(ann).toMatchObject({ paidBreakMs: 15 * 60_000, unpaidBreakMs: 0 });
  });

  it('counts a break only inside its shift: an open one ends with the shift, and one on an unreviewed shift counts nothing', () => {
    const monday = shift('ann', '2026-11-23T08:00:00+01:00', 8);
    // Left open by a clock-out that raced it: it ends at the clock-out, 1 hour later.
    const [ann] = computeTotals({
      ...base,
      shifts: [monday],
      breaks: [brk(monday, '2026-11-23T15:00:00+01:00', null)],
    });
    expect(split(ann).total).toBe(7);
    const forgotten = shift('bo', '2026-11-23T08:00:00+01:00', 16, { corrected: true, autoClosed: true });
    const [bo] = computeTotals({
      ...base,
      shifts: [forgotten],
      breaks: [brk(forgotten, '2026-11-23T12:00:00+01:00', 30)],
    });
    expect(bo).toMatchObject({ totalMs: 0, unpaidBreakMs: 0 });
  });

  it('double time without daily overtime, and daily overtime without double time', () => {
    const long = shift('ann', '2026-11-23T06:00:00+01:00', 14);
    const [onlyDouble] = computeTotals({ ...base, doubleTimeDailyHours: 12, shifts: [long] });
    expect(split(onlyDouble)).toEqual({ regular: 12, overtime: 0, doubleTime: 2, total: 14 });
    const [onlyDaily] = computeTotals({ ...base, dailyOvertimeHours: 8, shifts: [long] });
    expect(split(onlyDaily)).toEqual({ regular: 8, overtime: 6, doubleTime: 0, total: 14 });
  });
  it('example 6, the automatic deduction: 30 minutes off a shift over 6 hours without a 30-minute unpaid break', () => {
    const autoDeduction = { minutes: 30, afterHours: 6 };
    const monday = (who: string, hours: number) => shift(who, '2026-11-23T08:00:00+01:00', hours);
    const noBreak = monday('ann', 8);
    const shortBreak = monday('bo', 8);
    const fullBreak = monday('cy', 8);
    const exactlySix = monday('di', 6);
    const paidBreak = monday('ed', 8);
    const totals = computeTotals({
      ...base,
      autoDeduction,
      shifts: [noBreak, shortBreak, fullBreak, exactlySix, paidBreak],
      breaks: [
        brk(shortBreak, '2026-11-23T10:00:00+01:00', 10),
        brk(fullBreak, '2026-11-23T12:00:00+01:00', 30),
        brk(paidBreak, '2026-11-23T12:00:00+01:00', 45, true),
      ],
    });
    const of = (who: string) => totals.find((t) => t.employeeUuid === who);
    const minutes = (ms: number | undefined) => (ms ?? Number.NaN) / 60_000;
    // No break: 8 h less 30 minutes.
    expect(split(of('ann')).total).toBe(7.5);
    expect(minutes(of('ann')?.deductionMs)).toBe(30);
    // A 10-minute break is not the 30 the rule asks for: both come off.
    expect(split(of('bo')).total).toBe(7.33);
    expect(minutes(of('bo')?.deductionMs)).toBe(30);
    // A 30-minute unpaid break is the break: nothing more comes off.
    expect(split(of('cy')).total).toBe(7.5);
    expect(minutes(of('cy')?.deductionMs)).toBe(0);
    // Not longer than 6 hours.
    expect(split(of('di')).total).toBe(6);
    // A paid break is not an unpaid one.
    expect(split(of('ed')).total).toBe(7.5);
    expect(minutes(of('ed')?.paidBreakMs)).toBe(45);
  });
  it('example 7, rounding to 15 minutes with the 7-minute rule: punches rounded, breaks not', () => {
    // 08:07 to 16:08 with an unpaid break 12:00-12:29. Counted from 08:00 to 16:15: 8.25 h, less
    // the 29 minutes as taken: 7.77 h. As punched: 8 h 1 min less 29 minutes, 7.53 h.
    const monday = {
      ...shift('ann', '2026-11-23T08:07:00+01:00', 0),
      clockOut: new Date('2026-11-23T16:08:00+01:00'),
    };
    const [ann] = computeTotals({
      ...base,
      roundingMinutes: 15,
      shifts: [monday],
      breaks: [brk(monday, '2026-11-23T12:00:00+01:00', 29)],
    });
    expect(split(ann).total).toBe(7.77);
    expect(hoursOf(ann?.actualMs ?? Number.NaN)).toBe(7.53);
    expect(ann?.unpaidBreakMs).toBe(29 * 60_000);
    // Without rounding the two agree.
    const [asPunched] = computeTotals({
      ...base,
      shifts: [monday],
      breaks: [brk(monday, '2026-11-23T12:00:00+01:00', 29)],
    });
    expect(asPunched?.totalMs).toBe(asPunched?.actualMs);
  });
});

/** California's workday (Labor Code §500(a)): docs/api.md's worked examples of "The workday". */
describe('the workday', () => {
  const losAngeles = {
    ...base,
    ...california,
    timezone: 'America/Los_Angeles',
    periodStart: '2026-11-02', // workweeks from Monday
    startDate: '2026-11-02',
    endDate: '2026-11-08',
  };
  const byWorkday = (t: ReturnType<typeof computeTotals>[number] | undefined) =>
    t?.workdays.map((d) => [d.workday, hoursOf(d.regularMs), hoursOf(d.overtimeMs), hoursOf(d.doubleTimeMs)]);

  it('splits a night shift at midnight: Monday 2 regular, Tuesday 14 hours with overtime and double time', () => {
    // Mon 22:00 to Tue 06:00, then Tue 07:00-15:00. A whole shift on its start day would be 16 regular.
    const night = shift('ann', '2026-11-02T22:00:00-08:00', 8);
    const day = shift('ann', '2026-11-03T07:00:00-08:00', 8);
    const [ann] = computeTotals({ ...losAngeles, shifts: [night, day] });
    expect(split(ann)).toEqual({ regular: 10, overtime: 4, doubleTime: 2, total: 16 });
    expect(byWorkday(ann)).toEqual([
      ['2026-11-02', 2, 0, 0],
      ['2026-11-03', 8, 4, 2],
    ]);
    expect(ann).toMatchObject({ daysWorked: 2, shiftCount: 2 });
  });

  it('pays a 16:00 to 08:00 shift 8 regular hours on each side of midnight', () => {
    const [ann] = computeTotals({ ...losAngeles, shifts: [shift('ann', '2026-11-04T16:00:00-08:00', 16)] });
    expect(split(ann)).toEqual({ regular: 16, overtime: 0, doubleTime: 0, total: 16 });
    expect(byWorkday(ann)).toEqual([
      ['2026-11-04', 8, 0, 0],
      ['2026-11-05', 8, 0, 0],
    ]);
  });

  it('with a workday from 06:00, the same two shifts are two ordinary days', () => {
    const night = shift('ann', '2026-11-02T22:00:00-08:00', 8);
    const day = shift('ann', '2026-11-03T07:00:00-08:00', 8);
    const [ann] = computeTotals({ ...losAngeles, workdayStart: '06:00', shifts: [night, day] });
    expect(split(ann)).toEqual({ regular: 16, overtime: 0, doubleTime: 0, total: 16 });
    expect(byWorkday(ann)).toEqual([
      ['2026-11-02', 8, 0, 0],
      ['2026-11-03', 8, 0, 0],
    ]);
    // A shift in the small hours belongs to the workday begun the morning before.
    const [early] = computeTotals({
      ...losAngeles,
      workdayStart: '06:00',
      shifts: [shift('bo', '2026-11-04T02:00:00-08:00', 3)],
    });
    expect(byWorkday(early)).toEqual([['2026-11-03', 3, 0, 0]]);
  });

  it('counts the 25-hour workday of the fall-back night by its real hours', () => {
    // Los Angeles falls back on Sunday 2026-11-01 at 02:00. With workdays from 06:00, Saturday's
    // workday runs from 06:00 PDT to Sunday 06:00 PST: 25 hours. Sat 18:00 PDT to Sun 07:00 PST is
    // 14 real hours: 13 in Saturday's workday (8 regular, 4 overtime, 1 double time), 1 in Sunday's.
    const [ann] = computeTotals({
      ...losAngeles,
      periodStart: '2026-10-26',
      startDate: '2026-10-26',
      endDate: '2026-11-01',
      workdayStart: '06:00',
      shifts: [shift('ann', '2026-10-31T18:00:00-07:00', 14)],
    });
    expect(split(ann)).toEqual({ regular: 9, overtime: 4, doubleTime: 1, total: 14 });
    expect(byWorkday(ann)).toEqual([
      ['2026-10-31', 8, 4, 1],
      ['2026-11-01', 1, 0, 0],
    ]);
  });

  it('counts a workday across the period end in the next period, and the seventh day by workdays', () => {
    // Workdays from 06:00, weekly periods from Monday. Monday to Saturday 8 h each from 08:00, and
    // Sunday 23:00 to Monday 05:00 (6 h): still Sunday's workday, the seventh day: 6 h overtime.
    const week = [2, 3, 4, 5, 6, 7].map((d) => shift('ann', `2026-11-0${d}T08:00:00-08:00`, 8));
    const late = shift('ann', '2026-11-08T23:00:00-08:00', 6);
    const [ann] = computeTotals({ ...losAngeles, workdayStart: '06:00', shifts: [...week, late] });
    expect(split(ann)).toEqual({ regular: 40, overtime: 14, doubleTime: 0, total: 54 });
    expect(byWorkday(ann)?.at(-1)).toEqual(['2026-11-08', 0, 6, 0]);
  });
});

describe('which length decides the automatic deduction', () => {
  it('decides on the counted (rounded) length: 08:00:00 to 14:00:01 counts 6.00 h and loses nothing', () => {
    const shortDay = {
      ...shift('ann', '2026-11-23T08:00:00+01:00', 6),
      clockOut: new Date('2026-11-23T14:00:01+01:00'),
    };
    const rules = { autoDeduction: { minutes: 30, afterHours: 6 }, roundingMinutes: 15 };
    const [ann] = computeTotals({ ...base, ...rules, shifts: [shortDay] });
    expect(split(ann).total).toBe(6);
    expect(ann?.deductionMs).toBe(0);
    // 14:08 rounds to 14:15: 6.25 h counted, longer than 6: the deduction applies.
    const longer = { ...shortDay, clockOut: new Date('2026-11-23T14:08:00+01:00') };
    const [bo] = computeTotals({ ...base, ...rules, shifts: [longer] });
    expect(split(bo).total).toBe(5.75);
    expect(bo?.deductionMs).toBe(30 * 60_000);
  });
});

describe('a row that waits for a review', () => {
  it('names the unreviewed sixth day that keeps the seventh from being paid as one', () => {
    // California rules: Monday to Friday 8 h, Saturday auto-closed and unreviewed (0 h), Sunday 9 h.
    const week = [23, 24, 25, 26, 27].map((d) => shift('ann', `2026-11-${d}T08:00:00+01:00`, 8));
    const saturday = shift('ann', '2026-11-28T08:00:00+01:00', 16, { autoClosed: true });
    const sunday = shift('ann', '2026-11-29T08:00:00+01:00', 9);
    const [ann] = computeTotals({ ...base, ...california, shifts: [...week, saturday, sunday] });
    // Sunday counts as an ordinary day for now: 1 h daily overtime, 8 weekly overtime.
    expect(split(ann)).toEqual({ regular: 40, overtime: 9, doubleTime: 0, total: 49 });
    expect(ann?.daysWorked).toBe(7);
    expect(ann?.pendingShifts).toEqual([{ id: saturday.id, clockIn: saturday.clockIn }]);
    // Confirmed as worked (8 h), Sunday is the seventh day.
    const confirmed = { ...saturday, clockOut: new Date(+saturday.clockIn + 8 * H), reviewedAt: new Date() };
    const [after] = computeTotals({ ...base, ...california, shifts: [...week, confirmed, sunday] });
    expect(split(after)).toEqual({ regular: 40, overtime: 16, doubleTime: 1, total: 57 });
    expect(after?.pendingShifts).toEqual([]);
  });
});
