import type { PayrollCloseSettings } from '@shiftclock/contract/payroll-close';
import type { PayPeriod } from '@shiftclock/contract/timesheets';
import Loader2 from 'lucide-react/icons/loader-circle';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePayrollOverview, usePayrollSettings } from '../../../api/organization/payroll-close.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { ClosePayroll } from './close-payroll.tsx';
import { PayrollChecks } from './payroll-checks.tsx';
import { PayrollExports } from './payroll-exports.tsx';
import { PayrollSettingsForm } from './payroll-settings-form.tsx';

/** The pay period on screen with Previous / Current / Next; composed in by app/ (the timesheets' bar). */
export type PeriodBarSlot = (props: {
  period: PayPeriod | null;
  isCurrent: boolean;
  onGo: (date: string | null) => void;
}) => ReactNode;

/**
 * The owner's payroll close (docs/decisions/0204-payroll-exports.md): a pay period, the provider and
 * its pay codes, the checks before closing, the close that downloads the provider's file, and the
 * period's exports.
 */
export function PayrollCloseScreen({
  organizationId,
  periodBar,
}: {
  organizationId: string;
  periodBar: PeriodBarSlot;
}) {
  const { t } = useTranslation();
  const settings = usePayrollSettings(organizationId);
  if (settings.data) {
    return <PayrollClose organizationId={organizationId} saved={settings.data} periodBar={periodBar} />;
  }
  if (settings.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorMessage(settings.error, t('payroll.loadFailed'))}</Alert>
        <Button variant="secondary" busy={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('payroll.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      {t('payroll.loading')}
    </p>
  );
}

function PayrollClose({
  organizationId,
  saved,
  periodBar,
}: {
  organizationId: string;
  saved: PayrollCloseSettings;
  periodBar: PeriodBarSlot;
}) {
  const { t } = useTranslation();
  const form = useForm<PayrollCloseSettings>({ defaultValues: saved });
  const provider = form.watch('provider');
  // Any day inside the wanted period; null is the server's "today".
  const [date, setDate] = useState<string | null>(null);
  const overview = usePayrollOverview(organizationId, date, provider);
  const data = overview.data;
  // The file is written with the saved codes: a change to the chosen provider's boxes not yet saved
  // would download something other than what the screen shows. Another provider's boxes do not matter.
  const { dirtyFields } = form.formState;
  const unsaved = Boolean(dirtyFields.payCodes?.[provider] || dirtyFields.company?.[provider]);
  const loadFailed = t('payroll.loadFailed');

  return (
    <div className="space-y-6">
      {periodBar({
        period: data?.period ?? null,
        isCurrent: date === null && !overview.isPlaceholderData,
        onGo: setDate,
      })}
      {overview.isError ? <Alert tone="error">{errorMessage(overview.error, loadFailed)}</Alert> : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div
          className={`space-y-6 transition-opacity ${overview.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={overview.isPlaceholderData || !data || undefined}
        >
          <PayrollChecks organizationId={organizationId} provider={provider} checks={data?.checks ?? null} />
          <ClosePayroll
            organizationId={organizationId}
            provider={provider}
            period={data?.period ?? null}
            blocked={!data || overview.isPlaceholderData || data.checks.some((check) => check.blocking)}
            unsaved={unsaved}
          />
          <PayrollExports exports={data?.exports ?? null} />
        </div>
        {/* After the checks: the codes are set once, the checks read every period (first on a phone). */}
        <PayrollSettingsForm organizationId={organizationId} form={form} />
      </div>
    </div>
  );
}
