import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ApiFieldError } from '../../lib/api-client.ts';
import { fromZonedInputValue } from '../schedule/zoned-time.ts';
import type { AddShiftBody } from './api/types.ts';

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

// INTERIM: issue 11's rules and texts, until the contract's correction body schema lands.
const MAX_SHIFT_MS = 24 * 3_600_000;
const correctionBody = z
  .object({
    employeeId: z.string(),
    clockIn: z.iso.datetime({ offset: true, message: 'Please enter the clock-in time' }),
    clockOut: z.iso.datetime({ offset: true, message: 'Please enter the clock-out time' }),
    reason: z.string().trim().max(500, 'At most 500 characters'),
  })
  .superRefine((body, ctx) => {
    const start = Date.parse(body.clockIn);
    const end = Date.parse(body.clockOut);
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['clockOut'], message: 'Clock-out must be after clock-in' });
    else if (end - start > MAX_SHIFT_MS) {
      ctx.addIssue({ code: 'custom', path: ['clockOut'], message: 'A shift can be at most 24 hours long' });
    }
  });

/**
 * Reads the times on the location's clock and checks them with the rules the server applies, so
 * the form says what the server would without a round trip. `requireEmployee` in 'add' mode.
 * 'In the future' is left to the server: the device's clock may be off, the server's is the truth.
 */
export function correctionResolver(
  timeZone: string,
  requireEmployee: boolean,
  employeeMessage: string,
): Resolver<CorrectionFormValues, unknown, AddShiftBody> {
  return (values) => {
    const result = correctionBody.safeParse({
      employeeId: values.employeeId,
      clockIn: fromZonedInputValue(values.clockIn, timeZone),
      clockOut: fromZonedInputValue(values.clockOut, timeZone),
      reason: values.reason,
    });
    const errors: Record<string, { type: string; message: string }> = {};
    if (requireEmployee && !values.employeeId)
      errors.employeeId = { type: 'required', message: employeeMessage };
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path[0]);
      // The first problem of a field is the one to fix first.
      if (!errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    if (!result.success || Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<CorrectionFormValues> };
    }
    const { reason, ...times } = result.data;
    return { values: { ...times, ...(reason ? { reason } : {}) }, errors: {} };
  };
}

/** The server's field errors that belong to a field of this form (the rest go to the top). */
export function formFieldErrors(errors: readonly ApiFieldError[]): { field: CorrectionField; msg: string }[] {
  return errors.flatMap((error) => {
    const field = fields.find((name) => name === error.path);
    return field ? [{ field, msg: error.msg }] : [];
  });
}
