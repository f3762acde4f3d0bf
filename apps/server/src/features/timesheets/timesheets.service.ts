import { UNREVIEWED_SHIFTS_CODE } from '@shiftclock/contract/approval';
import { hoursOf, minutesOf } from '@shiftclock/contract/hours';
import type { Language } from '@shiftclock/contract/languages';
import { timesheetMessages } from '@shiftclock/contract/messages';
import { organizationExportFileName } from '@shiftclock/contract/organization-timesheet';
import type { PayrollSettings } from '@shiftclock/contract/payroll';
import { localDayOf } from '@shiftclock/contract/time/zoned-time';
import { type ExportFormat, exportFileName } from '@shiftclock/contract/timesheet-export';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import type { Db } from '../../db/client.ts';
import { Conflict, FieldInvalid, NotFound } from '../../platform/errors.ts';
import { type PayPeriod, periodContaining, workweekStart } from '../../shared/pay-periods.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import { deleteApproval, insertApproval, lockLocation } from '../approvals/approvals.repository.ts';
import { insertAuditEntry, listPeriodAudit } from '../shifts/audit.repository.ts';
import { closeRunawayShifts } from '../shifts/runaway-shifts.repository.ts';
import { toShiftDto } from '../shifts/shift-dto.ts';
import { autoDeductionOf, countingByLocation, payrollOf, totalsAcrossLocations } from './counting-policy.ts';
import { type OrganizationScope, organizationTimesheet } from './organization-timesheet.ts';
import { detailedCsv, organizationCsv, summaryCsv } from './timesheet-export.ts';
import { type LocationSnapshot, readSnapshots, type SheetLocation } from './timesheet-snapshot.ts';
import { needsReview } from './timesheet-totals.ts';
import { findLocation, listUnsettledBegunIn } from './timesheets.repository.ts';

/** The location a timesheet is about: the manager's own, or one of the owner's (export). */
export type LocationScope = { locationId: string; locationCode: string; timezone: string };
/** A location with the pay settings its timesheet counts under. */
type SheetScope = LocationScope & SheetLocation;

/** The figures of a person with nothing counted here in the period (a row for their paid time off). */
const emptyTotals = (employeeUuid: string) => ({
  employeeUuid,
  daysWorked: 0,
  regularMs: 0,
  overtimeMs: 0,
  doubleTimeMs: 0,
  totalMs: 0,
  actualMs: 0,
  paidBreakMs: 0,
  unpaidBreakMs: 0,
  deductionMs: 0,
  scheduledMs: 0,
  shiftCount: 0,
  lateArrivals: 0,
  needsReview: 0,
  awaitingReview: 0,
  shiftIds: [] as string[],
  workdays: [] as { workday: string; regularMs: number; overtimeMs: number; doubleTimeMs: number }[],
  pendingShifts: [] as { id: string; clockIn: Date }[],
  hoursElsewhere: false,
});

/**
 * A location's timesheet of a period from its snapshot: each person counted under their home's rules
 * with their hours elsewhere, paid time off beside, the review lists and the export's rules.
 */
