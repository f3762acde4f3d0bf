import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import type { BusyElsewhere } from '../../api/schedule/busy-elsewhere.ts';
import type { DayLayout } from './layout.ts';
import type { CalendarItem } from './shift-items.ts';
import type { CalendarEmployee } from './types.ts';
import { type DateKey, dateInZone } from './week.ts';

// When the location's people are busy at another location (docs/decisions/0187-one-person-across-locations.md):
// drawn in the day's lanes beside the shifts, as muted bands that say who, never where. They take a
// lane like a shift (so a busy day does not hide them), and nothing else: no '+N more' list, no
// legend entry, no click.

/**
 * The busy times of the server's answer as calendar items of kind 'busy', each for the employee here
 * (one no longer in the list, removed meanwhile, is left out). A plan and the shift worked on it
 * overlap: one employee's overlapping times are one band.
 */
export function busyItems(
  busy: readonly BusyElsewhere[],
  employees: ReadonlyMap<string, CalendarEmployee>,
  timeZone: string,
): CalendarItem[] {
  const spans = busy
    .map((entry) => ({
      employeeId: entry.employeeId,
      start: Date.parse(entry.start),
      end: Date.parse(entry.end),
    }))
    .filter((span) => span.end > span.start && employees.has(span.employeeId))
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId) || a.start - b.start);
  const joined: typeof spans = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && last.employeeId === span.employeeId && span.start < last.end)
      last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined.map(({ employeeId, start, end }) => ({
    key: `busy:${employeeId}:${start}`,
    kind: 'busy' as const,
    employee: employees.get(employeeId) as CalendarEmployee,
    scheduled: null,
    actual: null,
    inProgress: false,
    start,
    end,
    day: dateInZone(start, timeZone),
    startDeviation: null,
    endDeviation: null,
  }));
}

/** The '+N more' lists are of this location's shifts: a busy band that did not fit is left out. */
export function withoutBusyInOverflows(days: readonly DayLayout[]): DayLayout[] {
  return days.map((day) => ({
    segments: day.segments,
    overflows: day.overflows
      .map((overflow) => ({ ...overflow, items: overflow.items.filter((item) => item.kind !== 'busy') }))
      .filter((overflow) => overflow.items.length > 0),
  }));
}

/** The days' shifts without the busy bands: what the legend names. */
export function shiftsOnly(days: readonly DayLayout[]): DayLayout[] {
  return days.map((day) => ({
    ...day,
    segments: day.segments.filter((segment) => segment.item.kind !== 'busy'),
  }));
}

/**
 * The location's days to ask about for a week: from the day before its first (an overnight shift
 * there reaches into the first window) to its seventh date.
 */
export function busyRange(anchor: DateKey): { startDate: string; endDate: string } {
  return { startDate: addDaysToDay(anchor, -1), endDate: addDaysToDay(anchor, 6) };
}
