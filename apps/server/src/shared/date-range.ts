import { isDayString } from '@shiftclock/contract/dates';
import { addDaysToDay, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';
import { BadRequest } from '../platform/errors.ts';

/**
 * docs/product.md section 11.2: `YYYY-MM-DD` bounds are whole days in the location's
 * time zone, both inclusive; ISO date-times are instants, start inclusive, end
 * exclusive. Returns the half-open instant range [from, to).
 */
export function resolveRange(startDate: string, endDate: string, timezone: string): { from: Date; to: Date } {
  const from = isDayString(startDate) ? startOfLocalDay(startDate, timezone) : new Date(startDate);
  const to = isDayString(endDate) ? startOfLocalDay(addDaysToDay(endDate, 1), timezone) : new Date(endDate);
  if (to.getTime() <= from.getTime()) {
    throw new BadRequest('endDate must be after startDate', {
      errors: [{ path: 'endDate', msg: 'endDate must be after startDate' }],
    });
  }
  return { from, to };
}
