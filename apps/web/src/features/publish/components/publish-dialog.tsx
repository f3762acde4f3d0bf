import type { TimeFormat } from '@shiftclock/contract/time-format';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Send from 'lucide-react/icons/send';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PublishSummary,
  usePublish,
  usePublishHistory,
  usePublishSummary,
} from '../../../api/publish/publish.ts';
import type { ScheduleRange } from '../../../api/schedule/scheduled-shifts.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate, formatDateAndTime } from '../../../lib/time/clock.ts';
import { toast } from '../../../lib/toast.ts';

const total = (summary: PublishSummary | undefined) =>
  summary ? summary.added + summary.changed + summary.removed : 0;

const rangeText = (range: ScheduleRange) =>
  `${formatCalendarDate(range.startDate, 'dayMonth')} – ${formatCalendarDate(range.endDate, 'dayMonthYear')}`;

/**
 * "Publish (N)" and "Publish history" beside the calendar's week: N is the unpublished changes of the
 * week shown (docs/decisions/0198-draft-and-publish.md).
 */
export function PublishActions({
  locationId,
  week,
  timeZone,
  timeFormat,
  warnings,
}: {
  locationId: string;
  /** The local days of the week on screen; null until it is known. */
  week: ScheduleRange | null;
  timeZone: string | null;
  timeFormat: TimeFormat;
  /** What the dialog shows above its button about the range (app/ gives the schedule's warnings). */
  warnings?: (range: ScheduleRange) => ReactNode;
}) {
  const { t } = useTranslation();
  const summary = usePublishSummary(locationId, week);
  const [open, setOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const count = total(summary.data);
  return (
    <>
      <Button
        variant={count > 0 ? 'primary' : 'secondary'}
        disabled={!week}
        onClick={() => setOpen(true)}
        aria-label={t('publish.buttonLabel', { count })}
      >
        <Send aria-hidden="true" className="size-4" />
        {t('publish.button', { count })}
      </Button>
      <Button variant="ghost" className="px-3" onClick={() => setHistoryOpen(true)}>
        <History aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('publish.history.button')}</span>
      </Button>
      {week ? (
        <PublishDialog
          open={open}
          onClose={() => setOpen(false)}
          locationId={locationId}
          range={week}
          summary={summary.data}
          warnings={warnings?.(week)}
        />
      ) : null}
      <PublishHistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        locationId={locationId}
        timeZone={timeZone}
        timeFormat={timeFormat}
      />
    </>
  );
}

export function PublishDialog({
  open,
  onClose,
  locationId,
  range,
  summary,
  warnings,
}: {
  open: boolean;
  onClose: () => void;
  locationId: string;
  range: ScheduleRange;
  summary: PublishSummary | undefined;
  warnings?: ReactNode;
}) {
  const { t } = useTranslation();
  const publish = usePublish(locationId);
  const close = () => {
    if (publish.isPending) return;
    publish.reset();
    onClose();
  };
  const nothing = summary !== undefined && total(summary) === 0;
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('publish.title')}
      description={t('publish.description', { range: rangeText(range) })}
      closeLabel={t('publish.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={publish.isPending}>
            {t('publish.cancel')}
          </Button>
          <Button
            busy={publish.isPending}
            disabled={nothing}
            onClick={() =>
              publish.mutate(range, {
                onSuccess: (result) => {
                  toast.success(t('publish.done', { count: result.notified }));
                  publish.reset();
                  onClose();
                },
              })
            }
          >
            {t('publish.confirm')}
          </Button>
        </>
      }
    >
      {summary ? (
        <ul className="space-y-1 text-sm text-slate-800" aria-label={t('publish.countsLabel')}>
          <li>{t('publish.counts.added', { count: summary.added })}</li>
          <li>{t('publish.counts.changed', { count: summary.changed })}</li>
          <li>{t('publish.counts.removed', { count: summary.removed })}</li>
        </ul>
      ) : null}
      {nothing ? <p className="mt-3 text-sm text-slate-700">{t('publish.nothing')}</p> : null}
      <p className="mt-3 text-sm text-slate-700">{t('publish.notifyNote')}</p>
      <div className="mt-3">{warnings}</div>
      {publish.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(publish.error, t('publish.failed'))}</Alert>
        </div>
      ) : null}
    </ModalDialog>
  );
}

/** Who published what and when, newest first. */
export function PublishHistoryDialog({
  open,
  onClose,
  locationId,
  timeZone,
  timeFormat,
}: {
  open: boolean;
  onClose: () => void;
  locationId: string;
  timeZone: string | null;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const history = usePublishHistory(locationId, open);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('publish.history.title')}
      closeLabel={t('publish.close')}
      size="lg"
    >
      {history.isPending ? <p className="text-sm text-slate-700">{t('publish.history.loading')}</p> : null}
      {history.isError ? <Alert tone="error">{t('publish.history.failed')}</Alert> : null}
      {history.data && history.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('publish.history.empty')}</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {history.data.map((record) => (
            <li key={record.id} className="py-2 text-sm text-slate-800">
              <p className="font-medium">
                {t('publish.history.entry', {
                  range: rangeText(record),
                  by: record.publishedBy,
                  at: timeZone
                    ? formatDateAndTime(record.publishedAt, timeZone, 'dayMonth', timeFormat)
                    : record.publishedAt,
                })}
              </p>
              <p className="text-slate-700">
                {t('publish.history.counts', {
                  added: record.added,
                  changed: record.changed,
                  removed: record.removed,
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </ModalDialog>
  );
}
