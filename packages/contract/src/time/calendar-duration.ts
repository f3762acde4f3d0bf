import { addDays, addMonths, addYears } from 'date-fns';

// Date arithmetic by the calendar lives with the other time code (docs/decisions/0181-one-time-zone-module.md).

export type DurationUnit = 'days' | 'months' | 'years';

/** Calendar arithmetic: a month from 31 January is the end of February, not 3 March. */
export function addDuration(from: Date, duration: number, unit: DurationUnit): Date {
  switch (unit) {
    case 'days':
      return addDays(from, duration);
    case 'months':
      return addMonths(from, duration);
    case 'years':
      return addYears(from, duration);
  }
}
