import {
  outsideAvailability,
  overlapsTimeOff,
  type TimeOffSpan,
  type WeekdayAvailability,
} from '@shiftclock/contract/time/availability';
import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import { overlaps, type PersonShifts } from './intervals.ts';

/**
 * Shifts over approved time off, and shifts outside the person's weekly availability
 * (docs/decisions/0203-time-off-and-availability.md), both read in the location's zone
 * (packages/contract/src/time/availability.ts).
 */

export type PersonTimeOff = TimeOffSpan & {
  type: 'vacation' | 'sick' | 'unpaid' | 'other';
};

const scheduledHere = (person: PersonShifts, range: { start: number; end: number }) =>
  person.intervals.filter(
    (interval) => interval.kind === 'scheduled' && interval.here && overlaps(interval, range),
  );

const iso = (value: string | number | Date | null) => (value === null ? null : new Date(value).toISOString());

export function timeOffWarnings(
  people: readonly (PersonShifts & { timeOff: readonly PersonTimeOff[] })[],
  options: { timezone: string; from: number; to: number },
) {
  const range = { start: options.from, end: options.to };
  return people.flatMap((person) =>
    scheduledHere(person, range).flatMap((shift) =>
      person.timeOff
        .filter((off) => overlapsTimeOff(shift, off, options.timezone))
        .map((off) => ({
          kind: 'timeOff' as const,
          severity: 'warning' as const,
          date: localDayOf(shift.start, options.timezone),
          shiftIds: [shift.id],
          employee: person.employee,
          scheduledStart: new Date(shift.start).toISOString(),
          scheduledEnd: new Date(shift.end).toISOString(),
          timeOff: {
            type: off.type,
            startDate: off.allDay ? off.startDate : null,
            endDate: off.allDay ? off.endDate : null,
            start: off.allDay ? null : iso(off.start),
            end: off.allDay ? null : iso(off.end),
          },
        })),
    ),
  );
}

export function availabilityWarnings(
  people: readonly (PersonShifts & { availability: readonly WeekdayAvailability[] })[],
  options: { timezone: string; from: number; to: number },
) {
  const range = { start: options.from, end: options.to };
  return people.flatMap((person) =>
    scheduledHere(person, range).flatMap((shift) =>
      outsideAvailability(shift, person.availability, options.timezone).map((outside) => ({
        kind: 'availability' as const,
        severity: 'warning' as const,
        date: outside.date,
        shiftIds: [shift.id],
        employee: person.employee,
        scheduledStart: new Date(shift.start).toISOString(),
        scheduledEnd: new Date(shift.end).toISOString(),
        weekday: outside.weekday,
        available: outside.available,
      })),
    ),
  );
}
