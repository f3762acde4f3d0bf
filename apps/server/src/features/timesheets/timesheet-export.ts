import {
  csvHeaders,
  DETAILED_CSV_COLUMNS,
  ORGANIZATION_CSV_COLUMNS,
  PAID_TIME_OFF_CSV_COLUMN,
  SUMMARY_CSV_COLUMNS,
} from '@shiftclock/contract/csv-headers';
import { hoursOf, minutesOf } from '@shiftclock/contract/hours';
import type { Language } from '@shiftclock/contract/languages';
import type { OrganizationTimesheet } from '@shiftclock/contract/organization-timesheet';
import { localDateTime, localDayOf } from '@shiftclock/contract/time/zoned-time';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import type { ShiftRow } from '../shifts/shift-dto.ts';
import { toShiftDto } from '../shifts/shift-dto.ts';
import { toCsv } from './csv.ts';
import { breaksByShiftOf, type CountingRules, type TotalsBreak } from './shift-count.ts';
import { shiftFigures } from './shift-figures.ts';

/** Hours with two decimals, as payroll software expects: `8.00`, never `8`. */
const hours = (value: number) => value.toFixed(2);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * One row per employee of the timesheet, with the same rounded figures the JSON answers. Paid Time Off
 * Hours is appended last only when the period holds paid time off (docs/decisions/0203): every other
 * export is unchanged.
 */
export function summaryCsv(timesheet: TimesheetResponse, headerLanguage?: Language): string {
  const { startDate, endDate } = timesheet.period;
  const paidTimeOff = timesheet.totals.paidTimeOffHours !== undefined;
  return toCsv(
    paidTimeOff
      ? csvHeaders([...SUMMARY_CSV_COLUMNS, PAID_TIME_OFF_CSV_COLUMN], headerLanguage)
      : csvHeaders(SUMMARY_CSV_COLUMNS, headerLanguage),
    timesheet.employees.map((e) => [
      e.employee.employeeId,
      e.employee.name,
      startDate,
      endDate,
      hours(e.regularHours),
      hours(e.overtimeHours),
      hours(e.totalHours),
      String(e.shiftCount),
      String(e.awaitingReview),
      hours(e.doubleTimeHours),
      String(e.paidBreakMinutes),
      String(e.unpaidBreakMinutes),
      String(e.deductionMinutes),
      hours(e.actualHours),
      ...(paidTimeOff ? [hours(e.paidTimeOffHours ?? 0)] : []),
    ]),
  );
}

/**
 * One row per person of the organization, their rows at every location summed (the same figures as
 * the organization's timesheet JSON); Locations lists the location codes, `;`-separated.
 */
export function organizationCsv(sheet: OrganizationTimesheet, headerLanguage?: Language): string {
  const { startDate, endDate } = sheet.period;
  // As the location summary: Paid Time Off Hours last, only when the period holds some.
  const paidTimeOff = sheet.totals.paidTimeOffHours !== undefined;
  return toCsv(
    paidTimeOff
      ? csvHeaders([...ORGANIZATION_CSV_COLUMNS, PAID_TIME_OFF_CSV_COLUMN], headerLanguage)
      : csvHeaders(ORGANIZATION_CSV_COLUMNS, headerLanguage),
    sheet.people.map(({ person, locations, total }) => [
      person.payrollId ?? '',
      person.name,
      startDate,
      endDate,
      hours(total.regularHours),
      hours(total.overtimeHours),
      hours(total.totalHours),
      String(total.shiftCount),
      String(total.awaitingReview),
      hours(total.doubleTimeHours),
      String(total.paidBreakMinutes),
      String(total.unpaidBreakMinutes),
      String(total.deductionMinutes),
      hours(total.actualHours),
      locations.map((row) => row.locationId).join(';'),
      ...(paidTimeOff ? [hours(total.paidTimeOffHours ?? 0)] : []),
    ]),
  );
}

/**
 * One row per shift of the period (by its local start day), employees in ID order; times in the
 * location's zone, with the offset inside a repeated hour. An open shift has no clock-out and counts
 * up to now, an auto-closed one awaiting review counts 0, as on the timesheet; Hours are worked
 * hours, its unpaid breaks and automatic deduction taken off, from its rounded punches where the
 * location rounds (the punches as they are in Clock In and Clock Out, their worked hours in Actual
 * Hours). Workday Hours says which workday each part of them counts in (`2026-11-02=2.00;2026-11-03=6.00`
 * for a shift across the workday's start), each part rounded on its own.
 */
export function detailedCsv(
  shifts: ShiftRow[],
  rules: CountingRules & { breaks: readonly TotalsBreak[] },
  now: Date,
  headerLanguage?: Language,
): string {
  const { timezone } = rules;
  const time = (iso: string | null) => (iso ? localDateTime(new Date(iso), timezone) : '');
  const breaksByShift = breaksByShiftOf(rules.breaks);
  const rows = [...shifts]
    .sort((a, b) => a.employeeCode.localeCompare(b.employeeCode) || +a.clockIn - +b.clockIn)
    .map((row) => {
      const dto = toShiftDto(row);
      const counted = shiftFigures(row, breaksByShift.get(row.id) ?? [], now, rules);
      const rounded = (instant: Date | null) => (instant === null ? '' : localDateTime(instant, timezone));
      return [
        dto.employee.employeeId,
        dto.employee.name,
        localDayOf(row.clockIn, timezone),
        time(dto.clockIn),
        time(dto.clockOut),
        time(dto.originalClockIn),
        time(dto.originalClockOut),
        hours(hoursOf(counted.workedMs)),
        yesNo(dto.corrected),
        yesNo(dto.autoClosed),
        dto.source,
        yesNo(dto.awaitingReview),
        String(minutesOf(counted.paidBreakMs)),
        String(minutesOf(counted.unpaidBreakMs)),
        String(minutesOf(counted.deductionMs)),
        rounded(counted.roundedClockIn),
        rounded(counted.roundedClockOut),
        hours(hoursOf(counted.actualWorkedMs)),
        counted.parts.map((part) => `${part.workday}=${hours(hoursOf(part.ms))}`).join(';'),
        // A punch of it came from a kiosk's offline queue, at the device's corrected time.
        yesNo(dto.offline),
      ];
    });
  return toCsv(csvHeaders(DETAILED_CSV_COLUMNS, headerLanguage), rows);
}
