import type { TimeFormat } from '@shiftclock/contract/time-format';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OpenShift,
  type OpenShiftClaim,
  type OpenShiftDecision,
  useOpenShiftDecision,
  useOpenShifts,
} from '../../../api/open-shifts/open-shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatTimeOfDay } from '../../../lib/time/clock.ts';
import { zonedDay } from '../../../lib/time/zoned-input.ts';
import { toast } from '../../../lib/toast.ts';
import { PostOpenShiftDialog } from './post-open-shift-dialog.tsx';

interface OpenShiftsPanelProps {
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
  defaultDurationHours: number;
}

/**
 * Open shifts (docs/decisions/0201-open-shifts.md): the location's open shifts not yet ended, each with
 * its claims: Approve or Decline a pending one, Cancel a shift still open; and Post open shift. A card
 * of the Requests section (apps/web/src/app/routes/manager-requests.tsx).
 */
export function OpenShiftsPanel({
  locationId,
  timeZone,
  timeFormat,
  defaultDurationHours,
}: OpenShiftsPanelProps) {
  const { t } = useTranslation();
  const shifts = useOpenShifts(locationId);
  const [posting, setPosting] = useState(false);
  const pending = (shifts.data ?? []).reduce(
    (n, shift) => n + shift.claims.filter((c) => c.status === 'pending').length,
    0,
  );
  return (
    <section aria-labelledby="open-shifts-heading">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="open-shifts-heading" className="text-base font-semibold text-slate-900">
          {t('manager.openShifts.title')}
        </h3>
        <Button variant="secondary" onClick={() => setPosting(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('manager.openShifts.post')}
        </Button>
      </div>
      <p className="mb-3 text-sm text-slate-600">
        {pending > 0
          ? t('manager.openShifts.pendingCount', { count: pending })
          : t('manager.openShifts.intro')}
      </p>
      {shifts.isPending ? (
        <div aria-hidden="true" className="h-12 animate-pulse rounded-md bg-slate-100" />
      ) : shifts.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
          {t('manager.openShifts.loadFailed')}
          <Button variant="secondary" onClick={() => void shifts.refetch()}>
            {t('manager.common.retry')}
          </Button>
        </div>
      ) : shifts.data.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700">
          {t('manager.openShifts.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {shifts.data.map((shift) => (
            <OpenShiftItem
              key={shift.id}
              locationId={locationId}
              shift={shift}
              timeZone={timeZone}
              timeFormat={timeFormat}
            />
          ))}
        </ul>
      )}
      <PostOpenShiftDialog
        open={posting}
        onClose={() => setPosting(false)}
        locationId={locationId}
        timeZone={timeZone}
        timeFormat={timeFormat}
        defaultDurationHours={defaultDurationHours}
      />
    </section>
  );
}

/** "Thu, Mar 11, 08:00–16:00": the shift's day and times at the location. */
export function openShiftWhen(shift: OpenShift, timeZone: string, timeFormat: TimeFormat) {
  const start = formatTimeOfDay(shift.scheduledStart, timeZone, { timeFormat });
  const endTime = formatTimeOfDay(shift.scheduledEnd, timeZone, { timeFormat });
  const sameDay = zonedDay(shift.scheduledStart, timeZone) === zonedDay(shift.scheduledEnd, timeZone);
  const end = sameDay ? endTime : `${formatDate(shift.scheduledEnd, timeZone, 'weekday')} ${endTime}`;
  return `${formatDate(shift.scheduledStart, timeZone, 'weekdayDayMonth')}, ${start}–${end}`;
}

function OpenShiftItem({
  locationId,
  shift,
  timeZone,
  timeFormat,
}: {
  locationId: string;
  shift: OpenShift;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const decide = useOpenShiftDecision(locationId);
  const when = openShiftWhen(shift, timeZone, timeFormat);
  const run = (decision: OpenShiftDecision, done: string) =>
    decide.mutate(decision, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(error, t('manager.openShifts.failed'))),
    });
  const claims = shift.claims.filter((c) => c.status !== 'withdrawn');
  return (
    <li className="rounded-md border border-slate-200 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-slate-900 tabular-nums">{when}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t(`manager.openShifts.status.${shift.status}`)}
        </span>
        {shift.status === 'open' ? (
          <Button
            variant="ghost"
            className="ml-auto px-3"
            busy={decide.isPending && decide.variables?.kind === 'cancel'}
            aria-label={t('manager.openShifts.cancelLabel', { when })}
            onClick={() => run({ kind: 'cancel', openShiftId: shift.id }, t('manager.openShifts.cancelled'))}
          >
            {t('manager.openShifts.cancel')}
          </Button>
        ) : null}
      </div>
      {shift.notes ? <p className="text-sm text-slate-600">{shift.notes}</p> : null}
      {claims.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('manager.openShifts.noClaims')}</p>
      ) : (
        <ul aria-label={t('manager.openShifts.claimsLabel', { when })} className="mt-2 space-y-2">
          {claims.map((claim) => (
            <ClaimRow
              key={claim.id}
              claim={claim}
              when={when}
              busy={decide.isPending}
              onApprove={() =>
                run(
                  { kind: 'approve', claimId: claim.id },
                  t('manager.openShifts.approved', { name: claim.employee.name }),
                )
              }
              onDecline={() =>
                run(
                  { kind: 'decline', claimId: claim.id },
                  t('manager.openShifts.declined', { name: claim.employee.name }),
                )
              }
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function ClaimRow({
  claim,
  when,
  busy,
  onApprove,
  onDecline,
}: {
  claim: OpenShiftClaim;
  when: string;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const name = claim.employee.name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-slate-50 px-3 py-2">
      <span className="min-w-32 flex-1 text-slate-900">
        {name} <span className="font-mono text-sm text-slate-600">({claim.employee.employeeId})</span>
      </span>
      {claim.status === 'pending' ? (
        <span className="flex gap-2">
          <Button
            disabled={busy}
            aria-label={t('manager.openShifts.approveLabel', { name, when })}
            onClick={onApprove}
          >
            {t('manager.openShifts.approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('manager.openShifts.declineLabel', { name, when })}
            onClick={onDecline}
          >
            {t('manager.openShifts.decline')}
          </Button>
        </span>
      ) : (
        <span className="text-sm text-slate-700">{t(`manager.openShifts.claimStatus.${claim.status}`)}</span>
      )}
    </li>
  );
}
