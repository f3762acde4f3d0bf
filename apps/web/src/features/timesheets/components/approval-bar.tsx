import type { Approval, PayPeriod } from '@shiftclock/contract/timesheets';
import { CheckCircle2, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { TimeFormat } from '../../../lib/time.ts';
import { toast } from '../../../lib/toast.ts';
import { useApprovePeriod, useReopenPeriod } from '../api/approve-period.ts';
import { formatMoment, formatPeriod } from '../format.ts';

interface ApprovalBarProps {
  locationId: string;
  period: PayPeriod;
  approval: Approval | null;
  timeZone: string;
  timeFormat: TimeFormat;
}

/**
 * The period's approval: 'Approve period' while open; once approved, who and when, and 'Reopen
 * period' behind a confirmation (reopening unlocks corrections of hours payroll may already have).
 */
export function ApprovalBar({ locationId, period, approval, timeZone, timeFormat }: ApprovalBarProps) {
  const { t } = useTranslation();
  const approve = useApprovePeriod(locationId);
  const reopen = useReopenPeriod(locationId);
  const [confirmingReopen, setConfirmingReopen] = useState(false);
  const label = formatPeriod(period.startDate, period.endDate);

  return (
    <div className="space-y-3">
      <div
        className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 ${
          approval ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-white'
        }`}
      >
        {approval ? (
          <p className="flex items-center gap-2 text-sm text-green-900">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            <span>
              <span className="font-semibold">{t('timesheets.approval.approved')}</span>{' '}
              {t('timesheets.approval.approvedBy', {
                by: approval.approvedBy,
                at: formatMoment(approval.approvedAt, timeZone, timeFormat),
              })}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{t('timesheets.approval.open')}</span>{' '}
            {t('timesheets.approval.openHint')}
          </p>
        )}
        {approval ? (
          <Button
            variant="secondary"
            onClick={() => {
              reopen.reset();
              setConfirmingReopen(true);
            }}
          >
            <LockOpen aria-hidden="true" className="size-4" />
            {t('timesheets.approval.reopen')}
          </Button>
        ) : (
          <Button
            busy={approve.isPending}
            onClick={() =>
              approve.mutate(period.startDate, {
                onSuccess: () => toast.success(t('timesheets.approval.approvedToast', { period: label })),
              })
            }
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('timesheets.approval.approve')}
          </Button>
        )}
      </div>
      {approve.isError ? (
        <Alert tone="error">{errorMessage(approve.error, t('timesheets.approval.approveFailed'))}</Alert>
      ) : null}
      <ConfirmModal
        open={confirmingReopen}
        onOpenChange={(next) => {
          if (!next) setConfirmingReopen(false);
        }}
        title={t('timesheets.approval.reopenTitle')}
        message={t('timesheets.approval.reopenConfirm', { period: label })}
        confirmLabel={t('timesheets.approval.reopen')}
        cancelLabel={t('timesheets.common.cancel')}
        busy={reopen.isPending}
        error={reopen.isError ? errorMessage(reopen.error, t('timesheets.approval.reopenFailed')) : null}
        onConfirm={() =>
          reopen.mutate(period.startDate, {
            onSuccess: () => {
              toast.success(t('timesheets.approval.reopenedToast', { period: label }));
              setConfirmingReopen(false);
            },
          })
        }
      />
    </div>
  );
}
