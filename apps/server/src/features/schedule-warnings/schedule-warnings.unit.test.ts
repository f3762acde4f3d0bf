import { describe, expect, it } from 'vitest';
import { costWarnings, labourTotals } from './cost.ts';
import type { Interval, PersonShifts } from './intervals.ts';
import { overlapWarnings } from './overlap.ts';
import { overtimeWarnings, projectWeek } from './overtime.ts';
import { restWarnings } from './rest.ts';

const ada = { id: 'e-ada', employeeId: '001', name: 'Ada Lovelace' };
const grace = { id: 'e-grace', employeeId: '002', name: 'Grace Hopper' };
const at = (iso: string) => Date.parse(iso);
const shift = (
  id: string,
  start: string,
  end: string,
  kind: Interval['kind'] = 'scheduled',
  here = true,
): Interval => ({ id, kind, here, start: at(start), end: at(end) });
const paris = 'Europe/Paris';
const week = (first: string, last: string) => ({ timezone: paris, from: at(first), to: at(last) });

describe('rest between shifts', () => {
  it('warns of 9 h across midnight against a minimum of 11 h (docs/api.md worked example)', () => {
    // Paris in November is UTC+1: Tue 24 Nov 14:00–22:00 and Wed 25 Nov 07:00–15:00 local.
    const people: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('tue', '2026-11-24T13:00:00Z', '2026-11-24T21:00:00Z'),
          shift('wed', '2026-11-25T06:00:00Z', '2026-11-25T14:00:00Z'),
        ],
      },
    ];
    const options = { ...week('2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z'), minRestHours: 11 };
    expect(restWarnings(people, options)).toEqual([
      {
        kind: 'rest',
        severity: 'warning',
        date: '2026-11-25',
        shiftIds: ['tue', 'wed'],
        employee: ada,
        previous: { start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T21:00:00.000Z', elsewhere: false },
        next: { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T14:00:00.000Z', elsewhere: false },
        restHours: 9,
        minimumHours: 11,
      },
    ]);
    // 9 h is enough for a minimum of 9, and no minimum set is no warning.
    expect(restWarnings(people, { ...options, minRestHours: 9 })).toEqual([]);
    expect(restWarnings(people, { ...options, minRestHours: null })).toEqual([]);
  });

  it('counts a shift worked at another location without naming it or its id', () => {
    const people: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('worked-b', '2026-11-24T14:00:00Z', '2026-11-24T22:00:00Z', 'worked', false),
          shift('wed', '2026-11-25T05:00:00Z', '2026-11-25T13:00:00Z'),
        ],
      },
    ];
    const [warning] = restWarnings(people, {
      ...week('2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z'),
      minRestHours: 11,
    });
    expect(warning).toMatchObject({
      shiftIds: ['wed'],
      restHours: 7,
      previous: { elsewhere: true, end: '2026-11-24T22:00:00.000Z' },
    });
  });

  it('measures rest in real elapsed hours over a clock change', () => {
    // Spring forward (29 Mar 2026, 02:00 → 03:00): 22:00 to 08:00 on the wall is 9 real hours.
    const spring: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('sat', '2026-03-28T13:00:00Z', '2026-03-28T21:00:00Z'),
          shift('sun', '2026-03-29T06:00:00Z', '2026-03-29T14:00:00Z'),
        ],
      },
    ];
    const springWeek = week('2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z');
    expect(restWarnings(spring, { ...springWeek, minRestHours: 10 })).toMatchObject([
      { restHours: 9, date: '2026-03-29' },
    ]);
    // Fall back (25 Oct 2026, 03:00 → 02:00): 22:00 to 08:00 on the wall is 11 real hours.
    const fall: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('sat', '2026-10-24T12:00:00Z', '2026-10-24T20:00:00Z'),
          shift('sun', '2026-10-25T07:00:00Z', '2026-10-25T15:00:00Z'),
        ],
      },
    ];
    const fallWeek = week('2026-10-18T22:00:00Z', '2026-10-25T23:00:00Z');
    expect(restWarnings(fall, { ...fallWeek, minRestHours: 11 })).toEqual([]);
    expect(restWarnings(fall, { ...fallWeek, minRestHours: 11.5 })).toMatchObject([{ restHours: 11 }]);
  });

  it('takes a worked shift over its scheduled one as the same work, and skips pairs outside the range', () => {
    const people: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('mon', '2026-11-23T08:00:00Z', '2026-11-23T16:00:00Z'),
          shift('mon-worked', '2026-11-23T07:55:00Z', '2026-11-23T16:10:00Z', 'worked'),
          shift('next-week', '2026-12-01T08:00:00Z', '2026-12-01T16:00:00Z'),
        ],
      },
    ];
    expect(
      restWarnings(people, { ...week('2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z'), minRestHours: 11 }),
    ).toEqual([]);
  });
  it("names this location's scheduled shift of a stretch whose end is the worked shift over it", () => {
    const people: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('mon', '2026-11-23T08:00:00Z', '2026-11-23T16:00:00Z'),
          shift('mon-worked', '2026-11-23T08:00:00Z', '2026-11-23T17:00:00Z', 'worked'),
          shift('tue', '2026-11-24T01:00:00Z', '2026-11-24T05:00:00Z'),
        ],
      },
    ];
    expect(
      restWarnings(people, { ...week('2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z'), minRestHours: 11 }),
    ).toMatchObject([
      { shiftIds: ['mon', 'tue'], restHours: 8, previous: { end: '2026-11-23T17:00:00.000Z' } },
    ]);
  });
});

