import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range bound: `YYYY-MM-DD` (a whole day in the location's time zone) or a
 * full ISO date-time with an offset (an instant), per CONTRACT.md section 2.
 */
export const rangeBound = z
  .string()
  .max(40)
  .refine((value) => {
    if (DAY.test(value)) {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }
    return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
  }, 'Must be a date (YYYY-MM-DD) or an ISO date-time with a time zone');

export const isDayString = (value: string) => DAY.test(value);
