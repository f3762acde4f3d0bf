import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import { HOUR_MS, hoursOf, type Interval, overlaps, type PersonShifts } from './intervals.ts';

/**
 * Rest between shifts (EU Working Time Directive 2003/88/EC art. 3: 11 consecutive hours in each 24):
 * the time from the end of one stretch of work to the start of the person's next, in real elapsed
 * time (a clock change at night lengthens or shortens it), across all their locations. Shifts that
 * overlap or touch are one stretch: a worked shift over its scheduled one is the same work.
 */

type Stretch = { start: number; end: number; intervals: Interval[] };

function stretchesOf(intervals: readonly Interval[]): Stretch[] {
  const stretches: Stretch[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = stretches.at(-1);
    if (last && interval.start <= last.end) {
      last.end = Math.max(last.end, interval.end);
      last.intervals.push(interval);
    } else stretches.push({ start: interval.start, end: interval.end, intervals: [interval] });
  }
  return stretches;
}

const asShift = (interval: Interval) => ({
  start: new Date(interval.start).toISOString(),
  end: new Date(interval.end).toISOString(),
  elsewhere: !interval.here,
});

/**
 * A warning for each two stretches of a person closer than `minRestHours`, when one of them holds a
 * shift scheduled here that overlaps [from, to): only what this location can move is its warning.
 */
export function restWarnings(
  people: readonly PersonShifts[],
  options: { minRestHours: number | null; timezone: string; from: number; to: number },
) {
  const { minRestHours, timezone } = options;
  if (minRestHours === null || minRestHours <= 0) return [];
  const range = { start: options.from, end: options.to };
  return people.flatMap(({ employee, intervals }) => {
    const stretches = stretchesOf(intervals);
    return stretches.slice(1).flatMap((next, index) => {
      const previous = stretches[index] as Stretch;
      const restMs = next.start - previous.end;
      if (restMs >= minRestHours * HOUR_MS) return [];
      const concerned = [...previous.intervals, ...next.intervals].filter(
        (interval) => interval.kind === 'scheduled' && interval.here && overlaps(interval, range),
      );
      if (concerned.length === 0) return [];
      const ending = previous.intervals.reduce((a, b) => (b.end > a.end ? b : a));
      const starting = next.intervals[0] as Interval;
      return [
        {
          kind: 'rest' as const,
          severity: 'warning' as const,
          date: localDayOf(next.start, timezone),
          shiftIds: concerned.map((interval) => interval.id),
          employee,
          previous: asShift(ending),
          next: asShift(starting),
          restHours: hoursOf(restMs),
          minimumHours: minRestHours,
        },
      ];
    });
  });
}
