import { minutesOf } from '@shiftclock/contract/hours';
import type { ActualShift, CalendarEmployee, ScheduledShift } from './types.ts';
import { type DateKey, dateInZone, SLOT_MS } from './week.ts';

// What the calendar draws, before any geometry: one item per scheduled shift, per actual shift, or per
// pair of the two merged (docs/product.md section 4: a scheduled shift merges with the actual shift of the
// same employee that matches it; belongTogether says when one matches). A shift's day is the date it started at the location
// (docs/product.md section 10: an overnight shift belongs to the evening it began, not to the morning it ended).

/** 'busy': the employee is busy at another location then (busy-elsewhere.ts), drawn as a band. */
export type ItemKind = 'scheduled' | 'actual' | 'merged' | 'busy';

export interface CalendarItem {
  key: string;
  kind: ItemKind;
  employee: CalendarEmployee;
  scheduled: ScheduledShift | null;
  actual: ActualShift | null;
  /** Clocked in and not out yet: drawn green up to now. */
  inProgress: boolean;
  /** Where the block goes, in epoch ms: actual times rounded to 15 minutes, merged = both spans. */
  start: number;
  end: number;
  /** The date the shift started at the location. */
  day: DateKey;
  /** Minutes; positive = late. Only for merged shifts (end: null while in progress). */
  startDeviation: number | null;
  endDeviation: number | null;
}

/** To the nearest 15 minutes, for placement only (the tooltip shows the real punch). */
export function roundToSlot(instant: number): number {
  return Math.round(instant / SLOT_MS) * SLOT_MS;
}

/**
 * Minutes from the plan to what happened, to the nearest minute (a half minute away from zero, as
 * every figure rounds: contract/hours.ts); + is later, - is earlier.
 */
export function deviationMinutes(planned: number, actual: number): number {
  const minutes = minutesOf(actual - planned);
  return minutes === 0 ? 0 : minutes;
}

/** The span an actual shift takes on the grid. At least one slot, so a short punch stays visible. */
export function actualSpan(
  shift: ActualShift,
  now: number,
): { start: number; end: number; inProgress: boolean } {
  const start = roundToSlot(Date.parse(shift.clockIn));
  const inProgress = shift.clockOut === null;
  // In progress: up to this moment, unrounded, so the block grows as the shift does.
  const rawEnd = inProgress ? now : roundToSlot(Date.parse(shift.clockOut as string));
  return { start, end: Math.max(rawEnd, start + SLOT_MS), inProgress };
}

function scheduledItem(shift: ScheduledShift, timeZone: string): CalendarItem {
  const start = Date.parse(shift.scheduledStart);
  return {
    key: `s:${shift.id}`,
    kind: 'scheduled',
    employee: employeeOf(shift),
    scheduled: shift,
    actual: null,
    inProgress: false,
    start,
    end: Math.max(Date.parse(shift.scheduledEnd), start + SLOT_MS),
    day: dateInZone(start, timeZone),
    startDeviation: null,
    endDeviation: null,
  };
}

function actualItem(shift: ActualShift, timeZone: string, now: number): CalendarItem {
  const span = actualSpan(shift, now);
  return {
    key: `a:${shift.id}`,
    kind: 'actual',
    employee: shift.employee,
    scheduled: null,
    actual: shift,
    inProgress: span.inProgress,
    start: span.start,
    end: span.end,
    day: dateInZone(Date.parse(shift.clockIn), timeZone),
    startDeviation: null,
    endDeviation: null,
  };
}

function mergedItem(
  scheduled: ScheduledShift,
  actual: ActualShift,
  timeZone: string,
  now: number,
): CalendarItem {
  const plannedStart = Date.parse(scheduled.scheduledStart);
  const plannedEnd = Date.parse(scheduled.scheduledEnd);
  const span = actualSpan(actual, now);
  return {
    key: `m:${scheduled.id}:${actual.id}`,
    kind: 'merged',
    employee: actual.employee,
    scheduled,
    actual,
    inProgress: span.inProgress,
    // Both spans: the block covers the plan and what was worked, so neither hides.
    start: Math.min(plannedStart, span.start),
    end: Math.max(plannedEnd, span.end),
    day: dateInZone(plannedStart, timeZone),
    startDeviation: deviationMinutes(plannedStart, Date.parse(actual.clockIn)),
    endDeviation: actual.clockOut === null ? null : deviationMinutes(plannedEnd, Date.parse(actual.clockOut)),
  };
}

/** An older answer may carry only employeeName (docs/product.md section 3). */
function employeeOf(shift: ScheduledShift): CalendarEmployee {
  return shift.employee ?? { id: `name:${shift.employeeName}`, name: shift.employeeName, employeeId: '' };
}

/**
 * How far apart a punch and a plan may start and still be one shift when they do not overlap
 * (docs/decisions/0151-manager-dashboard-layout.md). Farther apart they are two things on the grid: a
 * shift nobody worked and an unplanned one, never a "-578m early".
 */
export const MATCH_WINDOW_MS = 2 * 3_600_000;

/** A punch belongs to a plan when their times overlap or they start within two hours of each other. */
export function belongTogether(scheduled: ScheduledShift, actual: ActualShift, now: number): boolean {
  const plannedStart = Date.parse(scheduled.scheduledStart);
  const plannedEnd = Date.parse(scheduled.scheduledEnd);
  const clockIn = Date.parse(actual.clockIn);
  const clockOut = actual.clockOut === null ? Math.max(now, clockIn) : Date.parse(actual.clockOut);
  const overlap = clockIn < plannedEnd && plannedStart < clockOut;
  return overlap || Math.abs(clockIn - plannedStart) <= MATCH_WINDOW_MS;
}

/**
 * Scheduled and actual shifts as calendar items. An actual shift is merged with the employee's
 * unmatched scheduled shift that belongs with it (belongTogether) and starts nearest its clock-in;
 * one with no such plan is drawn on its own, and so is every plan no punch matched.
 */
export function buildItems(
  scheduled: readonly ScheduledShift[],
  actual: readonly ActualShift[],
  timeZone: string,
  now: number,
): CalendarItem[] {
  const planned = new Map<string, ScheduledShift[]>();
  for (const shift of scheduled) {
    const key = employeeOf(shift).id;
    const list = planned.get(key);
    if (list) list.push(shift);
    else planned.set(key, [shift]);
  }

  const items: CalendarItem[] = [];
  const matched = new Set<string>();
  const byClockIn = [...actual].sort((a, b) => Date.parse(a.clockIn) - Date.parse(b.clockIn));
  for (const shift of byClockIn) {
    const candidates = (planned.get(shift.employee.id) ?? []).filter(
      (candidate) => !matched.has(candidate.id) && belongTogether(candidate, shift, now),
    );
    const best = nearest(candidates, Date.parse(shift.clockIn));
    if (best) {
      matched.add(best.id);
      items.push(mergedItem(best, shift, timeZone, now));
    } else {
      items.push(actualItem(shift, timeZone, now));
    }
  }
  for (const shift of scheduled) if (!matched.has(shift.id)) items.push(scheduledItem(shift, timeZone));
  return items.sort((a, b) => a.start - b.start || b.end - a.end || a.key.localeCompare(b.key));
}

function nearest(candidates: ScheduledShift[], clockIn: number): ScheduledShift | undefined {
  let best: ScheduledShift | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = Math.abs(Date.parse(candidate.scheduledStart) - clockIn);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
