import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleCard } from '../../components/ui/collapsible-card.tsx';
import { OpenShiftsPanel } from '../../features/open-shifts/components/open-shifts-panel.tsx';
import { useDefaultShiftDuration } from '../../features/schedule/default-shift-duration.ts';
import { SwapsPanel } from '../../features/shift-swaps/components/swaps-panel.tsx';
import { TimeOffPanel } from '../../features/time-off/components/time-off-panel.tsx';

export type RequestsProps = {
  locationId: string;
  /** Null while the location's zone loads: panels then wait to show times. */
  timeZone: string | null;
  timeFormat: TimeFormat;
};

/**
 * The manager's requests (docs/decisions/0200-requests-trail.md): what employees asked of this
 * location, each request feature's panel one under the other. This file only composes: the request
 * features never import each other. Each panel has its own heading and says when nothing waits.
 */
export function ManagerRequests({ locationId, timeZone, timeFormat }: RequestsProps) {
  const { t } = useTranslation();
  const defaultDurationHours = useDefaultShiftDuration(locationId);
  const panels: ReactNode[] = [];
  // Open shifts (docs/decisions/0201-open-shifts.md): claims to approve or decline, and posting one.
  if (timeZone)
    panels.push(
      <OpenShiftsPanel
        key="open-shifts"
        locationId={locationId}
        timeZone={timeZone}
        timeFormat={timeFormat}
        defaultDurationHours={defaultDurationHours}
      />,
    );
  // Swaps and cover (docs/decisions/0202-shift-swaps.md): their times wait for the location's zone.
  if (timeZone)
    panels.push(
      <SwapsPanel key="swaps" locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />,
    );
  // Time off (docs/decisions/0203-time-off-and-availability.md): requests to approve with paid hours.
  panels.push(
    <TimeOffPanel key="time-off" locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />,
  );
  return (
    <CollapsibleCard title={t('manager.view.sections.requests')} storageKey="requests">
      {panels.length > 0 ? (
        <div className="flex flex-col gap-6">{panels}</div>
      ) : (
        <p className="text-sm text-slate-600">{t('manager.requests.none')}</p>
      )}
    </CollapsibleCard>
  );
}
