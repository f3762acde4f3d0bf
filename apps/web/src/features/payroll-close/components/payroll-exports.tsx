import type { PayrollExportRecord } from '@shiftclock/contract/payroll-close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { deviceTimeZone, formatDateAndTime } from '../../../lib/time/clock.ts';
import { PROVIDER_NAMES } from '../provider-names.ts';

/** The period's exports, newest first: which file, who, when, and whether the period changed since. */
export function PayrollExports({ exports }: { exports: readonly PayrollExportRecord[] | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('payroll.exports.title')}
        </h3>
        {exports === null ? (
          <div className="h-10 animate-pulse rounded-md bg-slate-100" />
        ) : exports.length === 0 ? (
          <p className="text-sm text-slate-600">{t('payroll.exports.none')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
            {exports.map((record) => (
              <ExportRow key={record.id} record={record} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function ExportRow({ record }: { record: PayrollExportRecord }) {
  const { t } = useTranslation();
  const provider =
    record.provider === 'summary' ? t('payroll.exports.summary') : PROVIDER_NAMES[record.provider];
  return (
    <li aria-label={record.fileName} className="space-y-1 py-2 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-mono text-xs break-all text-slate-900">{record.fileName}</span>
        {record.outdated ? (
          <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
            {t('payroll.exports.outdated')}
          </span>
        ) : null}
      </div>
      <p className="text-slate-700">
        {provider} ·{' '}
        {t('payroll.exports.by', {
          who: record.exportedBy,
          // The owner's own clock: exports are the organization's, not one location's.
          when: formatDateAndTime(record.exportedAt, deviceTimeZone(), 'dayMonthYear', '24h'),
        })}
      </p>
      {record.outdated ? <p className="text-amber-900">{t('payroll.exports.outdatedHint')}</p> : null}
    </li>
  );
}
