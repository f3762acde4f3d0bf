import type { PayrollSettings } from '@shiftclock/contract/payroll';
import type { DbOrTx } from '../../db/client.ts';
import type { PayPeriod } from '../../shared/pay-periods.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import { findApprovals } from '../approvals/approvals.repository.ts';
import { listShiftCorrectionAnswers } from '../my-record/shift-answers.ts';
import { homesOf, type PersonRow, shiftWindow } from './counting-policy.ts';
import {
  listBreaksOfLocationsOrRows,
  listLocationEmployees,
  listPaidTimeOff,
  listRowsOfPeopleAt,
  listScheduledStartingIn,
  listShiftsOfLocationsOrRows,
} from './timesheets.repository.ts';

/** A location whose timesheet is read: its zone and pay settings. */
export type SheetLocation = { locationId: string; timezone: string; payroll: PayrollSettings };

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type LocatedShiftRow = Rows<typeof listShiftsOfLocationsOrRows>[number];

/** Everything one location's timesheet of a period is made of. */
export type LocationSnapshot<L extends SheetLocation = SheetLocation> = ReturnType<typeof snapshotOf<L>>;

const groupBy = <T, K>(items: readonly T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
};

// getTime, not unary plus: this runs for every shift of every location, and Date's coercion is slow.
const within = (instant: Date, range: { from: Date; to: Date }) => {
  const ms = instant.getTime();
  return ms >= range.from.getTime() && ms < range.to.getTime();
};

/** What a location's timesheet reads: its people's rows, their homes and the instants to read. */
function planOf<L extends SheetLocation>(location: L, allRows: readonly PersonRow[], period: PayPeriod) {
  const peopleHere = new Set(
    allRows.filter((row) => row.locationId === location.locationId).map((row) => row.personId),
  );
  const personRows = allRows.filter((row) => peopleHere.has(row.personId));
  const homes = homesOf(personRows);
  return {
    location,
    personRows,
    homes,
    // The workweeks of every home location involved (only this one for people working only here).
    window: shiftWindow([location, ...homes.values()], period),
    // The period's workdays here: its shifts, schedules and corrections.
    days: workdaysOf(location.timezone, location.payroll.workdayStart).range(
      period.startDate,
      period.endDate,
    ),
    elsewhereRows: personRows.filter((row) => row.locationId !== location.locationId),
  };
}

type Plan<L extends SheetLocation> = ReturnType<typeof planOf<L>>;
const spanOf = (ranges: readonly { from: Date; to: Date }[]) => ({
  from: new Date(Math.min(...ranges.map((r) => +r.from))),
  to: new Date(Math.max(...ranges.map((r) => +r.to))),
});

/**
 * The snapshots of several locations' timesheets of one period, read in one pass of a few queries
 * whatever the number of locations (the organization's timesheet of 50 locations made 50 × 11 round
 * trips before, docs/performance.md). Run it in one repeatable-read transaction, so the approval,
 * the shifts and the figures (and so a CSV) belong to one moment. Each snapshot carries its location.
 */
export async function readSnapshots<L extends SheetLocation>(
  tx: DbOrTx,
  locations: readonly L[],
  period: PayPeriod,
) {
  if (locations.length === 0) return [];
  const locationIds = locations.map((location) => location.locationId);
  const allRows = await listRowsOfPeopleAt(tx, locationIds);
  const plans = locations.map((location) => planOf(location, allRows, period));
  const window = spanOf(plans.map((plan) => plan.window));
  const days = spanOf(plans.map((plan) => plan.days));
  const readHere = new Set(locationIds);
  // Shifts elsewhere are read by their employee row where that location is not read anyway.
  const rowsElsewhere = [
    ...new Set(
      plans.flatMap((plan) =>
        plan.elsewhereRows.filter((row) => !readHere.has(row.locationId)).map((row) => row.employeeUuid),
      ),
    ),
  ];
  const shiftsQuery = { locationIds, employeeIds: rowsElsewhere, ...window };
  const shifts = await listShiftsOfLocationsOrRows(tx, shiftsQuery);
  const breaks = await listBreaksOfLocationsOrRows(tx, shiftsQuery);
  const scheduled = await listScheduledStartingIn(tx, locationIds, days.from, days.to);
  const employees = await listLocationEmployees(tx, locationIds);
  const approvals = await findApprovals(tx, locationIds, period.startDate);
  const answers = await listShiftCorrectionAnswers(tx, locationIds, days.from, days.to);
  const paidTimeOff = await listPaidTimeOff(tx, { locationIds, ...period });

  // Oldest first, as the timesheet lists them; each shift's breaks earliest first.
  shifts.sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime() || (a.id < b.id ? -1 : 1));
  const breaksByShift = groupBy(breaks, (b) => b.shiftId);
  for (const ofShift of breaksByShift.values())
    if (ofShift.length > 1) ofShift.sort((a, b) => a.start.getTime() - b.start.getTime());
  const read = {
    shiftsByLocation: groupBy(shifts, (s) => s.locationId),
    shiftsByRow: groupBy(shifts, (s) => s.employeeUuid),
    breaksByShift,
    scheduledByLocation: groupBy(scheduled, (s) => s.locationId),
    employeesByLocation: groupBy(employees, (e) => e.locationId),
    approvalByLocation: new Map(approvals.map((a) => [a.locationId, a])),
    answersByShift: new Map(answers.map((a) => [a.shiftId, a])),
    paidTimeOff,
  };
  return plans.map((plan) => snapshotOf(plan, read));
}

/** One location's share of what was read. */
function snapshotOf<L extends SheetLocation>(
  plan: Plan<L>,
  read: {
    shiftsByLocation: Map<string, LocatedShiftRow[]>;
    shiftsByRow: Map<string, LocatedShiftRow[]>;
    breaksByShift: Map<string, Rows<typeof listBreaksOfLocationsOrRows>>;
    scheduledByLocation: Map<string, Rows<typeof listScheduledStartingIn>>;
    employeesByLocation: Map<string, Rows<typeof listLocationEmployees>>;
    approvalByLocation: Map<string, Rows<typeof findApprovals>[number]>;
    answersByShift: Map<string, Rows<typeof listShiftCorrectionAnswers>[number]>;
    paidTimeOff: Rows<typeof listPaidTimeOff>;
  },
) {
  const { locationId } = plan.location;
  const ownShifts = (read.shiftsByLocation.get(locationId) ?? []).filter((s) =>
    within(s.clockIn, plan.window),
  );
  const elsewhereShifts = plan.elsewhereRows.flatMap((row) =>
    (read.shiftsByRow.get(row.employeeUuid) ?? []).filter((s) => within(s.clockIn, plan.window)),
  );
  const periodShiftIds = ownShifts.filter((s) => within(s.clockIn, plan.days)).map((s) => s.id);
  return {
    location: plan.location,
    personRows: plan.personRows,
    homes: plan.homes,
    ownShifts,
    elsewhereShifts,
    breaks: [...ownShifts, ...elsewhereShifts].flatMap((s) => read.breaksByShift.get(s.id) ?? []),
    scheduled: (read.scheduledByLocation.get(locationId) ?? []).filter((s) => within(s.start, plan.days)),
    employees: read.employeesByLocation.get(locationId) ?? [],
    approval: read.approvalByLocation.get(locationId),
    correctionAnswers: periodShiftIds.flatMap((id) => {
      const answer = read.answersByShift.get(id);
      return answer ? [answer] : [];
    }),
    paidTimeOff: read.paidTimeOff.get(locationId) ?? new Map<string, number>(),
  };
}
