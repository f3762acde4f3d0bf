import { shiftSchema } from '@shiftclock/contract/timesheets';
import type { ActualShift, CalendarEmployee, ScheduledShift } from '../types.ts';

// Answers shaped like the server's, for the calendar's tests.

let counter = 0;

export function employee(employeeId: string, name = `Employee ${employeeId}`): CalendarEmployee {
  return { id: `emp-${employeeId}`, name, employeeId };
}

export function scheduledShift(
  who: CalendarEmployee,
  scheduledStart: string,
  scheduledEnd: string,
  notes = '',
): ScheduledShift {
  const id = `sched-${++counter}`;
  return { id, _id: id, employee: who, employeeName: who.name, scheduledStart, scheduledEnd, notes };
}

export function actualShift(who: CalendarEmployee, clockIn: string, clockOut: string | null): ActualShift {
  const id = `shift-${++counter}`;
  // Parsed by the contract's schema: a fixture the server could not send fails here.
  return shiftSchema.parse({
    id,
    _id: id,
    employee: who,
    clockIn,
    clockOut,
    totalHours: clockOut ? (Date.parse(clockOut) - Date.parse(clockIn)) / 3_600_000 : null,
    isActive: clockOut === null,
    corrected: false,
    autoClosed: false,
    awaitingReview: false,
    source: 'kiosk',
    originalClockIn: clockIn,
    originalClockOut: clockOut,
  });
}
