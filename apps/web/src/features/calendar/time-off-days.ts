import { overlapsTimeOff, type TimeOffSpan } from '@shiftclock/contract/time/availability';
import { addDaysToDay, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';

/** A person's approved time off as the calendar marks it on a day (docs/decisions/0203). */
export type TimeOffMark = {
  key: string;
  employee: { employeeId: string; name: string };
  /** The whole day, or only some hours of it (`start`/`end`, instants). */
  allDay: boolean;
  start: string | null;
  end: string | null;
};

type Request = TimeOffSpan & { id: string; employee: { employeeId: string; name: string } };

/**
 * The marks of each of the days (`YYYY-MM-DD` of the location): whole days by their dates, hours
 * off on the days of the location's zone they touch.
 */
export function timeOffByDay(requests: readonly Request[], dates: readonly string[], timeZone: string) {
  const marks = new Map<string, TimeOffMark[]>();
  for (const date of dates) {
    const day = {
      start: startOfLocalDay(date, timeZone).getTime(),
      end: startOfLocalDay(addDaysToDay(date, 1), timeZone).getTime(),
    };
    const onDay = requests
      .filter((request) =>
        request.allDay
          ? (request.startDate ?? '') <= date && date <= (request.endDate ?? '')
          : overlapsTimeOff(day, request, timeZone),
      )
      .map((request) => ({
        key: `${request.id}:${date}`,
        employee: request.employee,
        allDay: request.allDay,
        start: typeof request.start === 'string' ? request.start : null,
        end: typeof request.end === 'string' ? request.end : null,
      }))
      .sort((a, b) => a.employee.name.localeCompare(b.employee.name));
    if (onDay.length > 0) marks.set(date, onDay);
  }
  return marks;
}
