import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleCard } from '../../components/ui/collapsible-card.tsx';
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
  const panels: ReactNode[] = [
    <TimeOffPanel key="time-off" locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />,
  ];
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
