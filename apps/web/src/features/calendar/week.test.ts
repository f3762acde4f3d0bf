import { describe, expect, it } from 'vitest';
import {
  buildWeek,
  businessDate,
  currentWeekAnchor,
  dayWindow,
  moveWeek,
  rowPosition,
  visibleWeekdays,
  type WeekLayout,
  type WeekModel,
  weekAnchor,
} from './week.ts';
import { weekFetchRange } from './week-fetch-range.ts';

const PARIS = 'Europe/Paris';
const layout = (startDay: number, endDay: number, startTime: string, endTime: string): WeekLayout => ({
  startDay,
  endDay,
  startTime,
  endTime,
});
const iso = (instant: number) => new Date(instant).toISOString();
const label = (week: WeekModel, row: number) => {
  const axis = week.rows[row];
  if (!axis) return undefined;
  const time = `${String(Math.floor(axis.minuteOfDay / 60)).padStart(2, '0')}:${String(axis.minuteOfDay % 60).padStart(2, '0')}`;
  return axis.occurrence ? `${time}#2` : time;
};
const build = (anchor: string, weekLayout: WeekLayout, timeZone = PARIS) => {
  const week = buildWeek(anchor, weekLayout, timeZone);
  if (!week) throw new Error('no week');
  return week;
};

