import { hoursOf } from '@shiftclock/contract/hours';
import { CALIFORNIA_OVERTIME } from '@shiftclock/contract/payroll';
import { describe, expect, it } from 'vitest';
import type { TotalsShift } from './shift-count.ts';
import { computeTotals, type EmployeeTotals } from './timesheet-totals.ts';

/**
 * The totals of one location's rows when the person also works elsewhere (person-hours.ts): the
 * order the hours were worked in decides where the overtime is charged. The API tests
 * (person-hours.test.ts) hold the worked examples of docs/api.md.
 */

const H = 3_600_000;
/** Neither corrected, auto-closed nor offline. */
const PLAIN = { corrected: false, autoClosed: false, reviewedAt: null, offline: false };
let n = 0;
/** A shift of the person `ann`: here (employee row `ann-here`) or at another location. */
const shift = (
  where: 'here' | 'elsewhere',
  start: string,
  hours: number,
  extra: Partial<TotalsShift> = {},
) => ({
  id: `s${n++}`,
  employeeUuid: `ann-${where}`,
  personId: 'ann',
  elsewhere: where === 'elsewhere',
  clockIn: new Date(start),
  clockOut: new Date(Date.parse(start) + hours * H),
  ...PLAIN,
  ...extra,
});

/** California rules, the week of Monday 2026-11-23 in Los Angeles. */
const totalsOf = (shifts: TotalsShift[]) =>
  computeTotals({
    ...CALIFORNIA_OVERTIME,
    startDate: '2026-11-23',
    endDate: '2026-11-29',
    timezone: 'America/Los_Angeles',
    periodStart: '2026-01-05',
    autoDeduction: null,
    roundingMinutes: null,
    scheduled: [],
    breaks: [],
    now: new Date('2026-12-15T00:00:00Z'),
    shifts,
  });
const split = (t: EmployeeTotals | undefined) => [
  hoursOf(t?.regularMs ?? Number.NaN),
  hoursOf(t?.overtimeMs ?? Number.NaN),
  hoursOf(t?.doubleTimeMs ?? Number.NaN),
];

describe('hours of a person at several locations', () => {
  it('charges the daily overtime to the hours worked last: elsewhere in the morning, here in the afternoon', () => {
    const totals = totalsOf([
      shift('elsewhere', '2026-11-24T06:00:00-08:00', 6),
      shift('here', '2026-11-24T13:00:00-08:00', 4),
    ]);
    // Only this location's row: 2 regular (to the 8 h), then 2 overtime.
    expect(totals.map((t) => t.employeeUuid)).toEqual(['ann-here']);
    expect(split(totals[0])).toEqual([2, 2, 0]);
    expect(totals[0]).toMatchObject({ hoursElsewhere: true, shiftCount: 1, daysWorked: 1 });
  });

  it('charges nothing extra here when the hours here came first', () => {
    const [here] = totalsOf([
      shift('here', '2026-11-24T06:00:00-08:00', 6),
      shift('elsewhere', '2026-11-24T13:00:00-08:00', 4),
    ]);
    expect(split(here)).toEqual([6, 0, 0]);
  });

  it('rounds each shift as the location it was worked at does, and counts its hours toward the thresholds', () => {
    const elsewhereRounds = { autoDeduction: null, roundingMinutes: 15, timezone: 'America/Los_Angeles' };
    const [here] = totalsOf([
      // 06:00 to 14:07: 8.12 h as punched, 8.00 counted where it was worked (rounding to 15).
      shift('elsewhere', '2026-11-24T06:00:00-08:00', 8 + 7 / 60, { counting: elsewhereRounds }),
      shift('here', '2026-11-24T15:00:00-08:00', 1),
    ]);
    expect(split(here)).toEqual([0, 1, 0]);
  });

  it('is the same as before for a person at one location: no hours elsewhere', () => {
    const [here] = totalsOf([shift('here', '2026-11-24T06:00:00-08:00', 9)]);
    expect(split(here)).toEqual([8, 1, 0]);
    expect(here?.hoursElsewhere).toBe(false);
  });
});
