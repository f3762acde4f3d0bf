import { describe, expect, it } from 'vitest';
import { colourDistance, colourIndex, EMPLOYEE_COLOURS, employeeColour } from './colours.ts';
import { layoutWeek } from './layout.ts';
import { buildItems } from './shift-items.ts';
import { actualShift, employee, scheduledShift } from './test/shift-factory.ts';
import { buildWeek, type WeekLayout, type WeekModel } from './week.ts';

const PARIS = 'Europe/Paris';
const NOW = Date.parse('2026-03-11T12:00:00Z');
const weekOf = (layout: WeekLayout, anchor = '2026-03-09', timeZone = PARIS): WeekModel => {
  const week = buildWeek(anchor, layout, timeZone);
  if (!week) throw new Error('no week');
  return week;
};
const dayShift = { startDay: 1, endDay: 6, startTime: '09:00', endTime: '17:00' };

/** `count` scheduled shifts on Monday, all 10:00-14:00 Paris, one employee each. */
function overlapping(count: number) {
  return Array.from({ length: count }, (_, index) =>
    scheduledShift(
      employee(String(index + 1).padStart(3, '0')),
      '2026-03-09T09:00:00Z',
      '2026-03-09T13:00:00Z',
    ),
  );
}

describe('placement', () => {
  it('puts a shift in its day column at its rows (24 px a slot)', () => {
    const week = weekOf(dayShift);
    const items = buildItems(
      [scheduledShift(employee('001'), '2026-03-10T09:00:00Z', '2026-03-10T11:30:00Z')],
      [],
      PARIS,
      NOW,
    );
    const days = layoutWeek(week, items);
    expect(days[0]?.segments).toEqual([]);
    expect(days[1]?.segments[0]).toMatchObject({ top: 4 * 24, height: 10 * 24, lane: 0, lanes: 1 });
  });

  it('places an actual shift at its rounded times (10:08-11:52 → 10:15-11:45)', () => {
    const week = weekOf(dayShift);
    const items = buildItems(
      [],
      [actualShift(employee('001'), '2026-03-09T09:08:00Z', '2026-03-09T10:52:00Z')],
      PARIS,
      NOW,
    );
    expect(layoutWeek(week, items)[0]?.segments[0]).toMatchObject({ top: 5 * 24, height: 6 * 24 });
  });

  it('clips a shift to the window and continues it in the next day that covers it', () => {
    // Overnight layout 18:00-04:00: a shift 02:00-08:00 on Tuesday is Monday night's, to 04:00.
    const night = weekOf({ startDay: 1, endDay: 6, startTime: '18:00', endTime: '04:00' });
    const items = buildItems(
      [scheduledShift(employee('001'), '2026-03-09T21:00:00Z', '2026-03-10T19:00:00Z')],
      [],
      PARIS,
      NOW,
    );
    const days = layoutWeek(night, items);
    expect(days[0]?.segments[0]).toMatchObject({ top: 16 * 24, height: 24 * 24, continuesAfter: true });
    // Tuesday's window opens at 18:00 and the shift ends at 20:00 there.
    expect(days[1]?.segments[0]).toMatchObject({
      top: 0,
      height: 8 * 24,
      continuesBefore: true,
      continuesAfter: false,
    });
  });

  it('draws a shift still in progress once, in the first window it reaches', () => {
    // Layout 07:00-06:00: clocked in at 05:00 on Tuesday (Monday's night) and still at work at 09:00.
    const overnight = weekOf({ startDay: 1, endDay: 0, startTime: '07:00', endTime: '06:00' });
    const items = buildItems(
      [],
      [actualShift(employee('001'), '2026-03-10T04:00:00Z', null)],
      PARIS,
      Date.parse('2026-03-10T08:00:00Z'),
    );
    const drawn = layoutWeek(overnight, items).flatMap((day) => day.segments);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ dayIndex: 0, continuesAfter: true });
  });

  it('draws nothing for a shift entirely outside the windows', () => {
    const week = weekOf(dayShift);
    const items = buildItems(
      [scheduledShift(employee('001'), '2026-03-09T04:00:00Z', '2026-03-09T07:00:00Z')],
      [],
      PARIS,
      NOW,
    );
    expect(layoutWeek(week, items).flatMap((day) => day.segments)).toEqual([]);
  });

  it('spans the repeated hour of a fall-back night with its real length', () => {
    const week = weekOf({ startDay: 1, endDay: 0, startTime: '00:00', endTime: '23:00' }, '2026-10-19');
    // 01:00 to 04:00 on Sunday 25 October is four real hours: sixteen rows.
    const items = buildItems(
      [scheduledShift(employee('001'), '2026-10-24T23:00:00Z', '2026-10-25T03:00:00Z')],
      [],
      PARIS,
      NOW,
    );
    expect(layoutWeek(week, items)[6]?.segments[0]).toMatchObject({ top: 4 * 24, height: 16 * 24 });
  });
});