function sheetOf<L extends SheetScope>(period: PayPeriod, snapshot: LocationSnapshot<L>, at: Date) {
  const { location: scope } = snapshot;
  const { payroll } = scope;
  const workdays = workdaysOf(scope.timezone, payroll.workdayStart);
  const { from, to } = workdays.range(period.startDate, period.endDate);
  const { ownShifts: shiftRows, breaks, scheduled, employees, approval } = snapshot;
  // Where each shift elsewhere was worked, and whose it is.
  const rowsByUuid = new Map(
    snapshot.personRows.map((row) => [
      row.employeeUuid,
      { locationId: row.locationId, personId: row.personId },
    ]),
  );
  const totals = totalsAcrossLocations({
    period,
    locationId: scope.locationId,
    employees,
    homes: snapshot.homes,
    counting: countingByLocation(snapshot.personRows),
    shifts: [
      ...shiftRows,
      ...snapshot.elsewhereShifts.flatMap((s) => {
        const row = rowsByUuid.get(s.employeeUuid);
        return row ? [{ ...s, ...row }] : [];
      }),
    ],
    breaks,
    scheduled,
    now: at,
  });
  const periodShifts = shiftRows.filter((s) => s.clockIn >= from && s.clockIn < to);
  const byId = new Map(employees.map((e) => [e.id, e]));
  const rows = totals
    .map((t) => ({ t, employee: byId.get(t.employeeUuid) }))
    .filter((r): r is { t: typeof r.t; employee: NonNullable<typeof r.employee> } => r.employee !== undefined)
    .sort((a, b) => a.employee.code.localeCompare(b.employee.code));
  // Paid time off is not work: its own figure, in no total and no overtime (docs/decisions/0203).
  // A person with paid time off and no shift in the period gets a row of zeros beside it.
  const { paidTimeOff } = snapshot;
  const listed = new Set(rows.map((r) => r.employee.personId));
  for (const employee of employees)
    if (paidTimeOff.has(employee.personId) && !listed.has(employee.personId)) {
      listed.add(employee.personId);
      rows.push({ t: emptyTotals(employee.id), employee });
    }
  rows.sort((a, b) => a.employee.code.localeCompare(b.employee.code));
  const withPaidTimeOff = paidTimeOff.size > 0;
  const paidTimeOffOf = (personId: string) =>
    withPaidTimeOff ? { paidTimeOffHours: hoursOf((paidTimeOff.get(personId) ?? 0) * 60_000) } : {};

  const sum = (pick: (t: (typeof totals)[number]) => number) => rows.reduce((s, r) => s + pick(r.t), 0);
  const timesheet: TimesheetResponse = {
    period,
    approval: approval
      ? { approvedAt: approval.approvedAt.toISOString(), approvedBy: approval.approvedBy }
      : null,
    settings: {
      weeklyOvertimeHours: payroll.weeklyOvertimeHours,
      dailyOvertimeHours: payroll.dailyOvertimeHours,
      doubleTimeDailyHours: payroll.doubleTimeDailyHours,
      seventhDayRule: payroll.seventhDayRule,
      workdayStart: payroll.workdayStart,
      breaksPaid: payroll.breaksPaid,
      autoDeductMinutes: payroll.autoDeductMinutes,
      autoDeductAfterHours: payroll.autoDeductAfterHours,
      roundingMinutes: payroll.roundingMinutes,
    },
    employees: rows.map(({ t, employee }) => ({
      employee: {
        id: employee.id,
        name: employee.name,
        employeeId: employee.code,
        isActive: employee.isActive,
      },
      daysWorked: t.daysWorked,
      regularHours: hoursOf(t.regularMs),
      overtimeHours: hoursOf(t.overtimeMs),
      doubleTimeHours: hoursOf(t.doubleTimeMs),
      totalHours: hoursOf(t.totalMs),
      actualHours: hoursOf(t.actualMs),
      paidBreakMinutes: minutesOf(t.paidBreakMs),
      unpaidBreakMinutes: minutesOf(t.unpaidBreakMs),
      deductionMinutes: minutesOf(t.deductionMs),
      scheduledHours: hoursOf(t.scheduledMs),
      shiftCount: t.shiftCount,
      lateArrivals: t.lateArrivals,
      needsReview: t.needsReview,
      awaitingReview: t.awaitingReview,
      workdays: t.workdays.map((day) => ({
        workday: day.workday,
        regularHours: hoursOf(day.regularMs),
        overtimeHours: hoursOf(day.overtimeMs),
        doubleTimeHours: hoursOf(day.doubleTimeMs),
      })),
      pendingShifts: t.pendingShifts.map((shift) => ({
        id: shift.id,
        clockIn: shift.clockIn.toISOString(),
      })),
      hoursElsewhere: t.hoursElsewhere,
      ...paidTimeOffOf(employee.personId),
    })),
    // Sums of the exact values, rounded once: never a sum of rounded parts.
    totals: {
      regularHours: hoursOf(sum((t) => t.regularMs)),
      overtimeHours: hoursOf(sum((t) => t.overtimeMs)),
      doubleTimeHours: hoursOf(sum((t) => t.doubleTimeMs)),
      totalHours: hoursOf(sum((t) => t.totalMs)),
      actualHours: hoursOf(sum((t) => t.actualMs)),
      paidBreakMinutes: minutesOf(sum((t) => t.paidBreakMs)),
      unpaidBreakMinutes: minutesOf(sum((t) => t.unpaidBreakMs)),
      deductionMinutes: minutesOf(sum((t) => t.deductionMs)),
      scheduledHours: hoursOf(sum((t) => t.scheduledMs)),
      shiftCount: sum((t) => t.shiftCount),
      ...(withPaidTimeOff
        ? {
            paidTimeOffHours: hoursOf(
              rows.reduce((total, r) => total + (paidTimeOff.get(r.employee.personId) ?? 0), 0) * 60_000,
            ),
          }
        : {}),
    },
    reviewShifts: periodShifts.filter(needsReview).map(toShiftDto),
    openShifts: periodShifts.filter((shift) => shift.clockOut === null).map(toShiftDto),
    correctionAnswers: snapshot.correctionAnswers,
  };
  const rules = {
    breaks,
    autoDeduction: autoDeductionOf(payroll),
    roundingMinutes: payroll.roundingMinutes,
    timezone: scope.timezone,
    workdays,
  };
  const personOf = new Map(rows.map(({ employee }) => [employee.id, employee.personId]));
  return { location: scope, timesheet, periodShifts, rules, at, personOf };
}

