import type { PinLength } from '@shiftclock/contract/employee-pin';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select.tsx';
import { PinSetting } from './pin-setting.tsx';
import { SettingsSection } from './settings-section.tsx';

type KioskRules = {
  pinLength: PinLength;
  earlyClockInMinutes: number | null;
  offlinePunchMaxAgeHours: number;
  maxKiosks: number;
};

/** The early clock-in limits offered, in minutes before the shift; 'off' is no limit. */
const EARLY_LIMITS = ['off', '0', '5', '10', '15', '30', '60'] as const;
/** The offline punch windows offered, in hours (the API takes any whole number from 1 to 72). */
const OFFLINE_WINDOWS = ['2', '4', '8', '12', '24', '48', '72'] as const;
/** The kiosk limits offered (docs/api.md, "Devices"); 50 is the default. */
const KIOSK_LIMITS = ['1', '2', '5', '10', '20', '50', '100', '200', '500'] as const;

interface KioskSettingsSectionProps {
  locationId: string;
  value: KioskRules;
  onChange: (next: KioskRules) => void;
  /** The kiosk's own token sees the setting but cannot change it (the server refuses). */
  readOnly?: boolean;
  className?: string;
}

/**
 * 'Kiosk': whether employees type a PIN after their ID (docs/decisions/0157-employee-pin.md), how
 * early before a scheduled shift the kiosk clocks them in (docs/api.md, "Kiosk"), how old an
 * offline punch may be and still apply by itself (docs/api.md, "Offline punches"), and how many
 * kiosks may be registered at once (docs/api.md, "Devices").
 */
export function KioskSettingsSection({
  locationId,
  value,
  onChange,
  readOnly = false,
  className,
}: KioskSettingsSectionProps) {
  const { t } = useTranslation();
  const limit = value.earlyClockInMinutes;
  // A limit set through the API to a value not offered here is shown as such, so it is not lost.
  const limits = [
    ...EARLY_LIMITS,
    ...(limit === null || EARLY_LIMITS.includes(String(limit) as never) ? [] : [String(limit)]),
  ];
  const earlyOptions = limits.map((option) => ({
    value: option,
    label:
      option === 'off'
        ? t('settings.kiosk.earlyOff')
        : option === '0'
          ? t('settings.kiosk.earlyAtStart')
          : t('settings.kiosk.earlyMinutes', { minutes: Number(option) }),
  }));
  const windowHours = String(value.offlinePunchMaxAgeHours);
  const windows = [
    ...OFFLINE_WINDOWS,
    ...(OFFLINE_WINDOWS.includes(windowHours as never) ? [] : [windowHours]),
  ];
  const windowOptions = windows.map((option) => ({
    value: option,
    label: t('settings.kiosk.offlineWindowHours', { hours: Number(option) }),
  }));
  // A limit set through the API to a value not offered here is shown as such too.
  const kioskLimits = [
    ...KIOSK_LIMITS,
    ...(KIOSK_LIMITS.includes(String(value.maxKiosks) as never) ? [] : [String(value.maxKiosks)]),
  ].map((option) => ({
    value: option,
    label: t('settings.kiosk.maxKiosksValue', { count: Number(option) }),
  }));
  return (
    <SettingsSection
      title={t('settings.kiosk.title')}
      description={readOnly ? t('settings.kiosk.managersOnly') : t('settings.kiosk.description')}
      className={className}
    >
      <div className="flex flex-col gap-5">
        <PinSetting
          locationId={locationId}
          value={value.pinLength}
          readOnly={readOnly}
          onChange={(pinLength) => onChange({ ...value, pinLength })}
        />
        <div>
          <SelectField
            label={t('settings.kiosk.early')}
            value={limit === null ? 'off' : String(limit)}
            options={earlyOptions}
            disabled={readOnly}
            onValueChange={(next) =>
              onChange({ ...value, earlyClockInMinutes: next === 'off' ? null : Number(next) })
            }
            className="sm:max-w-xs"
          />
          <p className="mt-2 text-sm text-slate-600">{t('settings.kiosk.earlyHint')}</p>
        </div>
        <div>
          <SelectField
            label={t('settings.kiosk.offlineWindow')}
            value={windowHours}
            options={windowOptions}
            disabled={readOnly}
            onValueChange={(next) => onChange({ ...value, offlinePunchMaxAgeHours: Number(next) })}
            className="sm:max-w-xs"
          />
          <p className="mt-2 text-sm text-slate-600">{t('settings.kiosk.offlineWindowHint')}</p>
        </div>
        <div>
          <SelectField
            label={t('settings.kiosk.maxKiosks')}
            value={String(value.maxKiosks)}
            options={kioskLimits}
            disabled={readOnly}
            onValueChange={(next) => onChange({ ...value, maxKiosks: Number(next) })}
            className="sm:max-w-xs"
          />
          <p className="mt-2 text-sm text-slate-600">{t('settings.kiosk.maxKiosksHint')}</p>
        </div>
      </div>
    </SettingsSection>
  );
}
