import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { CorrectionCard } from '../record/correction-card.tsx';
import { FlaggedShifts } from '../record/flagged-shifts.tsx';
import { RECORD_RANGES, type RecordRange, useMyRecord } from '../record/record-calls.ts';
import { MePage } from './me-page.tsx';

/**
 * The Record tab (/me/record): every change made to the person's punches at all their locations
 * (who, when, before → after, why), their offline and auto-closed shifts, and, where the organization
 * asks, Confirm or Dispute on each new correction (docs/decisions/0195-employees-confirm-corrections.md).
 */
export function MyRecordPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<RecordRange>(RECORD_RANGES[0]);
  const record = useMyRecord(days);
  const rangeId = useId();
  const data = record.data;

  const picker = (
    <div className="flex items-center gap-2">
      <label htmlFor={rangeId} className="text-sm font-medium text-slate-700">
        {t('meTabs.record.rangeLabel')}
      </label>
      <select
        id={rangeId}
        value={days}
        onChange={(event) => setDays(Number(event.target.value) as RecordRange)}
        className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:h-10"
      >
        {RECORD_RANGES.map((range) => (
          <option key={range} value={range}>
            {t('meTabs.record.lastDays', { count: range })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <MePage title={t('meTabs.record.title')} actions={picker}>
      {data ? (
        <div aria-busy={record.isFetching || undefined}>
          {data.pendingCount > 0 ? (
            <Alert tone="warning" title={t('meTabs.record.pendingTitle', { count: data.pendingCount })}>
              {t('meTabs.record.pendingText')}
            </Alert>
          ) : null}
          {data.corrections.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
              {t('meTabs.record.empty')}
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {data.corrections.map((correction) => (
                <li key={correction.id}>
                  <CorrectionCard correction={correction} />
                </li>
              ))}
            </ul>
          )}
          <FlaggedShifts shifts={data.flaggedShifts} />
        </div>
      ) : record.isError ? (
        <Alert tone="error" title={t('meTabs.record.loadFailed')}>
          <p>{errorMessage(record.error, t('meTabs.record.loadFailed'))}</p>
          <Button
            className="mt-2"
            variant="secondary"
            busy={record.isFetching}
            onClick={() => void record.refetch()}
          >
            {t('meTabs.record.retry')}
          </Button>
        </Alert>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {t('meTabs.record.loading')}
        </p>
      )}
    </MePage>
  );
}