describe('shifts over hours worked elsewhere', () => {
  it('warns of a shift scheduled here over a shift worked at another location, not over one worked here', () => {
    const people: PersonShifts[] = [
      {
        employee: ada,
        intervals: [
          shift('here', '2026-11-24T09:00:00Z', '2026-11-24T17:00:00Z'),
          shift('worked-here', '2026-11-24T09:00:00Z', '2026-11-24T12:00:00Z', 'worked'),
          shift('worked-b', '2026-11-24T06:00:00Z', '2026-11-24T10:00:00Z', 'worked', false),
        ],
      },
    ];
    expect(overlapWarnings(people, week('2026-11-22T23:00:00Z', '2026-11-29T23:00:00Z'))).toEqual([
      {
        kind: 'overlap',
        severity: 'warning',
        date: '2026-11-24',
        shiftIds: ['here'],
        employee: ada,
        scheduledStart: '2026-11-24T09:00:00.000Z',
        scheduledEnd: '2026-11-24T17:00:00.000Z',
        worked: { start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T10:00:00.000Z', elsewhere: true },
      },
    ]);
  });
});

describe('projected overtime', () => {
  // Week from Monday 23 Nov 2026 (Paris, UTC+1); it is Wednesday 25 Nov, 12:00 local.
  const now = at('2026-11-25T11:00:00Z');
  const intervals: Interval[] = [
    // Worked Monday (over its scheduled shift, counted once) and Tuesday at another location: 10 h each.
    shift('mon', '2026-11-23T07:00:00Z', '2026-11-23T17:00:00Z'),
    shift('mon-worked', '2026-11-23T07:00:00Z', '2026-11-23T17:00:00Z', 'worked'),
    shift('tue-b', '2026-11-24T07:00:00Z', '2026-11-24T17:00:00Z', 'worked', false),
    // Scheduled and not worked yet: Wednesday 10 h, Thursday 10 h, Friday 6 h.
    shift('wed', '2026-11-25T12:00:00Z', '2026-11-25T22:00:00Z'),
    shift('thu', '2026-11-26T07:00:00Z', '2026-11-26T17:00:00Z'),
    shift('fri', '2026-11-27T07:00:00Z', '2026-11-27T13:00:00Z'),
  ];
  const options = { weekStart: '2026-11-23', timezone: paris, now };

  it('adds worked hours so far to scheduled hours not yet worked: 46 h, 6 h over 40', () => {
    const rules = { weeklyOvertimeHours: 40, dailyOvertimeHours: null };
    expect(projectWeek(intervals, { ...options, rules })).toMatchObject({
      totalMs: 46 * 3_600_000,
      overtimeMs: 6 * 3_600_000,
    });
    expect(
      overtimeWarnings([{ employee: grace, intervals }], { ...options, weekStarts: ['2026-11-23'], rules }),
    ).toEqual([
      {
        kind: 'overtime',
        severity: 'warning',
        date: '2026-11-23',
        shiftIds: ['mon', 'wed', 'thu', 'fri'],
        employee: grace,
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
        projectedHours: 46,
        overtimeHours: 6,
        weeklyOvertimeHours: 40,
        dailyOvertimeHours: null,
        hoursElsewhere: true,
      },
    ]);
  });

  it("counts California's daily 8 h first, each hour once", () => {
    // 2 h over 8 on each of four days is 8 h; the 38 regular hours stay under 40.
    const rules = { weeklyOvertimeHours: 40, dailyOvertimeHours: 8 };
    expect(projectWeek(intervals, { ...options, rules }).overtimeMs).toBe(8 * 3_600_000);
  });

  it('gives no warning at or under the threshold', () => {
    const rules = { weeklyOvertimeHours: 46, dailyOvertimeHours: null };
    expect(
      overtimeWarnings([{ employee: grace, intervals }], { ...options, weekStarts: ['2026-11-23'], rules }),
    ).toEqual([]);
  });
});

describe('labour cost', () => {
  const shifts = [
    { id: 'a', employee: ada, rate: 20, start: at('2026-11-23T08:00:00Z'), end: at('2026-11-23T16:00:00Z') },
    { id: 'b', employee: ada, rate: 20, start: at('2026-11-24T08:00:00Z'), end: at('2026-11-24T12:30:00Z') },
    {
      id: 'c',
      employee: grace,
      rate: null,
      start: at('2026-11-23T08:00:00Z'),
      end: at('2026-11-23T16:00:00Z'),
    },
  ];
  const totals = labourTotals(shifts, { startDate: '2026-11-23', endDate: '2026-11-25', timezone: paris });

  it('sums hours and cost per day and for the range, naming people without a rate', () => {
    expect(totals).toEqual({
      days: [
        { date: '2026-11-23', hours: 16, cost: 160 },
        { date: '2026-11-24', hours: 4.5, cost: 90 },
        { date: '2026-11-25', hours: 0, cost: 0 },
      ],
      week: { hours: 20.5, cost: 250 },
      noRate: [grace],
    });
  });

  it('warns of a day and of the week over their budgets, and of nothing without budgets', () => {
    expect(costWarnings(totals, { labourBudgetDay: 100, labourBudgetWeek: 200 })).toEqual([
      {
        kind: 'cost',
        severity: 'warning',
        date: '2026-11-23',
        shiftIds: [],
        period: 'day',
        cost: 160,
        budget: 100,
      },
      {
        kind: 'cost',
        severity: 'warning',
        date: '2026-11-23',
        shiftIds: [],
        period: 'week',
        cost: 250,
        budget: 200,
      },
    ]);
    expect(costWarnings(totals, { labourBudgetDay: 160, labourBudgetWeek: null })).toEqual([]);
    expect(costWarnings(totals, { labourBudgetDay: null, labourBudgetWeek: null })).toEqual([]);
  });
});
