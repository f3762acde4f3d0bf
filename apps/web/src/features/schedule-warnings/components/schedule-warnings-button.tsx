import CheckCircle2 from 'lucide-react/icons/circle-check';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleWarnings } from '../../../api/schedule/schedule-warnings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWarningFormat } from '../use-warning-format.ts';
import { LabourCostTable } from './labour-cost-table.tsx';
import { WarningsList } from './warnings-list.tsx';

interface ScheduleWarningsButtonProps {
  locationId: string;
  /** The week on screen: its first and last days at the location, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

/**
 * "Warnings (N)" in the calendar's toolbar: opens the week's warnings in plain words and its labour
 * cost per day (docs/product.md, "Schedule warnings").
 */
export function ScheduleWarningsButton({ locationId, startDate, endDate }: ScheduleWarningsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const warnings = useScheduleWarnings(locationId, { startDate, endDate });
  const format = useWarningFormat(locationId);
  const count = warnings.data?.warnings.length ?? 0;
  // The cost per day only when someone scheduled has a rate: without any it would be all zeros.
  const hasCost = (warnings.data?.totals.week.cost ?? 0) > 0;
  return (
    <>
      <Button
        variant={count > 0 ? 'secondary' : 'ghost'}
        className={count > 0 ? 'border-amber-300 bg-amber-50 text-amber-900' : ''}
        onClick={() => setOpen(true)}
        disabled={!warnings.data}
      >
        {count > 0 ? (
          <AlertTriangle aria-hidden="true" className="size-4 text-amber-600" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
        )}
        {/* On a phone the sign and the count say enough; the words stay for screen readers. */}
        <span aria-hidden="true" className="sm:hidden">
          {count}
        </span>
        <span className="sr-only sm:not-sr-only">{t('schedule-warnings.button', { count })}</span>
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={t('schedule-warnings.title')}
        description={t('schedule-warnings.description')}
        closeLabel={t('schedule-warnings.close')}
        size="lg"
      >
        {warnings.isError ? (
          <Alert tone="error">{errorMessage(warnings.error, t('schedule-warnings.loadFailed'))}</Alert>
        ) : null}
        {warnings.data && format ? (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {warnings.data.block ? t('schedule-warnings.blocking') : t('schedule-warnings.notBlocking')}
            </p>
            {count > 0 ? (
              <WarningsList warnings={warnings.data.warnings} format={format} />
            ) : (
              <p className="text-sm text-slate-700">{t('schedule-warnings.none')}</p>
            )}
            {hasCost ? <LabourCostTable totals={warnings.data.totals} /> : null}
          </>
        ) : null}
      </ModalDialog>
    </>
  );
}
