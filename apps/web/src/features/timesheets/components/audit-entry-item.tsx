import type { AuditEntry } from '@shiftclock/contract/audit';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useTranslation } from 'react-i18next';
import { formatMoment, formatPunch, formatTime } from '../format.ts';

type Breaks = NonNullable<AuditEntry['after']>['breaks'];

/** A change of breaks is worth a line; an entry that recorded none (older, auto-closed) has nothing to say. */
function breaksChanged(entry: AuditEntry): boolean {
  const after = entry.after?.breaks;
  if (!after || entry.action === 'confirm') return false;
  if (!entry.before) return after.length > 0;
  return JSON.stringify(entry.before.breaks ?? []) !== JSON.stringify(after);
}

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
  const breaks = (value: Breaks) =>
    value?.length
      ? t('timesheets.audit.breaks', {
          breaks: value
            .map(
              (item) =>
                `${formatTime(item.start, timeZone, timeFormat)}–${
                  item.end ? formatTime(item.end, timeZone, timeFormat) : t('timesheets.audit.open')
                } (${t(item.paid ? 'timesheets.audit.paid' : 'timesheets.audit.unpaid')})`,
            )
            .join(', '),
        })
      : t('timesheets.audit.noBreaks');

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
        // A confirmation keeps the times: they are shown once.
        <Change
          before={entry.before && entry.action !== 'confirm' ? times(entry.before) : null}
          after={times(entry.after)}
        />
      ) : null}
      {breaksChanged(entry) ? (
        <Change
          before={entry.before?.breaks ? breaks(entry.before.breaks) : null}
          after={breaks(entry.after?.breaks ?? null)}
        />
      ) : null}
      {entry.reason ? (
        <p className="mt-0.5 wrap-anywhere text-slate-700">
          {t('timesheets.audit.reason', { reason: entry.reason })}
        </p>
      ) : null}
    </li>
  );
}

/** 'before → after', with words for a screen reader; the after alone when there is no before. */
function Change({ before, after }: { before: string | null; after: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-0.5 text-slate-700 tabular-nums">
      {before !== null ? (
        <>
          <span>{before}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> {t('timesheets.audit.changedTo')} </span>
        </>
      ) : null}
      <span className="font-medium text-slate-900">{after}</span>
    </p>
  );
}
