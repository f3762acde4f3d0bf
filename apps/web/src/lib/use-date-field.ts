import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateField, parseDateField } from './date-of-day.ts';

/**
 * The props of a text input that shows a 'yyyy-MM-dd' value the page language's way and hands back
 * 'yyyy-MM-dd' for what the user types (or the text as typed, which the form refuses as no date).
 * What is being typed stays as typed until the field is left.
 */
export function useDateField(value: string, onChange: (value: string) => void, onBlur?: () => void) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  return {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    placeholder: t('ui.datePlaceholder'),
    value: typed ?? formatDateField(value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTyped(event.target.value);
      onChange(parseDateField(event.target.value) ?? event.target.value.trim());
    },
    onBlur: () => {
      setTyped(null);
      onBlur?.();
    },
  } as const;
}
