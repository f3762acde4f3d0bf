import { LANGUAGES } from '@shiftclock/contract/languages';
import type { Settings } from '@shiftclock/contract/settings';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select.tsx';
import { SettingsSection } from './settings-section.tsx';
import { ToggleField } from './toggle-field.tsx';

type General = Pick<Settings, 'language' | 'timeFormat' | 'autoSave'>;

interface GeneralSettingsSectionProps {
  value: General;
  onChange: (next: General) => void;
  className?: string;
}

/** 'General Settings': language, time format and auto-save. */
export function GeneralSettingsSection({ value, onChange, className }: GeneralSettingsSectionProps) {
  const { t } = useTranslation();
  const languageOptions = LANGUAGES.map((code) => ({ value: code, label: t(`settings.languages.${code}`) }));
  const timeFormatOptions = [
    { value: '24h', label: t('settings.general.timeFormat24h') },
    { value: '12h', label: t('settings.general.timeFormat12h') },
  ] as const;

  return (
    <SettingsSection title={t('settings.general.title')} className={className}>
      <div className="flex flex-col gap-5">
        <div>
          <SelectField
            label={t('settings.general.language')}
            value={value.language}
            options={languageOptions}
            onValueChange={(language) => onChange({ ...value, language })}
          />
          <p className="mt-2 text-sm text-slate-600">{t('settings.general.languageHint')}</p>
        </div>
        <SelectField
          label={t('settings.general.timeFormat')}
          value={value.timeFormat}
          options={timeFormatOptions}
          onValueChange={(timeFormat) => onChange({ ...value, timeFormat })}
        />
        <ToggleField
          label={t('settings.general.autoSave')}
          hint={t('settings.general.autoSaveHint')}
          checked={value.autoSave}
          onCheckedChange={(autoSave) => onChange({ ...value, autoSave })}
        />
      </div>
    </SettingsSection>
  );
}
