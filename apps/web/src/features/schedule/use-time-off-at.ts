import {
  outsideAvailability,
  overlapsTimeOff,
  type WeekdayAvailability,
} from '@shiftclock/contract/time/availability';
import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { useMemo } from 'react';
import { useApprovedTimeOff, useAvailabilityHere } from '../../api/time-off/time-off.ts';
import { readZonedInput } from '../../lib/time/zoned-input.ts';

const instantOf = (value: string, timeZone: string) => {
  const reading = readZonedInput(value, timeZone);
  return reading.kind === 'instant' ? Date.parse(reading.iso) : null;
};

export type TimeOffNotice = {
  /** The picked employee's approved time off overlapping the shift. */
  onTimeOff: boolean;
  /** Days of the shift outside the employee's stated availability. */
  outside: ReturnType<typeof outsideAvailability>;
  /** The employee's stated weekly availability (empty: no statement). */
  availability: WeekdayAvailability[];
};

/**
 * What the manager should know when scheduling the picked employee (docs/decisions/0203): approved
 * time off during the shift, and the shift outside their weekly availability, read in the location's
 * zone as the warnings read them (packages/contract/src/time/availability.ts). It warns, never blocks.
 */
export function useTimeOffAt(
  locationId: string,
  timeZone: string,
  employeeId: string,
  startValue: string,
  endValue: string,
): TimeOffNotice | null {
  const start = instantOf(startValue, timeZone);
  const end = instantOf(endValue, timeZone);
  const known = start !== null && end !== null && end > start;
  const range = known
    ? { startDate: addDaysToDay(startValue.slice(0, 10), -1), endDate: endValue.slice(0, 10) }
    : null;
  const approved = useApprovedTimeOff(locationId, employeeId ? range : null);
  const availability = useAvailabilityHere(locationId, employeeId !== '');
  return useMemo(() => {
    if (!employeeId) return null;
    const days = availability.data?.find((entry) => entry.employee.employeeId === employeeId)?.days ?? [];
    if (!known) return { onTimeOff: false, outside: [], availability: days };
    const shift = { start, end };
    const onTimeOff = (approved.data ?? []).some(
      (request) => request.employee.employeeId === employeeId && overlapsTimeOff(shift, request, timeZone),
    );
    return { onTimeOff, outside: outsideAvailability(shift, days, timeZone), availability: days };
  }, [employeeId, availability.data, approved.data, known, start, end, timeZone]);
}
