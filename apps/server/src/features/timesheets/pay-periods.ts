import { TZDate } from '@date-fns/tz';
import type { PayPeriodType, PayrollSettings } from '@shiftclock/contract/timesheets';
import { addDays, addMonths, differenceInCalendarDays, format, lastDayOfMonth } from 'date-fns';
import { startOfLocalDay } from '../../shared/date-range.ts';

/**
 * Pay periods are runs of calendar days (`YYYY-MM-DD`). Day arithmetic happens on calendar dates in
 * UTC, where every day has 24 hours; only turning a day into instants uses the location's zone, so a
 * 23- or 25-hour day (DST) never shifts a boundary.
 */

const calendar = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 'UTC');
};
const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

export const addDaysToDay = (day: string, days: number) => dayOf(addDays(calendar(day), days));
export const daysBetween = (from: string, to: string) =>
  differenceInCalendarDays(calendar(to), calendar(from));

/** A non-negative remainder, so days before the anchor fall into the right cycle. */
const mod = (n: number, m: number) => ((n % m) + m) % m;

export type PeriodDays = { type: PayPeriodType; startDate: string; endDate: string };
export type PayPeriod = PeriodDays & { previousDate: string; nextDate: string };

/** The pay period that contains `day` under the location's payroll settings. */
export function periodContaining(
  day: string,
  payroll: Pick<PayrollSettings, 'period' | 'periodStart'>,
): PayPeriod {
  const { startDate, endDate } = periodBounds(day, payroll);
  return {
    type: payroll.period,
    startDate,
    endDate,
    previousDate: addDaysToDay(startDate, -1),
    nextDate: addDaysToDay(endDate, 1),
  };
}

function periodBounds(day: string, payroll: Pick<PayrollSettings, 'period' | 'periodStart'>) {
  switch (payroll.period) {
    case 'weekly':
    case 'biweekly': {
      const length = payroll.period === 'weekly' ? 7 : 14;
      const startDate = addDaysToDay(day, -mod(daysBetween(payroll.periodStart, day), length));
      return { startDate, endDate: addDaysToDay(startDate, length - 1) };
    }
    case 'semimonthly': {
      // Fixed halves: 1st-15th and 16th-last day (decision 0090).
      const date = calendar(day);
      const month = day.slice(0, 8);
      return date.getDate() <= 15
        ? { startDate: `${month}01`, endDate: `${month}15` }
        : { startDate: `${month}16`, endDate: dayOf(lastDayOfMonth(date)) };
    }
    case 'monthly': {
      // The anchor's day of the month is 1-28 (the settings schema), so it exists in every month.
      const anchorDay = Number(payroll.periodStart.slice(8, 10));
      const date = calendar(day);
      const thisMonth = new TZDate(date.getFullYear(), date.getMonth(), anchorDay, 'UTC');
      const start = date.getDate() >= anchorDay ? thisMonth : addMonths(thisMonth, -1);
      return { startDate: dayOf(start), endDate: dayOf(addDays(addMonths(start, 1), -1)) };
    }
  }
}

export const isPeriodStart = (day: string, payroll: Pick<PayrollSettings, 'period' | 'periodStart'>) =>
  periodContaining(day, payroll).startDate === day;

/** The first day of the overtime workweek containing `day`: workweeks start on periodStart's weekday. */
export const workweekStart = (day: string, periodStart: string) =>
  addDaysToDay(day, -mod(daysBetween(periodStart, day), 7));

/** The instants [from, to) of the days `first`..`last` (inclusive) in a time zone. */
export const localDaysRange = (first: string, last: string, timezone: string) => ({
  from: startOfLocalDay(first, timezone),
  to: startOfLocalDay(addDaysToDay(last, 1), timezone),
});

/** The calendar day an instant falls on in a time zone. */
export const localDayOf = (instant: Date, timezone: string) =>
  format(new TZDate(instant, timezone), 'yyyy-MM-dd');

/** `HH:mm` local time followed by the day, for the detailed CSV: `YYYY-MM-DD HH:MM`. */
export const localDateTime = (instant: Date, timezone: string) =>
  format(new TZDate(instant, timezone), 'yyyy-MM-dd HH:mm');
