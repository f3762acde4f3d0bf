import {
  DETAILED_CSV_COLUMNS,
  SUMMARY_CSV_COLUMNS,
  type TimesheetResponse,
} from '@shiftclock/contract/timesheets';
import type { ShiftRow } from '../shifts/shift-dto.ts';
import { toShiftDto } from '../shifts/shift-dto.ts';
import { toCsv } from './csv.ts';
import { localDateTime, localDayOf } from './pay-periods.ts';
import { shiftEnd } from './timesheet-totals.ts';

/** Hours with two decimals, as payroll software expects: `8.00`, never `8`. */
const hours = (value: number) => value.toFixed(2);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One row per employee of the timesheet, with the same rounded figures the JSON answers. */
export function summaryCsv(timesheet: TimesheetResponse): string {
  const { startDate, endDate } = timesheet.period;
  return toCsv(
    SUMMARY_CSV_COLUMNS,
    timesheet.employees.map((e) => [
      e.employee.employeeId,
      e.employee.name,
      startDate,
      endDate,
      hours(e.regularHours),
      hours(e.overtimeHours),
      hours(e.totalHours),
      String(e.shiftCount),
    ]),
  );
}

/**
 * One row per shift of the period (by its local start day), employees in ID order; times in the
 * location's zone. An open shift has no clock-out and counts up to now, as on the timesheet.
 */
export function detailedCsv(shifts: ShiftRow[], timezone: string, now: Date): string {
  const time = (iso: string | null) => (iso ? localDateTime(new Date(iso), timezone) : '');
  const rows = [...shifts]
    .sort((a, b) => a.employeeCode.localeCompare(b.employeeCode) || +a.clockIn - +b.clockIn)
    .map((row) => {
      const dto = toShiftDto(row);
      const ms = +shiftEnd(row, now) - +row.clockIn;
      return [
        dto.employee.employeeId,
        dto.employee.name,
        localDayOf(row.clockIn, timezone),
        time(dto.clockIn),
        time(dto.clockOut),
        time(dto.originalClockIn),
        time(dto.originalClockOut),
        hours(Math.round((ms / 3_600_000) * 100) / 100),
        yesNo(dto.corrected),
        yesNo(dto.autoClosed),
        dto.source,
      ];
    });
  return toCsv(DETAILED_CSV_COLUMNS, rows);
}
