import type { OpenShiftsSetting } from '@shiftclock/contract/settings';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section.tsx';
import { ToggleField } from './toggle-field.tsx';

interface OpenShiftsSectionProps {
  value: OpenShiftsSetting;
  onChange: (next: OpenShiftsSetting) => void;
  /** The kiosk's own token sees the setting but cannot change it (the server refuses). */
  readOnly?: boolean;
  className?: string;
}

/**
 * 'Open shifts' (docs/decisions/0201-open-shifts.md): off by default, the manager approves each
 * claim; on, the first employee to claim an open shift gets it at once.
 */
export function OpenShiftsSection({ value, onChange, readOnly = false, className }: OpenShiftsSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.openShifts.title')}
      description={readOnly ? t('settings.openShifts.managersOnly') : t('settings.openShifts.description')}
      className={className}
    >
      <ToggleField
        label={t('settings.openShifts.autoApprove')}
        hint={t('settings.openShifts.autoApproveHint')}
        checked={value.autoApproveFirstClaim}
        disabled={readOnly}
        onCheckedChange={(autoApproveFirstClaim) => onChange({ ...value, autoApproveFirstClaim })}
      />
    </SettingsSection>
  );
}
