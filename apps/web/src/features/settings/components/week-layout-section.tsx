import type { Settings } from '@shiftclock/contract/settings';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { hourOptions, isOvernight } from '../hours.ts';
import { SettingsSection } from './settings-section.tsx';

type WeekLayout = Settings['weekLayout'];

// Index = the stored day number (docs/product.md section 3: Sunday = 0).
const dayKeys = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

interface WeekLayoutSectionProps {
  value: WeekLayout;
  timeFormat: TimeFormat;
  onChange: (next: WeekLayout) => void;
  className?: string;
}

/** 'Week Layout': the calendar's first and last day and its daily hours, overnight allowed. */
export function WeekLayoutSection({ value, timeFormat, onChange, className }: WeekLayoutSectionProps) {
  const { t } = useTranslation();
  const days = dayKeys.map((key, day) => ({ value: String(day), label: t(`settings.days.${key}`) }));
  const hours = hourOptions(timeFormat);

  return (
    <SettingsSection
      title={t('settings.weekLayout.title')}
      description={t('settings.weekLayout.description')}
      className={className}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.weekLayout.startDay')}
          value={String(value.startDay)}
          options={days}
          onValueChange={(day) => onChange({ ...value, startDay: Number(day) })}
        />
        <SelectField
          label={t('settings.weekLayout.endDay')}
          value={String(value.endDay)}
          options={days}
          onValueChange={(day) => onChange({ ...value, endDay: Number(day) })}
        />
        <SelectField
          label={t('settings.weekLayout.startTime')}
          value={value.startTime}
          options={hours}
          onValueChange={(startTime) => onChange({ ...value, startTime })}
        />
        <SelectField
          label={t('settings.weekLayout.endTime')}
          value={value.endTime}
          options={hours}
          onValueChange={(endTime) => onChange({ ...value, endTime })}
        />
      </div>
      {/* The live region stays mounted so the hint is announced when it appears. */}
      <div aria-live="polite" className="mt-4 empty:mt-0">
        {isOvernight(value) ? (
          <Alert tone="info" title={t('settings.weekLayout.overnightTitle')}>
            <p>{t('settings.weekLayout.overnightText')}</p>
          </Alert>
        ) : null}
      </div>
    </SettingsSection>
  );
}
