import type { PayrollProvider } from '@shiftclock/contract/payroll-close';
import type { PayPeriod } from '@shiftclock/contract/timesheets';
import Download from 'lucide-react/icons/download';
import FileDown from 'lucide-react/icons/file-down';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadOrganizationTimesheet } from '../../../api/organization/organization-timesheet.ts';
import { useClosePayroll } from '../../../api/organization/payroll-close.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { PROVIDER_NAMES } from '../provider-names.ts';

/**
 * "Close and download": the server refuses (409) while a blocking check stands, so the button waits
 * for none to stand, and for the chosen provider's codes to be saved. Beside it, the organization's
 * summary CSV of the period, as the organization timesheet offers it.
 */
export function ClosePayroll({
  organizationId,
  provider,
  period,
  blocked,
  unsaved,
}: {
  organizationId: string;
  provider: PayrollProvider;
  period: PayPeriod | null;
  blocked: boolean;
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const close = useClosePayroll(organizationId);
  const summary = useDownloadOrganizationTimesheet();
  const headingId = useId();
  const stateId = useId();
  const providerName = PROVIDER_NAMES[provider];
  const state = unsaved
    ? t('payroll.close.unsaved')
    : blocked
      ? t('payroll.close.blocked')
      : t('payroll.close.ready', { provider: providerName });

  const onClose = () => {
    if (!period) return;
    close.mutate(
      { provider, period },
      { onSuccess: (fileName) => toast.success(t('payroll.close.done', { fileName })) },
    );
  };
  const onSummary = () => {
    if (!period) return;
    summary.mutate(period, {
      onSuccess: (fileName) => toast.success(t('payroll.close.summaryDone', { fileName })),
    });
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('payroll.close.title')}
        </h3>
        {close.isError ? (
          <Alert tone="error">{errorMessage(close.error, t('payroll.close.failed'))}</Alert>
        ) : null}
        <p id={stateId} className="text-sm text-slate-700" aria-live="polite">
          {state}
        </p>
        <Button
          className="w-full sm:w-auto"
          disabled={!period || blocked || unsaved}
          busy={close.isPending}
          aria-describedby={stateId}
          onClick={onClose}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('payroll.close.button')}
        </Button>
        <div className="border-t border-slate-200 pt-4">
          {summary.isError ? (
            <Alert tone="error">{errorMessage(summary.error, t('payroll.close.summaryFailed'))}</Alert>
          ) : null}
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={!period}
            busy={summary.isPending}
            onClick={onSummary}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('payroll.close.summary')}
          </Button>
          <p className="mt-1 text-sm text-slate-600">{t('payroll.close.summaryHint')}</p>
        </div>
      </section>
    </Card>
  );
}