describe('visible days', () => {
  it('runs from the start day to the end day', () => {
    expect(visibleWeekdays(layout(1, 6, '09:00', '17:00'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visibleWeekdays(layout(0, 6, '09:00', '17:00'))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('wraps past Saturday when the start day is after the end day', () => {
    expect(visibleWeekdays(layout(5, 1, '09:00', '17:00'))).toEqual([5, 6, 0, 1]);
    expect(visibleWeekdays(layout(1, 0, '09:00', '17:00'))).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('shows a single day when both are the same', () => {
    expect(visibleWeekdays(layout(3, 3, '09:00', '17:00'))).toEqual([3]);
  });

  it('gives dates in the wrapped order, across the turn of the week', () => {
    // Sunday 15 March 2026 belongs to the week that began on Friday the 13th.
    const wrap = layout(5, 1, '09:00', '17:00');
    const week = build(weekAnchor('2026-03-15', wrap), wrap);
    expect(week.days.map((day) => [day.date, day.weekday])).toEqual([
      ['2026-03-13', 5],
      ['2026-03-14', 6],
      ['2026-03-15', 0],
      ['2026-03-16', 1],
    ]);
  });
});

describe('day windows', () => {
  it('runs from the start time to the end time at the location', () => {
    const week = build('2026-03-09', layout(1, 6, '09:00', '17:00'));
    expect(week.days).toHaveLength(6);
    const monday = week.days[0];
    expect(monday && [iso(monday.start), iso(monday.end), monday.hours]).toEqual([
      '2026-03-09T08:00:00.000Z',
      '2026-03-09T16:00:00.000Z',
      8,
    ]);
    expect(week.rows).toHaveLength(32);
    expect([label(week, 0), label(week, 1), label(week, 31)]).toEqual(['09:00', '09:15', '16:45']);
    expect(week.days.every((day) => day.missingRows.length === 0)).toBe(true);
  });

  it('runs to the end time of the next date in an overnight layout (18:00-04:00)', () => {
    const week = build('2026-03-09', layout(1, 6, '18:00', '04:00'));
    const saturday = week.days[5];
    expect(saturday && [saturday.date, iso(saturday.start), iso(saturday.end)]).toEqual([
      '2026-03-14',
      '2026-03-14T17:00:00.000Z',
      '2026-03-15T03:00:00.000Z',
    ]);
    expect(week.rows).toHaveLength(40);
    expect([label(week, 0), label(week, 23), label(week, 24), label(week, 39)]).toEqual([
      '18:00',
      '23:45',
      '00:00',
      '03:45',
    ]);
  });

  it('is empty, and the week cannot be drawn, when the start and end times are equal', () => {
    expect(dayWindow('2026-03-09', layout(1, 6, '09:00', '09:00'), PARIS)).toBeNull();
    expect(buildWeek('2026-03-09', layout(1, 6, '09:00', '09:00'), PARIS)).toBeNull();
  });

  it('keeps an overnight window across the end of the week (Sunday night into Monday)', () => {
    const week = build('2026-03-09', layout(1, 0, '22:00', '06:00'));
    const sunday = week.days[6];
    expect(sunday && [sunday.date, iso(sunday.start), iso(sunday.end)]).toEqual([
      '2026-03-15',
      '2026-03-15T21:00:00.000Z',
      '2026-03-16T05:00:00.000Z',
    ]);
    expect(iso(week.end)).toBe('2026-03-16T05:00:00.000Z');
  });
});

describe('what the calendar asks for', () => {
  it('runs from a day before the first window to the end of the seventh day, shown or not', () => {
    // Monday to Saturday, 09:00-17:00 in Paris (UTC+1 in March): a shift begun on Saturday at 19:00,
    // after closing, is still Saturday's, and one on the Sunday the layout leaves out gets a column.
    expect(weekFetchRange(build('2026-03-09', layout(1, 6, '09:00', '17:00')))).toEqual({
      startDate: '2026-03-08T08:00:00.000Z',
      endDate: '2026-03-15T23:00:00.000Z',
    });
  });

  it("runs to the seventh day's window end when an overnight window goes past midnight", () => {
    expect(weekFetchRange(build('2026-03-09', layout(1, 6, '18:00', '04:00'))).endDate).toBe(
      '2026-03-16T03:00:00.000Z',
    );
  });

  it('ends at the local midnight after the seventh day across a clock change (New York, 8 March 2026)', () => {
    // Sunday 8 March is the seventh day; the clocks went forward that night: midnight after it is EDT.
    expect(
      weekFetchRange(build('2026-03-02', layout(1, 6, '09:00', '17:00'), 'America/New_York')).endDate,
    ).toBe('2026-03-09T04:00:00.000Z');
  });

  it('asks for the same range whether or not a left-out day is added', () => {
    const monSat = layout(1, 6, '09:00', '17:00');
    const withSunday = buildWeek('2026-03-09', monSat, PARIS, [0]);
    expect(withSunday && weekFetchRange(withSunday)).toEqual(weekFetchRange(build('2026-03-09', monSat)));
  });
});

describe('days the layout leaves out', () => {
  it('adds them in their place in the week, marked as outside the layout', () => {
    // A Tuesday-Friday week: Saturday and the Monday after come after Friday, in date order.
    const tueFri = layout(2, 5, '09:00', '17:00');
    const week = buildWeek('2026-03-10', tueFri, PARIS, [1, 6]);
    expect(week?.days.map((day) => [day.date, day.weekday, day.outsideLayout])).toEqual([
      ['2026-03-10', 2, false],
      ['2026-03-11', 3, false],
      ['2026-03-12', 4, false],
      ['2026-03-13', 5, false],
      ['2026-03-14', 6, true],
      ['2026-03-16', 1, true],
    ]);
    // Each with the layout's window.
    expect(iso(week?.days[5]?.start ?? 0)).toBe('2026-03-16T08:00:00.000Z');
  });
});

describe('daylight-saving weeks in Europe/Paris', () => {
  const allDay = layout(1, 0, '00:00', '23:00');

  it('29 March 2026 has no 02:00-02:59 slots: a 22-hour window in a 23-hour day', () => {
    const week = build('2026-03-23', allDay);
    const sunday = week.days[6];
    const saturday = week.days[5];
    expect(sunday?.date).toBe('2026-03-29');
    expect(sunday?.hours).toBe(22);
    expect(saturday?.hours).toBe(23);
    // The axis keeps the other days' rows; Sunday leaves 02:00-02:45 empty.
    expect(week.rows).toHaveLength(92);
    expect(sunday?.missingRows).toEqual([{ from: 8, to: 12 }]);
    // 01:45 (row 7) is followed by 03:00 (row 12) on that day.
    expect(sunday?.slotRows.slice(6, 10)).toEqual([6, 7, 12, 13]);
  });

  it('25 October 2026 repeats 02:00-02:59: a 24-hour window, the hour drawn twice', () => {
    const week = build('2026-10-19', allDay);
    const sunday = week.days[6];
    expect(sunday?.date).toBe('2026-10-25');
    expect(sunday?.hours).toBe(24);
    expect(week.rows).toHaveLength(96);
    expect([label(week, 8), label(week, 11), label(week, 12), label(week, 15), label(week, 16)]).toEqual([
      '02:00',
      '02:45',
      '02:00#2',
      '02:45#2',
      '03:00',
    ]);
    // Sunday uses every row; the other days have no second 02:00-02:59.
    expect(sunday?.missingRows).toEqual([]);
    expect(week.days[0]?.missingRows).toEqual([{ from: 12, to: 16 }]);
    // 02:30 summer time and 02:30 winter time are an hour apart and sit in different rows.
    expect(sunday && rowPosition(sunday, Date.parse('2026-10-25T00:30:00Z'))).toBe(10);
    expect(sunday && rowPosition(sunday, Date.parse('2026-10-25T01:30:00Z'))).toBe(14);
    // 03:00 on Monday and on the Sunday line up.
    expect(week.days[0] && rowPosition(week.days[0], Date.parse('2026-10-19T01:00:00Z'))).toBe(16);
    expect(rowPosition(sunday as never, Date.parse('2026-10-25T02:00:00Z'))).toBe(16);
  });

  it('an overnight layout across the spring-forward night is an hour shorter', () => {
    const night = layout(1, 0, '20:00', '06:00');
    const week = build('2026-03-23', night);
    const saturday = week.days[5];
    expect(saturday && [saturday.date, iso(saturday.start), iso(saturday.end)]).toEqual([
      '2026-03-28',
      '2026-03-28T19:00:00.000Z',
      '2026-03-29T04:00:00.000Z',
    ]);
    expect(saturday?.hours).toBe(9);
    expect(saturday?.missingRows).toEqual([{ from: 24, to: 28 }]);
    expect(week.days[6]?.hours).toBe(10);
  });

  it('an overnight layout across the fall-back night is an hour longer', () => {
    const night = layout(1, 0, '20:00', '06:00');
    const week = build('2026-10-19', night);
    const saturday = week.days[5];
    expect(saturday?.hours).toBe(11);
    expect(week.rows).toHaveLength(44);
    expect(label(week, 28)).toBe('02:00#2');
    expect(week.days[0]?.missingRows).toEqual([{ from: 28, to: 32 }]);
  });

  it('a window ending at a repeated time ends at its first pass', () => {
    const window = dayWindow('2026-10-24', layout(1, 0, '18:00', '02:00'), PARIS);
    expect(window && iso(window.end)).toBe('2026-10-25T00:00:00.000Z');
  });

  it('moves a week across the change on the calendar, not by 7 x 86,400 s', () => {
    const next = moveWeek('2026-03-23', 1);
    expect(next).toBe('2026-03-30');
    const monday = build(next, layout(1, 6, '09:00', '17:00')).days[0];
    expect(monday && iso(monday.start)).toBe('2026-03-30T07:00:00.000Z');
    expect(moveWeek('2026-11-02', -1)).toBe('2026-10-26');
  });
});

describe('daylight-saving weeks elsewhere', () => {
  it('America/New_York springs forward on 8 March 2026 and falls back on 1 November', () => {
    const allWeek = layout(0, 6, '00:00', '12:00');
    const spring = build('2026-03-08', allWeek, 'America/New_York');
    expect(spring.days[0]?.hours).toBe(11);
    expect(spring.days[1]?.hours).toBe(12);
    const fall = build('2026-11-01', allWeek, 'America/New_York');
    expect(fall.days[0]?.hours).toBe(13);
    expect(fall.rows).toHaveLength(52);
  });

  it('Europe/Berlin: the night of 29 March 2026 is an hour short in a 06:00-05:00 layout', () => {
    const week = build('2026-03-23', layout(1, 0, '06:00', '05:00'), 'Europe/Berlin');
    // Saturday 06:00 to Sunday 05:00 crosses the change: 22 real hours instead of 23.
    expect(week.days.map((day) => day.hours)).toEqual([23, 23, 23, 23, 23, 22, 23]);
    expect(week.days[5]?.missingRows).toEqual([{ from: 80, to: 84 }]);
  });

  it('Europe/Berlin: a Monday-to-Friday week after the change starts at 07:00 UTC', () => {
    const week = build('2026-03-30', layout(1, 5, '09:00', '17:00'), 'Europe/Berlin');
    expect(week.days.map((day) => iso(day.start).slice(0, 16))).toEqual([
      '2026-03-30T07:00',
      '2026-03-31T07:00',
      '2026-04-01T07:00',
      '2026-04-02T07:00',
      '2026-04-03T07:00',
    ]);
  });
});

describe('today at the location', () => {
  const weekdays = layout(1, 6, '09:00', '17:00');

  it('takes the date at the location, not in UTC', () => {
    // 23:30 UTC on Sunday 15 March is 00:30 on Monday 16 March in Paris: a new week.
    const now = Date.parse('2026-03-15T23:30:00Z');
    expect(businessDate(now, weekdays, PARIS)).toBe('2026-03-16');
    expect(currentWeekAnchor(now, weekdays, PARIS)).toBe('2026-03-16');
    expect(currentWeekAnchor(now, weekdays, 'America/New_York')).toBe('2026-03-09');
  });

  it('counts the small hours of an overnight layout to the evening before', () => {
    const night = layout(1, 6, '18:00', '04:00');
    // 02:00 on Tuesday 10 March in Paris is still Monday's night.
    expect(businessDate(Date.parse('2026-03-10T01:00:00Z'), night, PARIS)).toBe('2026-03-09');
    // 02:00 on Monday 16 March is Sunday's night, which belongs to the week before.
    expect(currentWeekAnchor(Date.parse('2026-03-16T01:00:00Z'), night, PARIS)).toBe('2026-03-09');
    expect(businessDate(Date.parse('2026-03-10T09:00:00Z'), night, PARIS)).toBe('2026-03-10');
  });

  it('a Sunday outside a Monday-to-Saturday layout stays in the week it ends', () => {
    expect(currentWeekAnchor(Date.parse('2026-03-15T12:00:00Z'), weekdays, PARIS)).toBe('2026-03-09');
  });
});

describe('positions in a day', () => {
  it('maps instants to rows, sticking to the window edges', () => {
    const week = build('2026-03-09', layout(1, 6, '09:00', '17:00'));
    const monday = week.days[0];
    if (!monday) throw new Error('no day');
    expect(rowPosition(monday, Date.parse('2026-03-09T08:00:00Z'))).toBe(0);
    expect(rowPosition(monday, Date.parse('2026-03-09T08:37:30Z'))).toBe(2.5);
    expect(rowPosition(monday, Date.parse('2026-03-09T05:00:00Z'))).toBe(0);
    expect(rowPosition(monday, Date.parse('2026-03-09T20:00:00Z'))).toBe(32);
  });
});
