import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FillResult, useCopySchedule } from '../../../api/schedule-fill/schedule-fill.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DayField } from '../../../components/ui/day-field.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type CopyMode, copyBody, copyProblem } from '../../../lib/fill-days.ts';
import { FillResultSummary } from './fill-result.tsx';

export interface CopyWeekDialogProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  /** The first day of the week on screen: the copy's target by default, the week before its source. */
  weekStart: string | null;
  onClose: () => void;
}

/** Copy week…: the week before into the week on screen by default, or any week or day into another. */
export function CopyWeekDialog({
  locationId,
  timeZone,
  timeFormat,
  weekStart,
  onClose,
}: CopyWeekDialogProps) {
  const { t } = useTranslation();
  const copy = useCopySchedule(locationId);
  const [result, setResult] = useState<FillResult | null>(null);
  const formId = useId();
  const close = () => {
    if (copy.isPending) return;
    copy.reset();
    setResult(null);
    onClose();
  };
  return (
    <ModalDialog
      open={weekStart !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('scheduleFill.copy.title')}
      description={t('scheduleFill.copy.description', { timeZone })}
      closeLabel={t('manager.common.close')}
      footer={
        result ? (
          <Button onClick={close}>{t('scheduleFill.result.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={copy.isPending}>
              {t('manager.common.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={copy.isPending}>
              {t('scheduleFill.copy.submit')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <FillResultSummary result={result} timeZone={timeZone} timeFormat={timeFormat} />
      ) : weekStart ? (
        <CopyForm
          id={formId}
          weekStart={weekStart}
          error={copy.isError ? errorMessage(copy.error, t('scheduleFill.copy.failed')) : null}
          onSubmit={async (mode, from, to) => {
            try {
              setResult(await copy.mutateAsync(copyBody(mode, from, to)));
            } catch {
              // Shown from copy.error.
            }
          }}
        />
      ) : null}
    </ModalDialog>
  );
}

function CopyForm({
  id,
  weekStart,
  error,
  onSubmit,
}: {
  id: string;
  weekStart: string;
  error: string | null;
  onSubmit: (mode: CopyMode, from: string, to: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CopyMode>('week');
  const [from, setFrom] = useState(addDaysToDay(weekStart, -7));
  const [to, setTo] = useState(weekStart);
  const [problem, setProblem] = useState<ReturnType<typeof copyProblem>>(null);
  const legendId = useId();
  const choose = (next: CopyMode) => {
    setMode(next);
    setProblem(null);
    // A day is the first of the weeks chosen, until the manager picks others.
    if (next === 'week') {
      setFrom(addDaysToDay(weekStart, -7));
      setTo(weekStart);
    }
  };
  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = copyProblem(mode, from, to);
        setProblem(found);
        if (!found) void onSubmit(mode, from, to);
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('scheduleFill.copy.what')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {(['week', 'day'] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-accent-600 has-checked:bg-accent-50"
            >
              <input
                type="radio"
                name="copy-mode"
                value={value}
                checked={mode === value}
                onChange={() => choose(value)}
                className="size-4 accent-accent-700"
              />
              {t(`scheduleFill.copy.modes.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <DayField
          label={t(mode === 'week' ? 'scheduleFill.copy.fromWeek' : 'scheduleFill.copy.fromDay')}
          value={from}
          onChange={setFrom}
          error={problem === 'noDay' ? t('scheduleFill.copy.errors.noDay') : undefined}
        />
        <DayField
          label={t(mode === 'week' ? 'scheduleFill.copy.toWeek' : 'scheduleFill.copy.toDay')}
          value={to}
          onChange={setTo}
          error={problem === 'onItself' ? t('scheduleFill.copy.errors.onItself') : undefined}
        />
      </div>
    </form>
  );
}
