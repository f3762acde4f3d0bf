import { CALENDAR_SLOT_MINUTES } from '@shiftclock/contract/constants';
import {
  type DateKey,
  dayWindow,
  hourOf,
  visibleWeekdays,
  type WeekLayout,
  weekEndOf,
} from '@shiftclock/contract/time/week-range';
import { addDaysToDay, localDayOf, offsetAt } from '@shiftclock/contract/time/zoned-time';

// The week the calendar draws, as plain data: which days, each day's window of time at the location,
// and the rows of 15-minute slots. Everything is computed in the location's IANA zone
// (packages/contract/src/time/zoned-time.ts) with calendar arithmetic on dates (a day is the next date
// on the calendar, never "+86,400 s"), so a week with a daylight-saving change has a 23- or 25-hour
// day and nothing shifts by an hour.

// Which week is current and each date's window are the server's too (`week=current`).
export {
  businessDate,
  currentWeekAnchor,
  type DateKey,
  dayWindow,
  hourOf,
  isEmptyLayout,
  isOvernightLayout,
  visibleWeekdays,
  type WeekLayout,
  weekAnchor,
  weekdayOf,
} from '@shiftclock/contract/time/week-range';

export const SLOT_MS = CALENDAR_SLOT_MINUTES * 60_000;

/** One row of the time axis: a 15-minute wall-clock slot. */
export interface AxisRow {
  /** Minutes after the layout's start time on the wall clock (may pass 24 h in an overnight layout). */
  offset: number;
  /** 0, or 1 for the second pass of an hour a fall-back night repeats. */
  occurrence: number;
  /** Minutes since midnight of the wall-clock time the row shows (for its label). */
  minuteOfDay: number;
}

export interface CalendarDay {
  date: DateKey;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** A day the week layout leaves out, shown only because shifts were planned or worked on it. */
  outsideLayout: boolean;
  /** The window at the location: [start, end) in epoch milliseconds. */
  start: number;
  end: number;
  /** Real length of the window in hours: an hour less or more across a daylight-saving change. */
  hours: number;
  /** Length the wall clock promises (end time minus start time): what `hours` is on other days. */
  wallHours: number;
  /** The axis row of each real 15-minute slot of the window, in time order. */
  slotRows: number[];
  /** Runs of axis rows this day does not have (the hour a spring-forward night skips). */
  missingRows: { from: number; to: number }[];
}

export interface WeekModel {
  timeZone: string;
  /** The first visible day; the week's identity for navigation. */
  anchor: DateKey;
  days: CalendarDay[];
  rows: AxisRow[];
  /** From the first window's start to the last window's end. */
  start: number;
  end: number;
  /**
   * The end of the week's seven dates (the local midnight after the seventh, or the end of its
   * window when an overnight window runs later), whether or not the layout shows them all.
   */
  weekEnd: number;
}

/** The location's date of an instant. */
export function dateInZone(instant: number | Date, timeZone: string): DateKey {
  return localDayOf(instant, timeZone);
}

/** Previous / Next: whole weeks on the calendar. */
export function moveWeek(anchor: DateKey, weeks: number): DateKey {
  return addDaysToDay(anchor, 7 * weeks);
}

