import { useDateField } from '../../lib/use-date-field.ts';
import { DatePickerButton } from './date-picker-button.tsx';
import { TextField } from './text-field.tsx';

/** A calendar day typed the page language's way or picked from the calendar pop-up; the value is 'yyyy-MM-dd'. */
export function DayField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const field = useDateField(value, onChange);
  return (
    <TextField
      {...{ label, error, hint, className }}
      {...field.input}
      trailing={<DatePickerButton fieldLabel={label} value={value} onPick={field.pick} />}
    />
  );
}
