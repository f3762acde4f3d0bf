import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useTranslation } from 'react-i18next';
import { usePeriodAudit } from '../../../api/timesheets/period-audit.ts';
import { CollapsibleCard } from '../../../components/ui/collapsible-card.tsx';
import { AuditEntryItem } from './audit-entry-item.tsx';

interface PeriodHistoryProps {
  locationId: string;
  startDate: string;
  timeZone: string;
  timeFormat: TimeFormat;
}

/**
 * The period's audit trail, newest first: approvals, reopenings and every change to its shifts.
 * Folded at first (the table is what a manager comes for); asked for only when opened.
 */
export function PeriodHistory(props: PeriodHistoryProps) {
  const { t } = useTranslation();
  return (
    <CollapsibleCard title={t('timesheets.history.title')} defaultOpen={false}>
      <HistoryList {...props} />
    </CollapsibleCard>
  );
}

function HistoryList({ locationId, startDate, timeZone, timeFormat }: PeriodHistoryProps) {
  const { t } = useTranslation();
  const history = usePeriodAudit(locationId, startDate);
  if (history.isPending) return <p className="text-sm text-slate-600">{t('timesheets.audit.loading')}</p>;
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('timesheets.audit.loadFailed')}
      </p>
    );
  }
  if (history.data.length === 0)
    return <p className="text-sm text-slate-600">{t('timesheets.history.empty')}</p>;
  return (
    <ol className="space-y-2">
      {history.data.map((entry) => (
        <AuditEntryItem
          key={entry.id}
          entry={entry}
          timeZone={timeZone}
          timeFormat={timeFormat}
          showEmployee
        />
      ))}
    </ol>
  );
}
