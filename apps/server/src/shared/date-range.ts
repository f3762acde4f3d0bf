import { TZDate } from '@date-fns/tz';
import { isDayString } from '@shiftclock/contract/dates';
import { addDays } from 'date-fns';
import { BadRequest } from '../http/errors.ts';

/** Local midnight of a `YYYY-MM-DD` day in a time zone, as an instant (23- and 25-hour days included). */
export function startOfLocalDay(day: string, timezone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timezone).getTime());
}

/**
 * CONTRACT.md section 2: `YYYY-MM-DD` bounds are whole days in the location's
 * time zone, both inclusive; ISO date-times are instants, start inclusive, end
 * exclusive. Returns the half-open instant range [from, to).
 */
export function resolveRange(startDate: string, endDate: string, timezone: string): { from: Date; to: Date } {
  const from = isDayString(startDate) ? startOfLocalDay(startDate, timezone) : new Date(startDate);
  const to = isDayString(endDate)
    ? startOfLocalDay(
        addDays(new Date(`${endDate}T12:00:00Z`), 1)
          .toISOString()
          .slice(0, 10),
        timezone,
      )
    : new Date(endDate);
  if (to.getTime() <= from.getTime()) {
    throw new BadRequest('endDate must be after startDate', {
      errors: [{ path: 'endDate', msg: 'endDate must be after startDate' }],
    });
  }
  return { from, to };
}
