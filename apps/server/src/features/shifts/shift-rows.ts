import { dateOf, epochMs } from '../../db/epoch-ms.ts';
import type { ShiftRow } from './shift-dto.ts';

/**
 * Shift rows read around drizzle's row mapping, for the reads that return hundreds or thousands of
 * them (the week's calendar, the timesheets): drizzle checks and converts each field of each row and
 * parses each timestamp from its text, a third of the organization's timesheet's time
 * (docs/decisions/0211-timesheets-read-in-bulk.md). Instants come as epoch milliseconds (epoch-ms.ts).
 */

/** A shift with its employee and open break, the shape `toShiftDto` takes; add `where`, `order by`. */
export const SELECT_SHIFT_ROWS = `
  select shifts.id, shifts.location_id, employees.id as employee_id,
         employees.name as employee_name, employees.code as employee_code,
         ${epochMs('shifts.clock_in')} as clock_in, ${epochMs('shifts.clock_out')} as clock_out,
         shifts.corrected, shifts.auto_closed, ${epochMs('shifts.reviewed_at')} as reviewed_at,
         shifts.source, shifts.offline, ${epochMs('shift_breaks.start_at')} as break_started_at,
         ${epochMs('shifts.original_clock_in')} as original_clock_in,
         ${epochMs('shifts.original_clock_out')} as original_clock_out,
         shifts.clock_in_phone_distance_m, shifts.clock_out_phone_distance_m
    from shifts
    join employees on employees.id = shifts.employee_id
    -- The open break, at most one per shift (a probe of the partial unique index).
    left join shift_breaks on shift_breaks.shift_id = shifts.id and shift_breaks.end_at is null`;

export type RawShiftRow = {
  id: string;
  location_id: string;
  employee_id: string;
  employee_name: string;
  employee_code: string;
  clock_in: number;
  clock_out: number | null;
  corrected: boolean;
  auto_closed: boolean;
  reviewed_at: number | null;
  source: ShiftRow['source'];
  offline: boolean;
  break_started_at: number | null;
  original_clock_in: number | null;
  original_clock_out: number | null;
  clock_in_phone_distance_m: number | null;
  clock_out_phone_distance_m: number | null;
};

export const shiftRowOf = (row: RawShiftRow): ShiftRow & { locationId: string } => ({
  id: row.id,
  locationId: row.location_id,
  clockIn: new Date(row.clock_in),
  clockOut: dateOf(row.clock_out),
  corrected: row.corrected,
  autoClosed: row.auto_closed,
  reviewedAt: dateOf(row.reviewed_at),
  source: row.source,
  offline: row.offline,
  breakStartedAt: dateOf(row.break_started_at),
  originalClockIn: dateOf(row.original_clock_in),
  originalClockOut: dateOf(row.original_clock_out),
  clockInPhoneDistanceM: row.clock_in_phone_distance_m,
  clockOutPhoneDistanceM: row.clock_out_phone_distance_m,
  employeeUuid: row.employee_id,
  employeeName: row.employee_name,
  employeeCode: row.employee_code,
});
