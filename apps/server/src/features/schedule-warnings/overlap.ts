import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import { overlaps, type PersonShifts } from './intervals.ts';

/**
 * A shift scheduled here over hours the person actually worked at another location. Two scheduled
 * shifts of a person never overlap (the exclusion constraint `scheduled_shifts_no_overlap` refuses
 * the write), but a worked shift is not bound by the schedule.
 */
export function overlapWarnings(
  people: readonly PersonShifts[],
  options: { timezone: string; from: number; to: number },
) {
  const range = { start: options.from, end: options.to };
  return people.flatMap(({ employee, intervals }) => {
    const worked = intervals.filter((interval) => interval.kind === 'worked' && !interval.here);
    return intervals
      .filter((interval) => interval.kind === 'scheduled' && interval.here && overlaps(interval, range))
      .flatMap((scheduled) =>
        worked
          .filter((shift) => overlaps(shift, scheduled))
          .map((shift) => ({
            kind: 'overlap' as const,
            severity: 'warning' as const,
            date: localDayOf(scheduled.start, options.timezone),
            shiftIds: [scheduled.id],
            employee,
            scheduledStart: new Date(scheduled.start).toISOString(),
            scheduledEnd: new Date(scheduled.end).toISOString(),
            worked: {
              start: new Date(shift.start).toISOString(),
              end: new Date(shift.end).toISOString(),
              elsewhere: true,
            },
          })),
      );
  });
}
