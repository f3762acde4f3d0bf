import { createScheduledShiftBody, updateScheduledShiftBody } from '@shiftclock/contract/schedule';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type {
  CreateScheduledShiftBody,
  UpdateScheduledShiftBody,
} from '../../api/schedule/scheduled-shift-changes.ts';
import { readZonedFields } from '../../lib/time/zoned-input-errors.ts';

/** The Schedule New Shift form: date-time values on the location's wall clock (lib/time/zoned-input.ts). */
export interface ScheduleFormValues {
  employeeId: string;
  start: string;
  end: string;
  notes: string;
}

/** The Edit Shift form: start and end only (docs/product.md section 5). */
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

function toFieldErrors<V extends Partial<ScheduleFormValues>>(
  issues: readonly z.core.$ZodIssue[],
  zonedErrors: Partial<Record<'start' | 'end', string>>,
): FieldErrors<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  // A time that is not one instant is the problem to fix first in its field.
  for (const [field, message] of Object.entries(zonedErrors)) {
    if (message) errors[field] = { type: 'validate', message };
  }
  for (const issue of issues) {
    const field = fieldOf[String(issue.path[0])];
    // The first problem of a field is the one to fix first.
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return errors as FieldErrors<V>;
}

/** What the forms need to read their times: the location's zone and time format, and the stored times. */
export interface ShiftFormContext {
  timeZone: string;
  timeFormat: TimeFormat;
  t: TFunction;
  /** The instants the fields were loaded from (editing): an untouched field sends them unchanged. */
  initial?: { start: string; end: string };
}

/** The form's start and end on the location's clock, with the fields that name no single instant. */
function readTimes(values: { start: string; end: string }, { initial, ...context }: ShiftFormContext) {
  return readZonedFields(
    {
      start: { value: values.start, initial: initial?.start },
      end: { value: values.end, initial: initial?.end },
    },
    context,
  );
}

/**
 * Validates with the contract's own schema (the server's), after reading the times on the
 * location's clock, so the form and the server give the same messages: 'Please select an
 * employee', 'Please select a start time', 'End time must be after start time', at most 24 hours.
 * A wall time the clocks skip, or a repeated one without its pass, is refused here.
 */
export function scheduleResolver(
  context: ShiftFormContext,
): Resolver<ScheduleFormValues, unknown, CreateScheduledShiftBody> {
  return (values) => {
    const { instants, errors } = readTimes(values, context);
    const result = createScheduledShiftBody.safeParse({
      employeeId: values.employeeId,
      scheduledStart: instants.start,
      scheduledEnd: instants.end,
      notes: values.notes,
    });
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: toFieldErrors<ScheduleFormValues>(result.error?.issues ?? [], errors) };
  };
}

/** The Edit Shift form's resolver: 'Start time is required', 'End time is required', and the order. */
export function editResolver(
  context: ShiftFormContext,
): Resolver<EditFormValues, unknown, UpdateScheduledShiftBody> {
  return (values) => {
    const { instants, errors } = readTimes(values, context);
    const result = updateScheduledShiftBody.safeParse({
      scheduledStart: instants.start,
      scheduledEnd: instants.end,
    });
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: toFieldErrors<EditFormValues>(result.error?.issues ?? [], errors) };
  };
}
