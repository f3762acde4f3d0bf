import { settingsSchema } from '@shiftclock/contract/settings';

export const MIN_SHIFT_HOURS = 1;
export const MAX_SHIFT_HOURS = 12;

const durationRule = settingsSchema.shape.defaultShiftDuration;

export type DurationInput =
  /** Nothing usable typed yet (an empty box): keep the last value. */
  | { kind: 'empty' }
  /** A number: `hours` is the value to keep; `error` is the contract's message when it was adjusted. */
  | { kind: 'number'; hours: number; error: string | undefined };

/**
 * Reads the duration box. Out-of-range or fractional input is pulled to the nearest whole hour from
 * 1 to 12 rather than refused, so what is saved is always valid and the box shows it after blur;
 * the contract's own message ('At most 12 hours', ...) says why the number changed.
 */
export function readDurationInput(raw: string): DurationInput {
  if (raw.trim() === '') return { kind: 'empty' };
  const typed = Number(raw);
  if (!Number.isFinite(typed)) return { kind: 'empty' };
  const checked = durationRule.safeParse(typed);
  if (checked.success) return { kind: 'number', hours: checked.data, error: undefined };
  const hours = Math.min(MAX_SHIFT_HOURS, Math.max(MIN_SHIFT_HOURS, Math.round(typed)));
  return { kind: 'number', hours, error: checked.error.issues[0]?.message };
}
