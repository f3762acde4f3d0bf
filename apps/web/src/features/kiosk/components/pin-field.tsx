import { forwardRef, type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_MAX_DIGITS, sanitizePin } from '../employee-pin.ts';

interface PinFieldProps {
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  /** The location's PIN length, for the hint; a PIN of the other length (4 to 6 digits) is taken too. */
  length: number;
}

// As in the Employee ID field, Enter presses nothing: it cannot tell Clock In from Clock Out.
function ignoreEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** The PIN, masked, after the Employee ID (docs/decisions/0157-employee-pin.md). */
export const PinField = forwardRef<HTMLInputElement, PinFieldProps>(function PinField(
  { value, onChange, onFocus, length },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800 md:mb-1.5 md:text-base">
        {t('kiosk.pin')}
      </label>
      <input
        ref={ref}
        id={id}
        type="password"
        value={value}
        onChange={(event) => onChange(sanitizePin(event.target.value))}
        onFocus={onFocus}
        onKeyDown={ignoreEnter}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PIN_MAX_DIGITS}
        // Never offered to a password manager: a shared tablet must not remember anyone's PIN.
        autoComplete="off"
        aria-describedby={hintId}
        className="block h-14 w-full rounded-lg border-2 border-slate-300 bg-white text-center font-mono text-2xl font-semibold tracking-[0.3em] indent-[0.3em] md:h-16 text-slate-900 focus-visible:border-accent-600"
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t('kiosk.pinHint', { digits: length })}
      </p>
    </div>
  );
});
