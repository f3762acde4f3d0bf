import type { CalendarItem } from './shift-items.ts';
import { businessDate, type DateKey, type WeekLayout, type WeekModel, weekdayOf } from './week.ts';

// The grid draws each day's opening window only (the week layout's hours). A shift that touches no
// window at all (a 05:00 delivery before a 07:00 opening, a stocktake after closing) is folded into
// its day's header as "N before 07:00" / "N after 22:00", and a day the layout leaves out gets a
// column when a shift starts on it: no shift of the week is ever invisible
// (docs/decisions/0174-the-whole-week-in-view.md).

export interface DayFolds {
  /** Shifts of the day that end by its window's start, in start order. */
  before: CalendarItem[];
  /** Shifts of the day that start at or after its window's end, in start order. */
  after: CalendarItem[];
}

/** Whether a date is one of the seven from the week's first (dates as on the calendar, no zone). */
function isInWeek(date: DateKey, week: WeekModel): boolean {
  const days = Math.round(
    (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${week.anchor}T12:00:00Z`)) / 86_400_000,
  );
  return days >= 0 && days < 7;
}

/**
 * Weekdays the layout leaves out on which a shift of this week starts (by the day its column would
 * be: an overnight layout's small hours belong to the evening before), so they get a column.
 */
export function hiddenDaysWithShifts(
  week: WeekModel,
  layout: WeekLayout,
  items: readonly CalendarItem[],
): number[] {
  const shown = new Set(week.days.map((day) => day.weekday));
  const hidden = new Set<number>();
  for (const item of items) {
    const date = businessDate(item.start, layout, week.timeZone);
    const weekday = weekdayOf(date);
    if (!shown.has(weekday) && isInWeek(date, week)) hidden.add(weekday);
  }
  return [...hidden].sort((a, b) => a - b);
}

/**
 * For each day of the week, the shifts that fall wholly outside every window of the week, by the
 * side of its own window they fall on. A shift that reaches into any window is drawn there instead
 * (cut at the window's edge, with square corners saying it goes on).
 */
export function foldedShifts(
  week: WeekModel,
  layout: WeekLayout,
  items: readonly CalendarItem[],
): DayFolds[] {
  const folds = week.days.map((): DayFolds => ({ before: [], after: [] }));
  const dayIndex = new Map(week.days.map((day, index) => [day.date, index]));
  for (const item of items) {
    if (week.days.some((day) => item.start < day.end && item.end > day.start)) continue;
    const index = dayIndex.get(businessDate(item.start, layout, week.timeZone));
    const day = index === undefined ? undefined : week.days[index];
    const fold = index === undefined ? undefined : folds[index];
    if (!day || !fold) continue;
    (item.end <= day.start ? fold.before : fold.after).push(item);
  }
  for (const fold of folds) {
    fold.before.sort((a, b) => a.start - b.start);
    fold.after.sort((a, b) => a.start - b.start);
  }
  return folds;
}
