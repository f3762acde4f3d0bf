import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { useMemo } from 'react';
import { type BusyElsewhere, useBusyElsewhere } from '../../api/schedule/busy-elsewhere.ts';
import { readZonedInput } from '../../lib/time/zoned-input.ts';

const instantOf = (value: string, timeZone: string) => {
  const reading = readZonedInput(value, timeZone);
  return reading.kind === 'instant' ? Date.parse(reading.iso) : null;
};

/** The employees busy at another location at some moment of [start, end). */
export function busyDuring(busy: readonly BusyElsewhere[], start: number, end: number): Set<string> {
  return new Set(
    busy
      .filter((entry) => Date.parse(entry.start) < end && Date.parse(entry.end) > start)
      .map((entry) => entry.employeeId),
  );
}

/**
 * Who is busy at another location during the shift the form describes (the fields' values on the
 * location's clock). Nothing until both times name an instant: the picker marks, the server decides
 * (409 SCHEDULE_BUSY_ELSEWHERE).
 */
export function useBusyAt(locationId: string, timeZone: string, startValue: string, endValue: string) {
  const start = instantOf(startValue, timeZone);
  const end = instantOf(endValue, timeZone);
  const known = start !== null && end !== null && end > start;
  // The day before the start too: a shift there that runs overnight reaches into this one.
  const range = known
    ? { startDate: addDaysToDay(startValue.slice(0, 10), -1), endDate: endValue.slice(0, 10) }
    : null;
  const busy = useBusyElsewhere(locationId, range);
  return useMemo(
    () => (known && busy.data ? busyDuring(busy.data, start, end) : new Set<string>()),
    [known, busy.data, start, end],
  );
}
