import { hoursOf } from '@shiftclock/contract/hours';
import { formatDecimal } from '../../lib/time/clock.ts';
import type { CalendarItem } from './shift-items.ts';
import type { CalendarEmployee } from './types.ts';
import { businessDate, type WeekLayout, type WeekModel } from './week.ts';

// The week by employee: a row per employee with anything this week, a cell per visible day. A shift
// goes in the day whose column the time grid would start it in (an overnight layout's small hours
// belong to the evening before), so the two views never put a shift on different days.

export interface EmployeeWeekRow {
  employee: CalendarEmployee;
  /** One list per visible day, in the week's order, each sorted by start. */
  cells: CalendarItem[][];
  /** Time punched this week (a shift in progress up to now), and time planned, in milliseconds. */
  workedMs: number;
  scheduledMs: number;
}

export function rowsByEmployee(
  items: readonly CalendarItem[],
  week: WeekModel,
  layout: WeekLayout,
  now: number,
): EmployeeWeekRow[] {
  const dayIndex = new Map(week.days.map((day, index) => [day.date, index]));
  const rows = new Map<string, EmployeeWeekRow>();
  for (const item of items) {
    const index = dayIndex.get(businessDate(item.start, layout, week.timeZone));
    if (index === undefined) continue;
    let row = rows.get(item.employee.id);
    if (!row) {
      row = {
        employee: item.employee,
        cells: week.days.map(() => []),
        workedMs: 0,
        scheduledMs: 0,
      };
      rows.set(item.employee.id, row);
    }
    row.cells[index]?.push(item);
    if (item.actual) {
      const clockIn = Date.parse(item.actual.clockIn);
      const clockOut = item.actual.clockOut === null ? now : Date.parse(item.actual.clockOut);
      row.workedMs += Math.max(0, clockOut - clockIn);
    }
    if (item.scheduled) {
      const planned = Date.parse(item.scheduled.scheduledEnd) - Date.parse(item.scheduled.scheduledStart);
      row.scheduledMs += Math.max(0, planned);
    }
  }
  for (const row of rows.values()) for (const cell of row.cells) cell.sort((a, b) => a.start - b.start);
  return [...rows.values()].sort(
    (a, b) =>
      a.employee.name.localeCompare(b.employee.name) ||
      a.employee.employeeId.localeCompare(b.employee.employeeId),
  );
}

/** '7.5 h' style totals: hours to one decimal, rounded once and half up as everywhere (contract/hours.ts). */
export function formatTotalHours(ms: number): string {
  return formatDecimal(hoursOf(ms, 1), 1);
}
