import { type AddShiftBody, addShiftBody, correctShiftBody } from '@shiftclock/contract/corrections';
import { scheduleMessages } from '@shiftclock/contract/schedule';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ApiFieldError } from '../../lib/api-client.ts';
import { readZonedFields } from '../../lib/time/zoned-input-errors.ts';

/** One break of the form, its ends on the location's wall clock like the shift's. */
export interface BreakFormValue {
  start: string;
  end: string;
  paid: boolean;
  /** The instants a stored break was loaded from: an untouched end sends them unchanged. */
  loadedStart?: string | null;
  loadedEnd?: string | null;
}

/** The Correct Shift form: date-time values on the location's wall clock (lib/time/zoned-input.ts). */
export interface CorrectionFormValues {
  /** Only in 'add' mode: the employee's 3-digit ID. */
  employeeId: string;
  clockIn: string;
  clockOut: string;
  breaks: BreakFormValue[];
  reason: string;
}

type BreakField = `breaks.${number}.${'start' | 'end'}`;
export type CorrectionField = Exclude<keyof CorrectionFormValues, 'breaks'> | BreakField;
const fields: readonly string[] = ['employeeId', 'clockIn', 'clockOut', 'reason'];
const isFormField = (path: string): path is CorrectionField =>
  fields.includes(path) || /^breaks\.\d+\.(start|end)$/.test(path);

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
  /**
   * False while the shift's breaks are being read, or when they could not be: the body then carries
   * no `breaks`, and the server keeps them as they are rather than reading an empty list as "none".
   */
  sendBreaks: boolean;
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
  sendBreaks,
}: CorrectionContext): Resolver<CorrectionFormValues, unknown, CorrectionOutput> {
  return (values) => {
    const clock = { timeZone, timeFormat, t };
    const zoned = readZonedFields(
      {
        clockIn: { value: values.clockIn, initial: initial?.clockIn },
        clockOut: { value: values.clockOut, initial: initial?.clockOut },
      },
      clock,
    );
    const breakReadings = values.breaks.map((item) =>
      readZonedFields(
        {
          start: { value: item.start, initial: item.loadedStart },
          end: { value: item.end, initial: item.loadedEnd },
        },
        clock,
      ),
    );
    const breaks = breakReadings.map((reading, index) => ({
      ...reading.instants,
      paid: values.breaks[index]?.paid ?? false,
    }));
    const times = { ...zoned.instants, reason: values.reason, ...(sendBreaks ? { breaks } : {}) };
    const result =
      mode === 'add'
        ? addShiftBody.safeParse({ ...times, employeeId: values.employeeId })
        : correctShiftBody.safeParse(times);
    const zonedErrors = [
      ...Object.entries(zoned.errors),
      ...breakReadings.flatMap((reading, index) =>
        Object.entries(reading.errors).map(([end, message]) => [`breaks.${index}.${end}`, message]),
      ),
    ];
    if (result.success && zonedErrors.length === 0) {
      const { reason, ...rest } = result.data;
      return {
        values: { employeeId: '', ...rest, ...(reason ? { reason } : {}) },
        errors: {},
      };
    }
    const messages = new Map<string, string>();
    // A time that is not one instant is the problem to fix first in its field.
    for (const [field, message] of zonedErrors) messages.set(field as string, message as string);
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.join('.');
      // The picker's words for a missing choice, not the kiosk's 'Please enter employee ID'.
      const message =
        field === 'employeeId' && !values.employeeId ? scheduleMessages.selectEmployee : issue.message;
      // The first problem of a field is the one to fix first; one of no field shows at the top.
      const key = isFormField(field) ? field : 'root';
      if (!messages.has(key)) messages.set(key, message);
    }
    return { values: {}, errors: nestedErrors(messages) };
  };
}

/** 'breaks.1.end' → errors.breaks[1].end, the shape react-hook-form reads a field array's errors in. */
function nestedErrors(messages: ReadonlyMap<string, string>): FieldErrors<CorrectionFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of messages) {
    const keys = path.split('.');
    let node = errors;
    for (let depth = 0; depth < keys.length - 1; depth++) {
      const key = keys[depth] as string;
      node[key] ??= /^\d+$/.test(keys[depth + 1] ?? '') ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) as string] = { type: 'validate', message };
  }
  return errors as FieldErrors<CorrectionFormValues>;
}

/** The server's field errors that belong to a field of this form (the rest go to the top). */
export function formFieldErrors(errors: readonly ApiFieldError[]): { field: CorrectionField; msg: string }[] {
  return errors.flatMap((error) => (isFormField(error.path) ? [{ field: error.path, msg: error.msg }] : []));
}
