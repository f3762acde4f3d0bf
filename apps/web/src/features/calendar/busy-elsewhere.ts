import { CALENDAR_ROW_PX } from '@shiftclock/contract/constants';
import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import type { BusyElsewhere } from '../../api/schedule/busy-elsewhere.ts';
import { type CalendarDay, type DateKey, rowPosition } from './week.ts';

// When the location's people are busy at another location (docs/decisions/0187-one-person-across-locations.md):
// drawn behind the day's shifts as muted bands that say who, never where.

/** A busy time of one employee of this location, in epoch ms. */
export interface BusyTime {
  key: string;
  employeeId: string;
  name: string;
  start: number;
  end: number;
}

/** One band in a day column: pixels from the top, and its place among the bands beside it. */
export interface BusyBand {
  key: string;
  employeeId: string;
  name: string;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/**
 * The busy times of the server's answer, each named after the employee here (one no longer in the
 * list, removed meanwhile, is left out).
 */
export function busyTimes(busy: readonly BusyElsewhere[], names: ReadonlyMap<string, string>): BusyTime[] {
  return busy.flatMap((entry, index) => {
    const name = names.get(entry.employeeId);
    if (name === undefined) return [];
    const start = Date.parse(entry.start);
    const end = Date.parse(entry.end);
    return end > start
      ? [{ key: `busy:${entry.employeeId}:${index}`, employeeId: entry.employeeId, name, start, end }]
      : [];
  });
}

/**
 * One day's bands: each busy time cut to the day's window, side by side where they overlap (each
 * takes the first lane free at its start; every band of the day shares the day's lane count).
 */
export function busyBandsOfDay(busy: readonly BusyTime[], day: CalendarDay): BusyBand[] {
  const bands = busy
    .filter((time) => time.end > day.start && time.start < day.end)
    .map((time) => {
      const top = rowPosition(day, Math.max(time.start, day.start)) * CALENDAR_ROW_PX;
      const bottom = rowPosition(day, Math.min(time.end, day.end)) * CALENDAR_ROW_PX;
      return { ...time, top, height: Math.max(bottom - top, CALENDAR_ROW_PX), lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.top - b.top || a.key.localeCompare(b.key));
  const laneBottoms: number[] = [];
  for (const band of bands) {
    let lane = laneBottoms.findIndex((bottom) => bottom <= band.top);
    if (lane === -1) lane = laneBottoms.length;
    laneBottoms[lane] = band.top + band.height;
    band.lane = lane;
  }
  return bands.map(({ start: _start, end: _end, ...band }) => ({ ...band, lanes: laneBottoms.length }));
}

/**
 * The location's days to ask about for a week: from the day before its first (an overnight shift
 * there reaches into the first window) to its seventh date.
 */
export function busyRange(anchor: DateKey): { startDate: string; endDate: string } {
  return { startDate: addDaysToDay(anchor, -1), endDate: addDaysToDay(anchor, 6) };
}
