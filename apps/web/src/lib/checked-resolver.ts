import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** What a form's check found: the values to send, or the one field to blame and what to say under it. */
export type FormCheck<V, O> = { ok: true; values: O } | { ok: false; field: Path<V>; message?: string };

/**
 * A react-hook-form resolver from a check that blames one field at a time: for the forms whose rule
 * is more than the contract's schema (an empty box read as 0, a minimum that depends on the
 * organization), where `zodResolver` alone would not say the same thing (docs/forms.md).
 */
export function checkedResolver<V extends FieldValues, O>(
  check: (values: V) => FormCheck<V, O>,
): Resolver<V, unknown, O> {
  return (values) => {
    const result = check(values);
    if (result.ok) return { values: result.values, errors: {} };
    const errors = { [result.field]: { type: 'validate', message: result.message } } as FieldErrors<V>;
    return { values: {}, errors };
  };
}
