import type { PinLength } from '@shiftclock/contract/employee-pin';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select.tsx';
import { SettingsSection } from './settings-section.tsx';

interface KioskSettingsSectionProps {
  value: PinLength;
  onChange: (pinLength: PinLength) => void;
  /** The kiosk's own token sees the setting but cannot change it (the server refuses). */
  readOnly?: boolean;
  className?: string;
}

/** 'Kiosk': whether employees type a PIN after their ID (docs/decisions/0157-employee-pin.md). */
export function KioskSettingsSection({
  value,
  onChange,
  readOnly = false,
  className,
}: KioskSettingsSectionProps) {
  const { t } = useTranslation();
  const options = [
    { value: '0', label: t('settings.kiosk.pinOff') },
    { value: '4', label: t('settings.kiosk.pinDigits', { digits: 4 }) },
    { value: '6', label: t('settings.kiosk.pinDigits', { digits: 6 }) },
  ] as const;
  return (
    <SettingsSection
      title={t('settings.kiosk.title')}
      description={readOnly ? t('settings.kiosk.managersOnly') : t('settings.kiosk.description')}
      className={className}
    >
      <SelectField
        label={t('settings.kiosk.pin')}
        value={String(value) as (typeof options)[number]['value']}
        options={options}
        disabled={readOnly}
        onValueChange={(next) => onChange(Number(next) as PinLength)}
        className="sm:max-w-xs"
      />
      <p className="mt-2 text-sm text-slate-600">{t('settings.kiosk.pinHint')}</p>
    </SettingsSection>
  );
}
