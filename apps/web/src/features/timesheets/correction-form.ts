import { scheduleMessages } from '@shiftclock/contract/schedule';
import { type AddShiftBody, addShiftBody, correctShiftBody } from '@shiftclock/contract/timesheets';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ApiFieldError } from '../../lib/api-client.ts';
import { fromZonedInputValue } from '../../lib/zoned-time.ts';

/** The Correct Shift form: datetime-local values on the location's wall clock. */
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

/**
 * Reads the times on the location's clock and validates with the contract's own schema (the
 * server's), so the form shows the server's messages without a round trip: 'Clock-in is
 * required', 'Clock-out must be after clock-in', at most 24 hours. 'In the future' stays with the
 * server: the device's clock may be off, the server's is the truth.
 */
export function correctionResolver(
  timeZone: string,
  mode: 'correct' | 'add',
): Resolver<CorrectionFormValues, unknown, CorrectionOutput> {
  return (values) => {
    const times = {
      clockIn: fromZonedInputValue(values.clockIn, timeZone),
      clockOut: fromZonedInputValue(values.clockOut, timeZone),
      reason: values.reason,
    };
    const result =
      mode === 'add'
        ? addShiftBody.safeParse({ ...times, employeeId: values.employeeId })
        : correctShiftBody.safeParse(times);
    if (result.success) {
      const { reason, ...rest } = result.data;
      return {
        values: { employeeId: '', ...rest, ...(reason ? { reason } : {}) },
        errors: {},
      };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
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
