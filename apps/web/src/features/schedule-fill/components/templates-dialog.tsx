import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FillResult,
  useApplyTemplate,
  useDeleteTemplate,
  useSaveTemplate,
  useScheduleTemplates,
} from '../../../api/schedule-fill/schedule-fill.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../lib/time/clock.ts';
import { toast } from '../../../lib/toast.ts';
import { FillResultSummary } from './fill-result.tsx';

export interface TemplatesDialogProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  /** The first day of the week on screen: the week saved, and the week a template is applied to. */
  weekStart: string | null;
  onClose: () => void;
}

/** Templates…: save the week on screen under a name, apply a saved one to it, delete one. */
export function TemplatesDialog({
  locationId,
  timeZone,
  timeFormat,
  weekStart,
  onClose,
}: TemplatesDialogProps) {
  const { t } = useTranslation();
  const open = weekStart !== null;
  const templates = useScheduleTemplates(locationId, open);
  const save = useSaveTemplate(locationId);
  const apply = useApplyTemplate(locationId);
  const remove = useDeleteTemplate(locationId);
  const [name, setName] = useState('');
  const [result, setResult] = useState<FillResult | null>(null);
  const formId = useId();
  const listId = useId();
  const busy = save.isPending || apply.isPending || remove.isPending;
  const failure = [save, apply, remove].find((mutation) => mutation.isError)?.error;
  const reset = () => {
    for (const mutation of [save, apply, remove]) mutation.reset();
  };
  /** One action at a time: the last result and error go, and a refusal shows from `failure`. */
  const attempt = async (work: () => Promise<void>) => {
    reset();
    setResult(null);
    try {
      await work();
    } catch {
      // Shown from `failure`.
    }
  };
  const close = () => {
    if (busy) return;
    reset();
    setResult(null);
    setName('');
    onClose();
  };
  const week = weekStart ? formatCalendarDate(weekStart, 'dayMonthYear') : '';
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('scheduleFill.templates.title')}
      description={t('scheduleFill.templates.description', { week })}
      closeLabel={t('manager.common.close')}
      footer={
        <Button variant="secondary" onClick={close}>
          {t('manager.common.close')}
        </Button>
      }
    >
      <div className="space-y-5">
        {failure ? (
          <Alert tone="error">{errorMessage(failure, t('scheduleFill.templates.failed'))}</Alert>
        ) : null}
        {result ? <FillResultSummary result={result} timeZone={timeZone} timeFormat={timeFormat} /> : null}
        <form
          id={formId}
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void attempt(async () => {
              if (!weekStart) return;
              const saved = await save.mutateAsync({ name, fromWeekStart: weekStart });
              toast.success(t('scheduleFill.templates.saved', { name: saved.template.name }));
              setName('');
            });
          }}
        >
          <TextField
            className="min-w-0 flex-1"
            label={t('scheduleFill.templates.name')}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" busy={save.isPending} disabled={busy && !save.isPending}>
            {t('scheduleFill.templates.save')}
          </Button>
        </form>
        <section aria-labelledby={listId}>
          <h3 id={listId} className="text-sm font-semibold text-slate-900">
            {t('scheduleFill.templates.listHeading')}
          </h3>
          {templates.isError ? (
            <Alert tone="error">{t('scheduleFill.templates.loadFailed')}</Alert>
          ) : templates.data && templates.data.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('scheduleFill.templates.empty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {(templates.data ?? []).map((template) => (
                <li key={template.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                  <span className="min-w-0 basis-full text-sm sm:basis-0 sm:flex-1">
                    <span className="block font-medium text-slate-900">{template.name}</span>
                    <span className="block text-slate-600">
                      {t('scheduleFill.templates.shiftCount', { count: template.shiftCount })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    className="h-9"
                    aria-label={t('scheduleFill.templates.applyNamed', { name: template.name })}
                    disabled={busy}
                    onClick={() =>
                      attempt(async () => {
                        if (weekStart) setResult(await apply.mutateAsync({ id: template.id, weekStart }));
                      })
                    }
                  >
                    {t('scheduleFill.templates.apply')}
                  </Button>
                  <Button
                    variant="ghost"
                    className="h-9 text-red-700"
                    aria-label={t('scheduleFill.templates.deleteNamed', { name: template.name })}
                    disabled={busy}
                    onClick={() =>
                      attempt(async () => {
                        await remove.mutateAsync(template.id);
                        toast.success(t('scheduleFill.templates.deleted', { name: template.name }));
                      })
                    }
                  >
                    {t('scheduleFill.templates.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ModalDialog>
  );
}
