import type { Settings } from '@shiftclock/contract/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekStartContext } from '../../../lib/time/week-start.ts';
import { dashboardPathFor, type SettingsSession } from '../settings-access.ts';
import { useAutoSave } from '../use-auto-save.ts';
import { useSaveAndLeave } from '../use-save-and-leave.ts';
import { useSettingsSaver } from '../use-settings-saver.ts';
import { CurrentlyWorkingSection } from './currently-working-section.tsx';
import { GeneralSettingsSection } from './general-settings-section.tsx';
import { KioskSettingsSection } from './kiosk-settings-section.tsx';
import { LocationAddressSection } from './location-address-section.tsx';
import { OpenShiftsSection } from './open-shifts-section.tsx';
import { PayrollSettingsSection } from './payroll-settings-section.tsx';
import { PhonePunchesSection } from './phone-punches-section.tsx';
import { SaveStatus } from './save-status.tsx';
import { ScheduleWarningsSection } from './schedule-warnings-section.tsx';
import { SettingsFrame } from './settings-frame.tsx';
import { ShiftSettingsSection } from './shift-settings-section.tsx';
import { WeekLayoutSection } from './week-layout-section.tsx';

interface SettingsEditorProps {
  /** The loaded settings; the form is filled from them once and then owns its draft. */
  initial: Settings;
  session: SettingsSession;
}

/**
 * The loaded screen. Every change goes into one draft; with auto-save on it is also saved a moment
 * later, and 'Back to Dashboard' always saves the draft before leaving
 * (docs/decisions/0070-settings-saving.md).
 */
export function SettingsEditor({ initial, session }: SettingsEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const save = useSettingsSaver(session.locationId);
  const autoSave = useAutoSave(save, t('settings.saveFailed'));
  const { leave, leaving } = useSaveAndLeave(save, dashboardPathFor(session));

  function update(next: Settings) {
    setDraft(next);
    if (next.autoSave) autoSave.schedule(next);
    else autoSave.cancel();
  }

  function back() {
    // Back sends the whole draft itself; a waiting auto-save would only repeat it.
    autoSave.cancel();
    void leave(draft);
  }

  return (
    <SettingsFrame onBack={back} leaving={leaving}>
      <div className="-mt-3 mb-6">
        <SaveStatus autoSave={draft.autoSave} status={autoSave.status} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <WeekLayoutSection
          className="lg:col-span-2"
          value={draft.weekLayout}
          timeFormat={draft.timeFormat}
          onChange={(weekLayout) => update({ ...draft, weekLayout })}
        />
        {/* Two short sections stacked beside the taller General Settings. */}
        <div className="flex flex-col gap-6">
          <ShiftSettingsSection
            value={draft.defaultShiftDuration}
            onChange={(defaultShiftDuration) => update({ ...draft, defaultShiftDuration })}
          />
          <KioskSettingsSection
            locationId={session.locationId}
            value={draft}
            readOnly={session.accountType === 'location'}
            onChange={(kiosk) => update({ ...draft, ...kiosk })}
          />
        </div>
        <GeneralSettingsSection value={draft} onChange={(general) => update({ ...draft, ...general })} />
        <LocationAddressSection
          className="lg:col-span-2"
          locationId={session.locationId}
          readOnly={session.accountType === 'location'}
        />
        {/* The period start's calendar pop-up starts the week where the week layout above says. */}
        <WeekStartContext.Provider value={draft.weekLayout.startDay}>
          <PayrollSettingsSection
            className="lg:col-span-2"
            value={draft.payroll}
            timeFormat={draft.timeFormat}
            readOnly={session.accountType === 'location'}
            onChange={(payroll) => update({ ...draft, payroll })}
          />
        </WeekStartContext.Provider>
        <PhonePunchesSection
          className="lg:col-span-2"
          value={draft.phonePunches}
          readOnly={session.accountType === 'location'}
          onChange={(phonePunches) => update({ ...draft, phonePunches })}
        />
        <ScheduleWarningsSection
          className="lg:col-span-2"
          value={draft.scheduleWarnings}
          readOnly={session.accountType === 'location'}
          onChange={(scheduleWarnings) => update({ ...draft, scheduleWarnings })}
        />
        <OpenShiftsSection
          className="lg:col-span-2"
          value={draft.openShifts}
          readOnly={session.accountType === 'location'}
          onChange={(openShifts) => update({ ...draft, openShifts })}
        />
        <CurrentlyWorkingSection
          className="lg:col-span-2"
          locationId={session.locationId}
          timeFormat={draft.timeFormat}
        />
      </div>
    </SettingsFrame>
  );
}
