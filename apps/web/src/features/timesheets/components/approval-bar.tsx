import { UNREVIEWED_SHIFTS_CODE, unreviewedShiftsConflict } from '@shiftclock/contract/approval';
import type { Shift } from '@shiftclock/contract/shifts';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import type { TimesheetResponse } from '@shiftclock/contract/timesheets';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import LockOpen from 'lucide-react/icons/lock-open';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApprovePeriod, useReopenPeriod } from '../../../api/timesheets/period-approval.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatMoment, formatPeriod } from '../format.ts';
import { ApprovalSummary } from './approval-summary.tsx';
import { ReviewItem } from './review-list.tsx';

interface ApprovalBarProps {
  locationId: string;
  /** The period as it is now: its approval, its totals, and its shifts to review (so a refusal's list drops those since reviewed). */
  timesheet: TimesheetResponse;
  timeZone: string;
  timeFormat: TimeFormat;
  onCorrect: (shift: Shift) => void;
}

/** The auto-closed shifts an approval was refused for (409), as they are now, still awaiting review. */
function unreviewedOf(error: unknown, current: Shift[]): Shift[] | null {
  if (!(error instanceof ApiError) || error.code !== UNREVIEWED_SHIFTS_CODE) return null;
  const parsed = unreviewedShiftsConflict.safeParse(error.body);
  if (!parsed.success) return null;
  const now = new Map(current.map((s) => [s.id, s]));
  return parsed.data.shifts.map((s) => now.get(s.id) ?? s).filter((s) => s.awaitingReview);
}

/**
 * The period's approval: 'Approve period' while open, behind a confirmation that shows the period's
 * totals (approving locks the hours payroll will take); once approved, who and when, and 'Reopen
 * period' behind a confirmation (reopening unlocks corrections of hours payroll may already have).
 */
export function ApprovalBar({ locationId, timesheet, timeZone, timeFormat, onCorrect }: ApprovalBarProps) {
  const { t } = useTranslation();
  const { period, approval, reviewShifts } = timesheet;
  const approve = useApprovePeriod(locationId);
  const reopen = useReopenPeriod(locationId);
  const [confirmingApproval, setConfirmingApproval] = useState(false);
  const [confirmingReopen, setConfirmingReopen] = useState(false);
  const label = formatPeriod(period.startDate, period.endDate);
  const unreviewed = approve.isError ? unreviewedOf(approve.error, reviewShifts) : null;

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
            onClick={() => {
              approve.reset();
              setConfirmingApproval(true);
            }}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('timesheets.approval.approve')}
          </Button>
        )}
      </div>
      {unreviewed ? (
        // Refused for forgotten clock-outs: each is listed with what settles it; once all are
        // reviewed the list is gone and the period can be approved.
        unreviewed.length > 0 ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <p className="font-semibold">{t('timesheets.approval.unreviewedTitle')}</p>
            <ul className="mt-1 divide-y divide-red-100">
              {unreviewed.map((shift) => (
                <ReviewItem
                  key={shift.id}
                  compact
                  locationId={locationId}
                  shift={shift}
                  timeZone={timeZone}
                  timeFormat={timeFormat}
                  onCorrect={onCorrect}
                />
              ))}
            </ul>
          </div>
        ) : null
      ) : approve.isError ? (
        <Alert tone="error">{errorMessage(approve.error, t('timesheets.approval.approveFailed'))}</Alert>
      ) : null}
      <ConfirmModal
        open={confirmingApproval}
        onOpenChange={(next) => {
          if (!next) setConfirmingApproval(false);
        }}
        title={t('timesheets.approval.approveTitle')}
        message={t('timesheets.approval.approveConfirm', { period: label })}
        confirmLabel={t('timesheets.approval.approve')}
        cancelLabel={t('timesheets.common.cancel')}
        busy={approve.isPending}
        onConfirm={() =>
          approve.mutate(period.startDate, {
            onSuccess: () => toast.success(t('timesheets.approval.approvedToast', { period: label })),
            // A refusal shows under the bar, where its shifts can be corrected.
            onSettled: () => setConfirmingApproval(false),
          })
        }
      >
        <ApprovalSummary timesheet={timesheet} />
      </ConfirmModal>
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
