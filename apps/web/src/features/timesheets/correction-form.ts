import { scheduleMessages } from '@shiftclock/contract/schedule';
import { type AddShiftBody, addShiftBody, correctShiftBody } from '@shiftclock/contract/timesheets';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ApiFieldError } from '../../lib/api-client.ts';
import type { TimeFormat } from '../../lib/time.ts';
import { readZonedFields } from '../../lib/zoned-input-errors.ts';

/** The Correct Shift form: date-time values on the location's wall clock (lib/zoned-time.ts). */
export interface CorrectionFormValues {
  /** Only in 'add' mode: the employee's 3-digit ID. */
  employeeId: string;
  clockIn: string;
  clockOut: string;
  reason: string;
}

export type CorrectionField = keyof CorrectionFormValues;
const fields: readonly CorrectionField[] = ['employeeId', 'clockIn', 'clockOut', 'reason'];

/** What the form hands on: the contract's body; employeeId is '' when correcting. */
export type CorrectionOutput = AddShiftBody;

/** What the form needs to read its times: the location's zone and time format, and the shift's stored times. */
export interface CorrectionContext {
  timeZone: string;
  timeFormat: TimeFormat;
  t: TFunction;
  mode: 'correct' | 'add';
  /** The instants the fields were loaded from (correcting): an untouched field sends them unchanged. */
  initial?: { clockIn?: string | null; clockOut?: string | null };
}

/**
 * Reads the times on the location's clock and validates with the contract's own schema (the
 * server's), so the form shows the server's messages without a round trip: 'Clock-in is
 * required', 'Clock-out must be after clock-in', at most 24 hours. A wall time the clocks skip, or
 * a repeated one without its pass, is refused here. 'In the future' stays with the server: the
 * device's clock may be off, the server's is the truth.
 */
export function correctionResolver({
  timeZone,
  timeFormat,
  t,
  mode,
  initial,
}: CorrectionContext): Resolver<CorrectionFormValues, unknown, CorrectionOutput> {
  return (values) => {
    const zoned = readZonedFields(
      {
        clockIn: { value: values.clockIn, initial: initial?.clockIn },
        clockOut: { value: values.clockOut, initial: initial?.clockOut },
      },
      { timeZone, timeFormat, t },
    );
    const times = { ...zoned.instants, reason: values.reason };
    const result =
      mode === 'add'
        ? addShiftBody.safeParse({ ...times, employeeId: values.employeeId })
        : correctShiftBody.safeParse(times);
    const zonedErrors = Object.entries(zoned.errors);
    if (result.success && zonedErrors.length === 0) {
      const { reason, ...rest } = result.data;
      return {
        values: { employeeId: '', ...rest, ...(reason ? { reason } : {}) },
        errors: {},
      };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    // A time that is not one instant is the problem to fix first in its field.
    for (const [field, message] of zonedErrors)
      errors[field] = { type: 'validate', message: message as string };
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0]);
      // The picker's words for a missing choice, not the kiosk's 'Please enter employee ID'.
      const message =
        field === 'employeeId' && !values.employeeId ? scheduleMessages.selectEmployee : issue.message;
      // The first problem of a field is the one to fix first.
      if (!errors[field]) errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<CorrectionFormValues> };
  };
}

/** The server's field errors that belong to a field of this form (the rest go to the top). */
export function formFieldErrors(errors: readonly ApiFieldError[]): { field: CorrectionField; msg: string }[] {
  return errors.flatMap((error) => {
    const field = fields.find((name) => name === error.path);
    return field ? [{ field, msg: error.msg }] : [];
  });
}
