import type { PinLength } from '@shiftclock/contract/employee-pin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePinCoverage } from '../../../api/employees/employee-pins.ts';
import { CreateMissingPins } from '../../../components/pins/create-missing-pins.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { SelectField } from '../../../components/ui/select.tsx';

interface PinSettingProps {
  locationId: string;
  value: PinLength;
  onChange: (next: PinLength) => void;
  /** The kiosk's own token sees the setting but cannot change it, nor read the employees. */
  readOnly: boolean;
}

/**
 * 'Employee PIN' (docs/decisions/0157-employee-pin.md), with how many active employees have no PIN
 * yet, a button to make theirs at once, and a question before PINs go on while some have none
 * (docs/decisions/0173-pins-without-stranding.md): they could no longer clock in.
 */
export function PinSetting({ locationId, value, onChange, readOnly }: PinSettingProps) {
  const { t } = useTranslation();
  const coverage = usePinCoverage(locationId, { enabled: !readOnly });
  const [turningOn, setTurningOn] = useState<PinLength | null>(null);
  const options = [
    { value: '0', label: t('settings.kiosk.pinOff') },
    { value: '4', label: t('settings.kiosk.pinDigits', { digits: 4 }) },
    { value: '6', label: t('settings.kiosk.pinDigits', { digits: 6 }) },
  ] as const;

  const choose = (next: PinLength) => {
    // Only off → on strands anyone: a change of length keeps every PIN working.
    const everyoneHasOne = coverage.data?.withoutPin === 0;
    if (value === 0 && next > 0 && !everyoneHasOne) setTurningOn(next);
    else onChange(next);
  };

  return (
    <div>
      <SelectField
        label={t('settings.kiosk.pin')}
        value={String(value) as (typeof options)[number]['value']}
        options={options}
        disabled={readOnly}
        onValueChange={(next) => choose(Number(next) as PinLength)}
        className="sm:max-w-xs"
      />
      <p className="mt-2 text-sm text-slate-600">{t('settings.kiosk.pinHint')}</p>
      {coverage.data && coverage.data.activeEmployees > 0 ? (
        <div className="mt-3 flex flex-col items-start gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-3">
          <p className="text-sm font-medium text-slate-800">
            {coverage.data.withoutPin === 0
              ? t('settings.kiosk.pinCoverageAll')
              : t('settings.kiosk.pinCoverage', {
                  count: coverage.data.withoutPin,
                  total: coverage.data.activeEmployees,
                })}
          </p>
          <CreateMissingPins locationId={locationId} missing={coverage.data.withoutPin} />
        </div>
      ) : null}
      <ConfirmModal
        open={turningOn !== null}
        onOpenChange={(next) => (next ? undefined : setTurningOn(null))}
        title={t('settings.kiosk.turnOnTitle')}
        message={
          coverage.data
            ? t('settings.kiosk.turnOnConfirm', {
                count: coverage.data.withoutPin,
                total: coverage.data.activeEmployees,
              })
            : t('settings.kiosk.turnOnUnknown')
        }
        confirmLabel={t('settings.kiosk.turnOn')}
        cancelLabel={t('settings.kiosk.cancel')}
        onConfirm={() => {
          if (turningOn !== null) onChange(turningOn);
          setTurningOn(null);
        }}
      />
    </div>
  );
}