/** The wall clock of an instant at the location, as if it were UTC (for wall-clock differences). */
function wallMs(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

interface DaySlots {
  date: DateKey;
  start: number;
  end: number;
  keys: string[];
  rows: Map<string, AxisRow>;
}

function slotsOf(date: DateKey, layout: WeekLayout, timeZone: string): DaySlots | null {
  const window = dayWindow(date, layout, timeZone);
  if (!window) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const nominalStart = Date.UTC(year, month - 1, day, hourOf(layout.startTime));
  const seen = new Map<number, number>();
  const keys: string[] = [];
  const rows = new Map<string, AxisRow>();
  // Real 15-minute steps, each labelled with the wall clock it shows: a spring-forward night has no
  // 02:xx steps, a fall-back night has them twice (the second pass is occurrence 1).
  for (let instant = window.start; instant < window.end; instant += SLOT_MS) {
    const offset = Math.round((wallMs(instant, timeZone) - nominalStart) / 60_000);
    const occurrence = seen.get(offset) ?? 0;
    seen.set(offset, occurrence + 1);
    const key = `${offset}#${occurrence}`;
    keys.push(key);
    const minuteOfDay = (((hourOf(layout.startTime) * 60 + offset) % 1440) + 1440) % 1440;
    rows.set(key, { offset, occurrence, minuteOfDay });
  }
  return { date, start: window.start, end: window.end, keys, rows };
}

/**
 * One axis for all days, so 10:00 on Monday lines up with 10:00 on Sunday: each day's slots in
 * order, merged. A day that lacks a row (the skipped hour) leaves a gap; a repeated hour adds rows
 * that the other days do not have.
 */
function mergeAxis(days: DaySlots[]): string[] {
  let axis: string[] = [];
  for (const day of days) {
    const inAxis = new Set(axis);
    const inDay = new Set(day.keys);
    const merged: string[] = [];
    let i = 0;
    let j = 0;
    while (i < axis.length || j < day.keys.length) {
      const a = axis[i];
      const d = day.keys[j];
      if (a !== undefined && a === d) {
        merged.push(a);
        i++;
        j++;
      } else if (
        d !== undefined &&
        !inAxis.has(d) &&
        (a === undefined || compareKeys(d, a) < 0 || inDay.has(a))
      ) {
        merged.push(d);
        j++;
      } else if (a !== undefined) {
        merged.push(a);
        i++;
      } else {
        merged.push(d as string);
        j++;
      }
    }
    axis = merged;
  }
  return axis;
}

/** Wall-clock order for rows only one of two sequences has. */
function compareKeys(a: string, b: string): number {
  const [offsetA = 0, occurrenceA = 0] = a.split('#').map(Number);
  const [offsetB = 0, occurrenceB = 0] = b.split('#').map(Number);
  return offsetA - offsetB || occurrenceA - occurrenceB;
}

/**
 * The week starting at `anchor`; null when its windows are empty (start time equals end time).
 * `extraWeekdays` adds days the layout leaves out (each with the same window), in their place in
 * the week: the days that hold shifts.
 */
export function buildWeek(
  anchor: DateKey,
  layout: WeekLayout,
  timeZone: string,
  extraWeekdays: readonly number[] = [],
): WeekModel | null {
  const inLayout = new Set(visibleWeekdays(layout));
  // Each weekday's place after the anchor (the anchor is the layout's start day).
  const offsets = [...new Set([...inLayout, ...extraWeekdays])]
    .map((weekday) => (weekday - layout.startDay + 7) % 7)
    .sort((a, b) => a - b);
  const weekdays = offsets.map((offset) => (layout.startDay + offset) % 7);
  const slots: DaySlots[] = [];
  for (const offset of offsets) {
    const day = slotsOf(addDaysToDay(anchor, offset), layout, timeZone);
    if (!day || day.keys.length === 0) return null;
    slots.push(day);
  }
  const weekEnd = weekEndOf(anchor, layout, timeZone);

  const axisKeys = mergeAxis(slots);
  const rowIndex = new Map(axisKeys.map((key, index) => [key, index]));
  const rowInfo = new Map<string, AxisRow>();
  for (const day of slots) for (const [key, row] of day.rows) rowInfo.set(key, row);

  const days = slots.map((day, index): CalendarDay => {
    const slotRows = day.keys.map((key) => rowIndex.get(key) ?? 0);
    const present = new Set(slotRows);
    const missingRows: { from: number; to: number }[] = [];
    for (let row = 0; row < axisKeys.length; row++) {
      if (present.has(row)) continue;
      const last = missingRows.at(-1);
      if (last && last.to === row) last.to = row + 1;
      else missingRows.push({ from: row, to: row + 1 });
    }
    return {
      date: day.date,
      weekday: weekdays[index] as number,
      outsideLayout: !inLayout.has(weekdays[index] as number),
      start: day.start,
      end: day.end,
      hours: (day.end - day.start) / 3_600_000,
      wallHours: (hourOf(layout.endTime) - hourOf(layout.startTime) + 24) % 24,
      slotRows,
      missingRows,
    };
  });

  return {
    timeZone,
    anchor,
    days,
    rows: axisKeys.map((key) => rowInfo.get(key) as AxisRow),
    start: days[0]?.start ?? 0,
    end: days.at(-1)?.end ?? 0,
    weekEnd,
  };
}

/**
 * Where an instant sits in a day's column, in rows from the top of the axis (fractions inside a
 * slot). Instants outside the window stick to its edges.
 */
export function rowPosition(day: CalendarDay, instant: number): number {
  const last = day.slotRows.length - 1;
  if (instant <= day.start) return day.slotRows[0] ?? 0;
  if (instant >= day.end) return (day.slotRows[last] ?? 0) + 1;
  const elapsed = instant - day.start;
  const slot = Math.floor(elapsed / SLOT_MS);
  return (day.slotRows[slot] ?? 0) + (elapsed % SLOT_MS) / SLOT_MS;
}
