import { MAX_CORRECTED_SHIFT_HOURS } from '@shiftclock/contract/corrections';
import { DEFAULT_PAYROLL, type PayrollSettings } from '@shiftclock/contract/payroll';
import type { LocationSettings } from '../../db/schema/locations.ts';
import { type PeriodDays, workweekStart } from '../../shared/pay-periods.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import type { LocationCounting, TotalsBreak, TotalsShift } from './shift-count.ts';
import { computeTotals, type EmployeeTotals, type TotalsScheduled } from './timesheet-totals.ts';
import type { listRowsOfPeopleAt } from './timesheets.repository.ts';

/**
 * Under whose rules a person's hours are counted (docs/api.md, "One person at several locations"):
 * those of their home location, the location of their earliest employee row. Its zone and payroll
 * settings define the workdays, the workweek and the thresholds for all their hours; each shift is
 * still rounded and deducted as the location it was worked at does. A person at one location is
 * counted exactly as before people existed.
 */

export const payrollOf = (settings: LocationSettings | null | undefined): PayrollSettings => ({
  ...DEFAULT_PAYROLL,
  ...settings?.payroll,
});

/** The automatic deduction the settings ask for, or null. */
export const autoDeductionOf = (payroll: PayrollSettings) =>
  payroll.autoDeductMinutes === null
    ? null
    : { minutes: payroll.autoDeductMinutes, afterHours: payroll.autoDeductAfterHours };

export type PolicyLocation = { locationId: string; timezone: string; payroll: PayrollSettings };

/** An employee row of a person, with its location's zone and settings. */
export type PersonRow = Awaited<ReturnType<typeof listRowsOfPeopleAt>>[number];

const policyOf = (row: PersonRow): PolicyLocation => ({
  locationId: row.locationId,
  timezone: row.timezone,
  payroll: payrollOf(row.settings),
});

/** Each person's home location, from their rows oldest first (employees.created_at, then id). */
export function homesOf(rowsOldestFirst: readonly PersonRow[]) {
  const homes = new Map<string, PolicyLocation>();
  for (const row of rowsOldestFirst) if (!homes.has(row.personId)) homes.set(row.personId, policyOf(row));
  return homes;
}

/** How each location of these rows rounds and deducts. */
export function countingByLocation(rows: readonly PersonRow[]) {
  const byLocation = new Map<string, LocationCounting>();
  for (const row of rows) {
    const payroll = payrollOf(row.settings);
    byLocation.set(row.locationId, {
      autoDeduction: autoDeductionOf(payroll),
      roundingMinutes: payroll.roundingMinutes,
      timezone: row.timezone,
    });
  }
  return byLocation;
}

/**
 * The instants of the shifts to read for a period: from the start of each policy's workweek holding
 * the period's first day (its earlier days count toward the weekly threshold), less the longest
 * shift, which may reach into it, to the period's last workday's end under each policy.
 */
export function shiftWindow(policies: Iterable<PolicyLocation>, period: PeriodDays) {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const { timezone, payroll } of policies) {
    const workdays = workdaysOf(timezone, payroll.workdayStart);
    const firstWeekday = workweekStart(period.startDate, payroll.periodStart);
    from = Math.min(from, workdays.startOf(firstWeekday) - MAX_CORRECTED_SHIFT_HOURS * 3_600_000);
    to = Math.max(to, workdays.range(period.startDate, period.endDate).to.getTime());
  }
  return { from: new Date(from), to: new Date(to) };
}

type LocatedShift = TotalsShift & { locationId: string };

/**
 * A location's totals for a period: its people grouped by home location, each group counted under
 * that home's rules with their shifts here and (`elsewhere`) at their other locations.
 */
export function totalsAcrossLocations(input: {
  period: PeriodDays;
  locationId: string;
  employees: readonly { id: string; personId: string }[];
  homes: ReadonlyMap<string, PolicyLocation>;
  counting: ReadonlyMap<string, LocationCounting>;
  shifts: readonly LocatedShift[];
  breaks: TotalsBreak[];
  scheduled: readonly TotalsScheduled[];
  now: Date;
}): EmployeeTotals[] {
  const personOf = new Map(input.employees.map((e) => [e.id, e.personId]));
  const groups = new Map<
    string,
    { policy: PolicyLocation; shifts: TotalsShift[]; scheduled: TotalsScheduled[] }
  >();
  const groupOf = (personId: string | undefined) => {
    const policy = personId === undefined ? undefined : input.homes.get(personId);
    if (!policy) return undefined;
    let group = groups.get(policy.locationId);
    if (!group) {
      group = { policy, shifts: [], scheduled: [] };
      groups.set(policy.locationId, group);
    }
    return group;
  };
  for (const shift of input.shifts) {
    const personId = shift.personId ?? personOf.get(shift.employeeUuid);
    groupOf(personId)?.shifts.push({
      ...shift,
      personId,
      elsewhere: shift.locationId !== input.locationId,
      counting: input.counting.get(shift.locationId),
    });
  }
  for (const s of input.scheduled) groupOf(personOf.get(s.employeeUuid))?.scheduled.push(s);

  return [...groups.values()].flatMap(({ policy, shifts, scheduled }) =>
    computeTotals({
      startDate: input.period.startDate,
      endDate: input.period.endDate,
      timezone: policy.timezone,
      periodStart: policy.payroll.periodStart,
      weeklyOvertimeHours: policy.payroll.weeklyOvertimeHours,
      dailyOvertimeHours: policy.payroll.dailyOvertimeHours,
      doubleTimeDailyHours: policy.payroll.doubleTimeDailyHours,
      seventhDayRule: policy.payroll.seventhDayRule,
      workdayStart: policy.payroll.workdayStart,
      autoDeduction: autoDeductionOf(policy.payroll),
      roundingMinutes: policy.payroll.roundingMinutes,
      shifts,
      scheduled,
      breaks: input.breaks,
      now: input.now,
    }),
  );
}
