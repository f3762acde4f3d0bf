import { aShift } from '../../../test/shift-fixture.ts';
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
  return {
    id,
    _id: id,
    employee: who,
    employeeName: who.name,
    scheduledStart,
    scheduledEnd,
    notes,
    state: 'published',
  };
}

export function actualShift(who: CalendarEmployee, clockIn: string, clockOut: string | null): ActualShift {
  return aShift({ id: `shift-${++counter}`, employee: who, clockIn, clockOut });
}