export function createTimesheetsService({ db, now }: { db: Db; now: () => Date }) {
  async function payrollFor(scope: LocationScope) {
    const location = await findLocation(db, scope.locationId);
    if (!location) throw new NotFound('Location not found');
    return payrollOf(location.settings);
  }

  const periodFor = (scope: LocationScope, payroll: PayrollSettings, date: string | undefined) =>
    periodContaining(date ?? localDayOf(now(), scope.timezone), payroll);

  /**
   * Everything the timesheet and both exports are made of, read once. `period` forces the days (the
   * organization's timesheet); otherwise the location's period holding `date`.
   */
  async function build(scope: LocationScope, date: string | undefined, forcedPeriod?: PayPeriod) {
    const at = now();
    await closeRunawayShifts(db, at, scope.locationId);
    const payroll = await payrollFor(scope);
    const period = forcedPeriod ?? periodFor(scope, payroll, date);
    const [sheet] = await sheetsOf([{ ...scope, payroll }], period, at);
    if (!sheet) throw new NotFound('Location not found');
    return sheet;
  }

  /** The timesheets of these locations for one period, read in one snapshot (timesheet-snapshot.ts). */
  async function sheetsOf<L extends SheetScope>(locations: readonly L[], period: PayPeriod, at: Date) {
    const snapshots = await db.transaction((tx) => readSnapshots(tx, locations, period), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    return snapshots.map((snapshot) => sheetOf(period, snapshot, at));
  }

  /** For the organization's timesheet: every location's sheet of the period, runaway shifts closed first. */
  const sheetsFor = async <L extends SheetScope>(locations: readonly L[], period: PayPeriod) => {
    const at = now();
    await closeRunawayShifts(
      db,
      at,
      locations.map((location) => location.locationId),
    );
    return sheetsOf(locations, period, at);
  };

  /** A period start under the current settings, else a 400 naming startDate. */
  function assertPeriodStart(period: PayPeriod, startDate: string) {
    if (period.startDate !== startDate)
      throw new FieldInvalid('startDate', timesheetMessages.notAPeriodStart);
  }

  return {
    async timesheet(scope: LocationScope, date: string | undefined) {
      return (await build(scope, date)).timesheet;
    },

    /**
     * The timesheet with the shifts and rules its detailed export counts: the employee's own app keeps
     * their row and shifts of it (features/my-hours), so their figures are the manager's.
     */
    async detail(scope: LocationScope, date: string | undefined) {
      const { timesheet, periodShifts, rules, at } = await build(scope, date);
      return { timesheet, periodShifts, rules, at };
    },

    /** The owner's timesheet of all the organization's locations. */
    organizationTimesheet(organizationId: string, date: string | undefined) {
      return organizationTimesheet({ db, now, sheetsFor }, organizationId, date);
    },

    /** The organization timesheet over any days, of some locations only (features/api-keys). */
    organizationTimesheetOver(organizationId: string, scope: Required<OrganizationScope>) {
      return organizationTimesheet({ db, now, sheetsFor }, organizationId, undefined, scope);
    },

    async organizationExport(organizationId: string, date: string | undefined, headerLanguage?: Language) {
      const sheet = await organizationTimesheet({ db, now, sheetsFor }, organizationId, date);
      return {
        fileName: organizationExportFileName(sheet.period),
        csv: organizationCsv(sheet, headerLanguage),
      };
    },

    /**
     * Locks the period. Allowed before its last day has ended (decision 0090): a manager may close the
     * week on its last afternoon. Takes the location exclusively, so no correction is half-way through.
     */
    async approve(scope: LocationScope, startDate: string, actor: string) {
      const at = now();
      // Shifts open for over 16 h are closed (and audited) first, so a refusal names them too and
      // the close is not undone with it.
      await closeRunawayShifts(db, at, scope.locationId);
      const approval = await db.transaction(async (tx) => {
        const location = await lockLocation(tx, scope.locationId, 'no key update');
        if (!location) throw new NotFound('Location not found');
        const payroll = payrollOf(location.settings);
        const workdays = workdaysOf(scope.timezone, payroll.workdayStart);
        const period = periodContaining(startDate, payroll);
        assertPeriodStart(period, startDate);
        // Before its last day is fine (decision 0090); before its first, there is nothing to approve.
        if (startDate > localDayOf(at, scope.timezone)) {
          throw new FieldInvalid('startDate', timesheetMessages.periodNotStarted);
        }
        // Nobody knows when a forgotten shift ended: each must be corrected or confirmed first.
        const { from, to } = workdays.range(period.startDate, period.endDate);
        const awaiting = await listUnsettledBegunIn(tx, scope.locationId, { from, to }, 'awaitingReview');
        if (awaiting.length > 0) {
          throw new Conflict(timesheetMessages.unreviewedShifts, {
            code: UNREVIEWED_SHIFTS_CODE,
            extra: { shifts: awaiting.map(toShiftDto) },
          });
        }
        // An approved period never changes (approval-guard.ts): a shift still open whose hours count in
        // it (begun in it, or earlier in its first workweek) would change it at its clock-out, which
        // the kiosk then refuses. So those are clocked out or corrected first (decision 0169).
        const open = await listUnsettledBegunIn(
          tx,
          scope.locationId,
          {
            from: workdays.range(workweekStart(period.startDate, payroll.periodStart), period.endDate).from,
            to,
          },
          'open',
        );
        if (open.length > 0) {
          throw new Conflict(timesheetMessages.openShiftsInPeriod, {
            code: 'OPEN_SHIFTS_IN_PERIOD',
            extra: { shifts: open.map(toShiftDto) },
          });
        }
        const row = await insertApproval(tx, {
          locationId: scope.locationId,
          startDate: period.startDate,
          endDate: period.endDate,
          approvedAt: at,
          approvedBy: actor,
        });
        if (!row) throw new Conflict(timesheetMessages.alreadyApproved, { code: 'ALREADY_APPROVED' });
        await insertAuditEntry(tx, {
          locationId: scope.locationId,
          periodStart: period.startDate,
          periodEnd: period.endDate,
          action: 'approve',
          actor,
          at,
        });
        return row;
      });
      return {
        message: timesheetMessages.payPeriodApproved,
        approval: { approvedAt: approval.approvedAt.toISOString(), approvedBy: approval.approvedBy },
      };
    },

    async reopen(scope: LocationScope, startDate: string, actor: string) {
      const at = now();
      await db.transaction(async (tx) => {
        await lockLocation(tx, scope.locationId, 'no key update');
        // By the stored approval, not the settings: a period approved under other settings can still be reopened.
        const row = await deleteApproval(tx, scope.locationId, startDate);
        if (!row) throw new Conflict(timesheetMessages.notApproved, { code: 'NOT_APPROVED' });
        await insertAuditEntry(tx, {
          locationId: scope.locationId,
          periodStart: row.startDate,
          periodEnd: row.endDate,
          action: 'reopen',
          actor,
          at,
        });
      });
      return { message: timesheetMessages.payPeriodReopened };
    },

    async periodAudit(scope: LocationScope, date: string | undefined) {
      const payroll = await payrollFor(scope);
      const period = periodFor(scope, payroll, date);
      const { from, to } = workdaysOf(scope.timezone, payroll.workdayStart).range(
        period.startDate,
        period.endDate,
      );
      return { entries: await listPeriodAudit(db, scope.locationId, { ...period, from, to }) };
    },

    async export(
      scope: LocationScope,
      date: string | undefined,
      format: ExportFormat,
      headerLanguage?: Language,
    ) {
      const { timesheet, periodShifts, rules, at } = await build(scope, date);
      return {
        fileName: exportFileName(scope.locationCode, timesheet.period, format),
        csv:
          format === 'summary'
            ? summaryCsv(timesheet, headerLanguage)
            : detailedCsv(periodShifts, rules, at, headerLanguage),
      };
    },
  };
}

export type TimesheetsService = ReturnType<typeof createTimesheetsService>;
