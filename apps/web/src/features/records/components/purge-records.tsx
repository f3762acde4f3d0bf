import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PurgeItem, usePurge, usePurgePreview } from '../../../api/organization/records.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate, formatDecimal } from '../../../lib/time/clock.ts';
import { toast } from '../../../lib/toast.ts';

const day = (value: string) => formatCalendarDate(value, 'dayMonthYear');

/**
 * "Purge": what is past the retention period (archived locations and people whose last record is
 * older than the cutoff), and the purge of exactly that, confirmed with the cutoff the owner saw.
 * A 409 means the preview changed since: it is loaded again and the owner is told.
 */
export function PurgeRecords({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const preview = usePurgePreview(organizationId);
  const purge = usePurge(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState(false);
  const headingId = useId();
  const data = preview.data;

  function onConfirm() {
    if (!data) return;
    setStale(false);
    purge.mutate(data.cutoff, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('records.purge.done'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setConfirming(false);
          setStale(true);
        }
      },
    });
  }

  const purgeError =
    purge.isError && !(purge.error instanceof ApiError && purge.error.status === 409)
      ? errorMessage(purge.error, t('records.purge.failed'))
      : null;

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('records.purge.title')}
        </h3>
        {stale ? <Alert tone="warning">{t('records.purge.stale')}</Alert> : null}
        {data ? (
          <>
            <p className="text-sm text-slate-700">
              {t('records.purge.cutoff', { count: data.retentionYears, cutoff: day(data.cutoff) })}
            </p>
            {data.items.length === 0 ? (
              <p className="text-sm text-slate-600">{t('records.purge.nothing')}</p>
            ) : (
              <>
                <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
                  {data.items.map((item) => (
                    <PurgeRow key={`${item.kind}.${item.id}`} item={item} />
                  ))}
                </ul>
                <Button
                  variant="danger"
                  className="w-full sm:w-auto"
                  disabled={preview.isFetching}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('records.purge.button')}
                </Button>
                <ConfirmModal
                  open={confirming}
                  onOpenChange={setConfirming}
                  title={t('records.purge.confirmTitle')}
                  message={t('records.purge.confirmText', {
                    count: data.items.length,
                    cutoff: day(data.cutoff),
                  })}
                  confirmLabel={t('records.purge.confirm')}
                  cancelLabel={t('records.purge.cancel')}
                  onConfirm={onConfirm}
                  busy={purge.isPending}
                  error={purgeError}
                  tone="danger"
                />
              </>
            )}
          </>
        ) : preview.isError ? (
          <Alert tone="error">{errorMessage(preview.error, t('records.loadFailed'))}</Alert>
        ) : (
          <div className="h-10 animate-pulse rounded-md bg-slate-100" />
        )}
      </section>
    </Card>
  );
}

function PurgeRow({ item }: { item: PurgeItem }) {
  const { t } = useTranslation();
  const rows = Object.entries(item.rows).filter(([, count]) => count > 0);
  return (
    <li aria-label={item.name} className="space-y-1 py-2 text-sm first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium break-words text-slate-900">{item.name}</span>
        <span className="text-slate-600">{t(`records.purge.kinds.${item.kind}`)}</span>
      </p>
      <p className="text-slate-700">
        {item.lastRecord
          ? t('records.purge.lastRecord', { day: day(item.lastRecord) })
          : t('records.purge.noRecord')}
      </p>
      {rows.length > 0 ? (
        <p className="text-slate-600">
          {rows
            .map(([table, count]) => t('records.purge.rows', { table, count, rows: formatDecimal(count, 0) }))
            .join(' · ')}
        </p>
      ) : null}
    </li>
  );
}
