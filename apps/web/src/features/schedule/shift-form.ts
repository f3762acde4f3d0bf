import { createScheduledShiftBody, updateScheduledShiftBody } from '@shiftclock/contract/schedule';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fromZonedInputValue } from '../../lib/zoned-time.ts';
import type { CreateScheduledShiftBody } from './api/create-scheduled-shift.ts';
import type { UpdateScheduledShiftBody } from './api/update-scheduled-shift.ts';

/** The Schedule New Shift form: datetime-local values on the location's wall clock. */
export interface ScheduleFormValues {
  employeeId: string;
  start: string;
  end: string;
  notes: string;
}

/** The Edit Shift form: start and end only (SPEC.md section 5). */
export interface EditFormValues {
  start: string;
  end: string;
}

/** The contract names the body's fields; the forms name what the manager sees. */
const fieldOf: Record<string, keyof ScheduleFormValues> = {
  employeeId: 'employeeId',
  scheduledStart: 'start',
  scheduledEnd: 'end',
  notes: 'notes',
};

function toFieldErrors<V extends Partial<ScheduleFormValues>>(issues: z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = fieldOf[String(issue.path[0])];
    // The first problem of a field is the one to fix first.
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return errors as FieldErrors<V>;
}

/**
 * Validates with the contract's own schema (the server's), after reading the times on the
 * location's clock, so the form and the server give the same messages: 'Please select an
 * employee', 'Please select a start time', 'End time must be after start time', at most 24 hours.
 */
export function scheduleResolver(
  timeZone: string,
): Resolver<ScheduleFormValues, unknown, CreateScheduledShiftBody> {
  return (values) => {
    const result = createScheduledShiftBody.safeParse({
      employeeId: values.employeeId,
      scheduledStart: fromZonedInputValue(values.start, timeZone),
      scheduledEnd: fromZonedInputValue(values.end, timeZone),
      notes: values.notes,
    });
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toFieldErrors<ScheduleFormValues>(result.error.issues) };
  };
}

/** The Edit Shift form's resolver: 'Start time is required', 'End time is required', and the order. */
export function editResolver(timeZone: string): Resolver<EditFormValues, unknown, UpdateScheduledShiftBody> {
  return (values) => {
    const result = updateScheduledShiftBody.safeParse({
      scheduledStart: fromZonedInputValue(values.start, timeZone),
      scheduledEnd: fromZonedInputValue(values.end, timeZone),
    });
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toFieldErrors<EditFormValues>(result.error.issues) };
  };
}
