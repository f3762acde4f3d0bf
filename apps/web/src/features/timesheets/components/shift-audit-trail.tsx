import type { AuditEntry } from '@shiftclock/contract/timesheets';
import { History } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeFormat } from '../../../lib/time.ts';
import { useShiftAudit } from '../api/get-shift-audit.ts';
import { formatMoment, formatPunch } from '../format.ts';

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
  const times = (value: AuditEntry['before']) =>
    value
      ? `${formatPunch(value.clockIn, timeZone, timeFormat)} – ${
          value.clockOut ? formatPunch(value.clockOut, timeZone, timeFormat) : t('timesheets.audit.open')
        }`
      : t('timesheets.audit.nothing');

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
          {audit.data.map((entry: AuditEntry) => (
            <li key={entry.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
              <p className="text-slate-900">
                <span className="font-medium">{t(`timesheets.audit.actions.${entry.action}`)}</span>
                {' · '}
                {t('timesheets.audit.byAt', {
                  actor: entry.actor,
                  at: formatMoment(entry.at, timeZone, timeFormat),
                })}
              </p>
              {entry.after ? (
                <p className="mt-0.5 text-slate-700 tabular-nums">
                  {entry.before ? (
                    <>
                      <span>{times(entry.before)}</span>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> {t('timesheets.audit.changedTo')} </span>
                    </>
                  ) : null}
                  <span className="font-medium text-slate-900">{times(entry.after)}</span>
                </p>
              ) : null}
              {entry.reason ? (
                <p className="mt-0.5 wrap-anywhere text-slate-700">
                  {t('timesheets.audit.reason', { reason: entry.reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
