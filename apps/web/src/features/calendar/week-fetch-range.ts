import { buildWeek, currentWeekAnchor, type WeekLayout, type WeekModel } from './week.ts';

// Which shifts the calendar fetches for a week: more than the week's windows, so that none it draws is missed.

/** Shifts are asked from a day before the first window: one begun the evening before reaches into it. */
const LOOK_BACK_MS = 24 * 3_600_000;

/**
 * What the calendar asks the server for to draw `week` (instants: start inclusive, end exclusive):
 * from a day before the first window to the end of the week's seventh date, shown or not. A shift
 * begun after the last day's closing time is still that day's, and one on a day the layout leaves out
 * gets a column of its own (docs/decisions/0174-the-whole-week-in-view.md): nothing planned or worked
 * in the week is left unfetched.
 */
export function weekFetchRange(week: WeekModel): { startDate: string; endDate: string } {
  return {
    startDate: new Date(week.start - LOOK_BACK_MS).toISOString(),
    endDate: new Date(Math.max(week.end, week.weekEnd)).toISOString(),
  };
}

/**
 * What the calendar asks for when it opens on the week holding `now`, or null for a layout with no
 * hours; the manager's dashboard starts these calls before the calendar renders.
 */
export function currentWeekFetchRange(now: number, layout: WeekLayout, timeZone: string) {
  const week = buildWeek(currentWeekAnchor(now, layout, timeZone), layout, timeZone);
  return week ? weekFetchRange(week) : null;
}
