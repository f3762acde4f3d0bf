import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeDateField, datePattern, formatDateField, parseDateField } from './time/date-of-day.ts';

/**
 * A text input that shows a 'yyyy-MM-dd' value the page language's way, and `pick` for the
 * calendar pop-up. What is being typed stays as typed, and the value changes only when the date is
 * complete (docs/decisions/0170-date-fields.md): a whole date in the language's pattern with the
 * year's four digits ('11/30/2026', '30.11.2026') or the ISO form, as it is typed; anything else when
 * the field is left or Enter is pressed ('11/30/26' is then Nov 30, 2026, and text that is no date is
 * handed on as typed, which the form refuses as no date). An emptied field is empty at once. So '11/30/2' on the way to '11/30/2026'
 * never moves another field (a shift's end) to 2002.
 */
export function useDateField(value: string, onChange: (value: string) => void, onBlur?: () => void) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  /** Takes what is typed, whatever it is; true when the value changed. */
  const commit = (): boolean => {
    if (typed === null) return false;
    const next = parseDateField(typed) ?? typed.trim();
    setTyped(null);
    if (next === value) return false;
    onChange(next);
    return true;
  };
  return {
    input: {
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'off',
      placeholder: datePattern({
        day: t('ui.datePlaceholderParts.day'),
        month: t('ui.datePlaceholderParts.month'),
        year: t('ui.datePlaceholderParts.year'),
      }),
      value: typed ?? formatDateField(value),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.target.value;
        setTyped(text);
        // An emptied field is empty at once: there is nothing more to come.
        const day = text.trim() === '' ? '' : completeDateField(text);
        if (day !== null && day !== value) onChange(day);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        // Enter takes the date; it sends the form only when the date was already taken, so a form
        // is never sent with a date (and an end moved with it) the manager has not seen.
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && commit()) event.preventDefault();
      },
      onBlur: () => {
        commit();
        onBlur?.();
      },
    },
    /** A day chosen in the calendar ('yyyy-MM-dd'): taken at once, replacing anything typed. */
    pick: (day: string) => {
      setTyped(null);
      if (day !== value) onChange(day);
    },
  } as const;
}
