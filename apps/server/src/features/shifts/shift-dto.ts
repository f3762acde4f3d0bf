import { hoursOf } from '@shiftclock/contract/hours';
import type { Shift } from '@shiftclock/contract/shifts';

/** A shift as the calls answer it: `shiftSchema` of packages/contract/src/shifts.ts. */
export type ShiftDto = Shift;

export type ShiftRow = {
  id: string;
  clockIn: Date;
  clockOut: Date | null;
  corrected: boolean;
  autoClosed: boolean;
  reviewedAt: Date | null;
  source: 'kiosk' | 'manual';
  offline: boolean;
  /** The start of the shift's open break; absent where the query does not read breaks (a punch's). */
  breakStartedAt?: Date | null;
  originalClockIn: Date | null;
  originalClockOut: Date | null;
  /** The phone's distance of a punch from the app (metres); absent where the query does not read them. */
  clockInPhoneDistanceM?: number | null;
  clockOutPhoneDistanceM?: number | null;
  employeeUuid: string;
  employeeName: string;
  employeeCode: string;
};

/**
 * Auto-closed and not reviewed since (corrected or confirmed as worked): nobody knows when it ended,
 * so it counts 0 hours until a manager says (docs/api.md, "Timesheets").
 */
export const isAwaitingReview = (row: { autoClosed: boolean; reviewedAt: Date | null }) =>
  row.autoClosed && row.reviewedAt === null;

/** Hours between two instants, rounded to 2 decimals (docs/product.md section 11.4). */
export const hoursBetween = (from: Date, to: Date) => hoursOf(to.getTime() - from.getTime());

/**
 * The kiosk's punch times. The originals are stored only once a kiosk shift is first corrected (the
 * punches themselves stay one-column writes); until then the shift's own times are the punches,
 * except a clock-out the server wrote when it auto-closed the shift.
 */
function originals(row: ShiftRow) {
  if (row.source === 'manual') return { originalClockIn: null, originalClockOut: null };
  if (row.originalClockIn)
    return { originalClockIn: row.originalClockIn, originalClockOut: row.originalClockOut };
  return { originalClockIn: row.clockIn, originalClockOut: row.autoClosed ? null : row.clockOut };
}

/** The phone mark, present only when a punch of the shift came from the employee's app. */
function phoneOf(row: ShiftRow): Pick<ShiftDto, 'phone'> {
  const clockInMeters = row.clockInPhoneDistanceM ?? null;
  const clockOutMeters = row.clockOutPhoneDistanceM ?? null;
  return clockInMeters === null && clockOutMeters === null
    ? {}
    : { phone: { clockInMeters, clockOutMeters } };
}

/** docs/product.md section 11.4's shift shape: totalHours is null while the shift is active. */
export function toShiftDto(row: ShiftRow): ShiftDto {
  const { originalClockIn, originalClockOut } = originals(row);
  const clockIn = row.clockIn.toISOString();
  const clockOut = row.clockOut?.toISOString() ?? null;
  // Formatting a date is most of this function's cost in a week of shifts (docs/performance.md):
  // an original that is the shift's own time reuses its text.
  const iso = (date: Date | null) =>
    date === row.clockIn ? clockIn : date === row.clockOut ? clockOut : (date?.toISOString() ?? null);
  return {
    id: row.id,
    _id: row.id,
    employee: { id: row.employeeUuid, name: row.employeeName, employeeId: row.employeeCode },
    clockIn,
    clockOut,
    totalHours: row.clockOut ? hoursBetween(row.clockIn, row.clockOut) : null,
    isActive: row.clockOut === null,
    // A closed shift is on no break, even if a clock-out racing a Start Break left one open.
    onBreakSince: row.clockOut === null && row.breakStartedAt ? row.breakStartedAt.toISOString() : null,
    corrected: row.corrected,
    autoClosed: row.autoClosed,
    awaitingReview: isAwaitingReview(row),
    source: row.source,
    offline: row.offline,
    originalClockIn: iso(originalClockIn),
    originalClockOut: iso(originalClockOut),
    ...phoneOf(row),
  };
}
