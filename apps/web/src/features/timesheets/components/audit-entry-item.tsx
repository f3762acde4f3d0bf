import type { AuditEntry } from '@shiftclock/contract/timesheets';
import { useTranslation } from 'react-i18next';
import type { TimeFormat } from '../../../lib/time.ts';
import { formatMoment, formatPunch } from '../format.ts';

interface AuditEntryItemProps {
  entry: AuditEntry;
  timeZone: string;
  timeFormat: TimeFormat;
  /** In a period's history, whose shift changed; a shift's own trail needs no name. */
  showEmployee?: boolean;
}

/** One change: what, who and when; the times before → after; the reason given. */
export function AuditEntryItem({ entry, timeZone, timeFormat, showEmployee = false }: AuditEntryItemProps) {
  const { t } = useTranslation();
  const times = (value: AuditEntry['before']) =>
    value
      ? `${formatPunch(value.clockIn, timeZone, timeFormat)} – ${
          value.clockOut ? formatPunch(value.clockOut, timeZone, timeFormat) : t('timesheets.audit.open')
        }`
      : t('timesheets.audit.nothing');

  return (
    <li className="rounded-md bg-slate-50 px-3 py-2 text-sm">
      <p className="text-slate-900">
        <span className="font-medium">{t(`timesheets.audit.actions.${entry.action}`)}</span>
        {showEmployee && entry.employee ? (
          <>
            {': '}
            {entry.employee.name}{' '}
            <span className="font-mono text-slate-600">({entry.employee.employeeId})</span>
          </>
        ) : null}
        {' · '}
        {t('timesheets.audit.byAt', { actor: entry.actor, at: formatMoment(entry.at, timeZone, timeFormat) })}
      </p>
      {entry.after ? (
        <p className="mt-0.5 text-slate-700 tabular-nums">
          {/* A confirmation keeps the times: they are shown once. */}
          {entry.before && entry.action !== 'confirm' ? (
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
  );
}
