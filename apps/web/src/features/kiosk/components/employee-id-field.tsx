import { EMPLOYEE_ID_LENGTH } from '@shiftclock/contract/constants';
import { forwardRef, type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeEmployeeId } from '../employee-id.ts';

interface EmployeeIdFieldProps {
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
}

// Enter in the field presses nothing: it cannot know whether the person meant Clock In or Clock Out
// (docs/decisions/0050-kiosk-keyboard.md). Without a <form> around it, this only stops the key.
function ignoreEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** The Employee ID field: digits only, at most 3, big enough to read from a step away. */
export const EmployeeIdField = forwardRef<HTMLInputElement, EmployeeIdFieldProps>(function EmployeeIdField(
  { value, onChange, onFocus },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800 md:mb-1.5 md:text-base">
        {t('kiosk.employeeId')}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(sanitizeEmployeeId(event.target.value))}
        onFocus={onFocus}
        onKeyDown={ignoreEnter}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={EMPLOYEE_ID_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('kiosk.employeeIdPlaceholder')}
        className="block h-14 w-full rounded-lg border-2 border-slate-300 bg-white text-center font-mono text-4xl md:h-16 md:text-5xl font-semibold tracking-[0.3em] indent-[0.3em] text-slate-900 tabular-nums placeholder:text-slate-400 focus-visible:border-accent-600"
      />
    </div>
  );
});
