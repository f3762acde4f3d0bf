import type { PayPeriodType, PayrollSettings } from '@shiftclock/contract/payroll';
import {
  addDaysToDay,
  addMonthsToDay,
  daysBetween,
  lastDayOfMonth,
} from '@shiftclock/contract/time/zoned-time';

/**
 * Pay periods are runs of calendar days (`YYYY-MM-DD`). Day arithmetic happens on calendar dates
 * (packages/contract/src/time/zoned-time.ts), where every day has 24 hours; only turning a day into instants uses the
 * location's zone, so a 23- or 25-hour day (DST) never shifts a boundary.
 */

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
      const month = day.slice(0, 8);
      return Number(day.slice(8, 10)) <= 15
        ? { startDate: `${month}01`, endDate: `${month}15` }
        : { startDate: `${month}16`, endDate: lastDayOfMonth(day) };
    }
    case 'monthly': {
      // The anchor's day of the month is 1-28 (the settings schema), so it exists in every month.
      const anchorDay = payroll.periodStart.slice(8, 10);
      const thisMonth = `${day.slice(0, 8)}${anchorDay}`;
      const startDate = day >= thisMonth ? thisMonth : addMonthsToDay(thisMonth, -1);
      return { startDate, endDate: addDaysToDay(addMonthsToDay(startDate, 1), -1) };
    }
  }
}

/** The first day of the overtime workweek containing `day`: workweeks start on periodStart's weekday. */
export const workweekStart = (day: string, periodStart: string) =>
  addDaysToDay(day, -mod(daysBetween(periodStart, day), 7));
