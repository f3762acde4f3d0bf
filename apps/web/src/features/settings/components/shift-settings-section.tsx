import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MAX_SHIFT_HOURS, MIN_SHIFT_HOURS, readDurationInput } from '../shift-duration.ts';
import { SettingsSection } from './settings-section.tsx';

interface ShiftSettingsSectionProps {
  value: number;
  onChange: (hours: number) => void;
  className?: string;
}

/** 'Shift Settings': the default shift duration, whole hours from 1 to 12. */
export function ShiftSettingsSection({ value, onChange, className }: ShiftSettingsSectionProps) {
  const { t } = useTranslation();
  // Plain state, not react-hook-form (docs/forms.md): no submit; a valid value goes straight to the draft.
  // The box keeps what is typed (even '' or '15') while the settings keep the last valid hours.
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | undefined>();

  function handleChange(raw: string) {
    setText(raw);
    const read = readDurationInput(raw);
    if (read.kind === 'empty') {
      setError(undefined);
      return;
    }
    setError(read.error);
    if (read.hours !== value) onChange(read.hours);
  }

  return (
    <SettingsSection
      title={t('settings.shift.title')}
      description={t('settings.shift.description')}
      className={className}
    >
      <TextField
        label={t('settings.shift.duration')}
        type="number"
        inputMode="numeric"
        min={MIN_SHIFT_HOURS}
        max={MAX_SHIFT_HOURS}
        step={1}
        value={text}
        error={error}
        hint={t('settings.shift.durationHint')}
        onChange={(event) => handleChange(event.target.value)}
        // Leaving the box shows the hours that will be saved.
        onBlur={() => {
          setText(String(value));
          setError(undefined);
        }}
        className="sm:max-w-xs"
      />
    </SettingsSection>
  );
}
