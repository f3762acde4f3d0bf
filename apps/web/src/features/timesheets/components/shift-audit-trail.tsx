import type { TimeFormat } from '@shiftclock/contract/time-format';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShiftAudit } from '../../../api/shifts/shift-audit.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';

interface ShiftAuditTrailProps {
  locationId: string;
  shiftId: string;
  timeZone: string;
  timeFormat: TimeFormat;
}

/** The shift's changes, oldest first: who, when, before → after, and the reason given. */
export function ShiftAuditTrail({ locationId, shiftId, timeZone, timeFormat }: ShiftAuditTrailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const audit = useShiftAudit(locationId, shiftId);

  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-600" />
        {t('timesheets.audit.title')}
      </h3>
      {audit.isPending ? (
        <p className="mt-2 text-sm text-slate-600">{t('timesheets.audit.loading')}</p>
      ) : audit.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('timesheets.audit.loadFailed')}
        </p>
      ) : audit.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('timesheets.audit.empty')}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {audit.data.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} timeZone={timeZone} timeFormat={timeFormat} />
          ))}
        </ol>
      )}
    </section>
  );
}
