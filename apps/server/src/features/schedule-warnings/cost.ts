import { addDaysToDay, daysBetween, localDayOf } from '@shiftclock/contract/time/zoned-time';
import { HOUR_MS, hoursOf, type WarningEmployee } from './intervals.ts';

/**
 * Scheduled labour cost (docs/api.md, "Schedule warnings"): each shift scheduled here costs its hours
 * times the person's hourly rate, on the location's day it starts. People without a rate add hours
 * but no cost, and are named so the manager knows the cost is short.
 */

export type CostShift = {
  id: string;
  employee: WarningEmployee;
  rate: number | null;
  start: number;
  end: number;
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function labourTotals(
  shifts: readonly CostShift[],
  options: { startDate: string; endDate: string; timezone: string },
) {
  const days = Array.from({ length: daysBetween(options.startDate, options.endDate) + 1 }, (_, index) => ({
    date: addDaysToDay(options.startDate, index),
    ms: 0,
    cost: 0,
  }));
  const noRate = new Map<string, WarningEmployee>();
  for (const shift of shifts) {
    const day = days.find((candidate) => candidate.date === localDayOf(shift.start, options.timezone));
    if (!day) continue;
    const ms = shift.end - shift.start;
    day.ms += ms;
    if (shift.rate === null) noRate.set(shift.employee.id, shift.employee);
    else day.cost += (ms / HOUR_MS) * shift.rate;
  }
  const rows = days.map(({ date, ms, cost }) => ({ date, hours: hoursOf(ms), cost: cents(cost) }));
  return {
    days: rows,
    week: {
      hours: hoursOf(days.reduce((sum, day) => sum + day.ms, 0)),
      cost: cents(days.reduce((sum, day) => sum + day.cost, 0)),
    },
    noRate: [...noRate.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export type LabourTotals = ReturnType<typeof labourTotals>;

/** A warning for each day over the day's budget, and one for the range over the week's. */
export function costWarnings(
  totals: LabourTotals,
  budgets: { labourBudgetDay: number | null; labourBudgetWeek: number | null },
) {
  const warning = (period: 'day' | 'week', date: string, cost: number, budget: number) => ({
    kind: 'cost' as const,
    severity: 'warning' as const,
    date,
    shiftIds: [],
    period,
    cost,
    budget,
  });
  const { labourBudgetDay: day, labourBudgetWeek: week } = budgets;
  return [
    ...(day === null
      ? []
      : totals.days.filter((row) => row.cost > day).map((row) => warning('day', row.date, row.cost, day))),
    ...(week !== null && totals.week.cost > week && totals.days[0]
      ? [warning('week', totals.days[0].date, totals.week.cost, week)]
      : []),
  ];
}