describe('side by side', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('%i overlapping shifts share the column in as many lanes', (count) => {
    const [monday] = layoutWeek(weekOf(dayShift), buildItems(overlapping(count), [], PARIS, NOW));
    expect(monday?.segments).toHaveLength(count);
    expect(monday?.segments.map((segment) => segment.lane).sort()).toEqual(
      Array.from({ length: count }, (_, index) => index),
    );
    expect(monday?.segments.every((segment) => segment.lanes === count && segment.span === 1)).toBe(true);
    expect(monday?.overflows).toEqual([]);
  });

  it('summarises the shifts past the 7th lane in the 8th when 9 overlap, so the pill covers none', () => {
    const [monday] = layoutWeek(weekOf(dayShift), buildItems(overlapping(9), [], PARIS, NOW));
    expect(monday?.segments).toHaveLength(7);
    expect(Math.max(...(monday?.segments ?? []).map((segment) => segment.lane + segment.span))).toBe(7);
    expect(monday?.segments.every((segment) => segment.lanes === 8)).toBe(true);
    expect(monday?.overflows).toHaveLength(1);
    expect(monday?.overflows[0]?.items).toHaveLength(2);
    expect(monday?.overflows[0]?.top).toBe(4 * 24);
  });

  it('puts back-to-back shifts in one lane (half-open intervals)', () => {
    const who = employee('001');
    const other = employee('002');
    const items = buildItems(
      [
        scheduledShift(who, '2026-03-09T08:00:00Z', '2026-03-09T12:00:00Z'),
        scheduledShift(other, '2026-03-09T12:00:00Z', '2026-03-09T16:00:00Z'),
      ],
      [],
      PARIS,
      NOW,
    );
    const [monday] = layoutWeek(weekOf(dayShift), items);
    expect(monday?.segments.map((segment) => [segment.lane, segment.lanes])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('widens a block into lanes that are free beside it', () => {
    // A long shift, then two short ones overlapping it but not each other: the group has two lanes,
    // and a third shift after the first short one takes its free neighbour.
    const items = buildItems(
      [
        scheduledShift(employee('001'), '2026-03-09T08:00:00Z', '2026-03-09T16:00:00Z'),
        scheduledShift(employee('002'), '2026-03-09T08:00:00Z', '2026-03-09T10:00:00Z'),
        scheduledShift(employee('003'), '2026-03-09T08:00:00Z', '2026-03-09T09:00:00Z'),
        scheduledShift(employee('004'), '2026-03-09T12:00:00Z', '2026-03-09T13:00:00Z'),
      ],
      [],
      PARIS,
      NOW,
    );
    const [monday] = layoutWeek(weekOf(dayShift), items);
    const byEmployee = Object.fromEntries(
      (monday?.segments ?? []).map((segment) => [
        segment.item.employee.employeeId,
        [segment.lane, segment.span],
      ]),
    );
    expect(byEmployee).toEqual({ '001': [0, 1], '002': [1, 1], '003': [2, 1], '004': [1, 2] });
  });

  it('keeps a week of 650 shifts fast to lay out', () => {
    const scheduled = [];
    const actual = [];
    for (let index = 0; index < 325; index++) {
      const who = employee(String((index % 20) + 1).padStart(3, '0'));
      const day = 9 + (index % 6);
      const hour = 8 + (index % 7);
      const start = `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
      const end = `2026-03-${String(day).padStart(2, '0')}T${String(hour + 3).padStart(2, '0')}:00:00Z`;
      scheduled.push(scheduledShift(who, start, end));
      actual.push(actualShift(employee(String((index % 20) + 21).padStart(3, '0')), start, end));
    }
    const started = performance.now();
    const items = buildItems(scheduled, actual, PARIS, NOW);
    const days = layoutWeek(weekOf(dayShift), items);
    expect(performance.now() - started).toBeLessThan(500);
    const drawn = days.reduce((sum, day) => sum + day.segments.length, 0);
    const summarised = days.reduce(
      (sum, day) => sum + day.overflows.reduce((n, o) => n + o.items.length, 0),
      0,
    );
    expect(drawn + summarised).toBe(650);
  });
});

describe('employee colours', () => {
  it('has 32 distinct colours', () => {
    expect(new Set(EMPLOYEE_COLOURS.map((colour) => colour.strong)).size).toBe(32);
  });

  it('keeps the colours of the first 12 employees clearly apart, and all 32 apart', () => {
    const minimumDistance = (count: number) => {
      let minimum = Number.POSITIVE_INFINITY;
      const colours = EMPLOYEE_COLOURS.slice(0, count);
      colours.forEach((a, index) => {
        for (const b of colours.slice(index + 1)) minimum = Math.min(minimum, colourDistance(a, b));
      });
      return minimum;
    };
    // OKLab distances: 0.02 is about the least a reader notices; the old HSL wheel had 0.02 among 24.
    expect(minimumDistance(12)).toBeGreaterThan(0.12);
    expect(minimumDistance(32)).toBeGreaterThan(0.06);
  });

  it('cycles them by employee ID: 001 and 033 share a colour, 001 to 032 all differ', () => {
    expect(colourIndex('001')).toBe(0);
    expect(colourIndex('032')).toBe(31);
    expect(colourIndex('033')).toBe(0);
    expect(employeeColour('033')).toEqual(employeeColour('001'));
    const first32 = Array.from({ length: 32 }, (_, index) => colourIndex(String(index + 1).padStart(3, '0')));
    expect(new Set(first32).size).toBe(32);
  });

  it('still gives a colour for an ID that is not a number', () => {
    expect(colourIndex('abc')).toBeGreaterThanOrEqual(0);
    expect(colourIndex('abc')).toBe(colourIndex('abc'));
  });
});
