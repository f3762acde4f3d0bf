import { DEFAULT_SETTINGS, type Settings } from '@shiftclock/contract/settings';
import { type WallClock, wallClockAt } from '@shiftclock/contract/time/zoned-time';

type WeekLayout = Settings['weekLayout'];

const hourOf = (time: string) => Number(time.slice(0, 2));

/** Whether `day` (0 Sunday … 6) is among the layout's days, which may wrap (Friday to Monday). */
function isBusinessDay(day: number, { startDay, endDay }: WeekLayout) {
  return startDay <= endDay ? day >= startDay && day <= endDay : day >= startDay || day <= endDay;
}

/**
 * Whether a location is open at an instant by its week layout, read at its own clock. An end at or
 * before the start is an overnight layout: a business day runs from its start to the end time the
 * next morning, so 02:00 on Saturday belongs to Friday's night. Only the tests call it (the app reads
 * many locations per zone, `isOpenAtWallClock`): kept as their seam, to state the rule in instants.
 */
export function isOpenAt(layout: WeekLayout | null | undefined, timezone: string, at: Date): boolean {
  return isOpenAtWallClock(layout, wallClockAt(at, timezone));
}

/** `isOpenAt` for a wall clock already read in the location's zone (callers reading many locations share it per zone). */
export function isOpenAtWallClock(layout: WeekLayout | null | undefined, wall: WallClock): boolean {
  const week = layout ?? DEFAULT_SETTINGS.weekLayout;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const start = hourOf(week.startTime);
  const end = hourOf(week.endTime);
  if (end > start) return isBusinessDay(day, week) && wall.hour >= start && wall.hour < end;
  if (wall.hour >= start) return isBusinessDay(day, week);
  return wall.hour < end && isBusinessDay((day + 6) % 7, week);
}
