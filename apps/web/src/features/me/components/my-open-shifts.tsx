import type { MyOpenShift, OpenShiftClaimStatus } from '@shiftclock/contract/open-shifts-messages';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useMyOpenShifts, useOpenShiftAction } from '../open-shift-calls.ts';
import { dayIn, dayLabel, shiftTimes } from '../shift-times.ts';

/**
 * "Open shifts" on the Shifts tab: shifts a manager posted without a person that this person may
 * claim (at a location they work at, free then), with Claim, and their claims' states with Withdraw
 * while pending (docs/decisions/0201-open-shifts.md). Shown only when there is one.
 */
export function MyOpenShifts() {
  const { t } = useTranslation();
  const list = useMyOpenShifts();
  const shifts = list.data?.openShifts ?? [];
  if (shifts.length === 0) return null;
  return (
    <section aria-labelledby="me-open-shifts" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="me-open-shifts" className="font-semibold text-slate-900">
        {t('meTabs.openShifts.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('meTabs.openShifts.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {shifts.map((shift) => (
          <li key={shift.id}>
            <OpenShiftCard shift={shift} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const statusTone: Record<OpenShiftClaimStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

function OpenShiftCard({ shift }: { shift: MyOpenShift }) {
  const { t } = useTranslation();
  const action = useOpenShiftAction();
  const times = shiftTimes(shift);
  const day = dayLabel(dayIn(shift.scheduledStart, shift.location.timezone));
  const claim = shift.myClaim;
  const canClaim = shift.status === 'open' && (claim === null || claim.status === 'withdrawn');
  const canWithdraw = shift.status === 'open' && claim?.status === 'pending';
  const label = t('meTabs.openShifts.shiftLabel', {
    day,
    start: times.start,
    end: times.end,
    location: shift.location.locationName,
  });
  const run = (kind: 'claim' | 'withdraw') =>
    action.mutate(
      { id: shift.id, action: kind },
      {
        onSuccess: (answer) =>
          toast.success(
            kind === 'withdraw'
              ? t('meTabs.openShifts.withdrawn')
              : answer.openShift.myClaim?.status === 'approved'
                ? t('meTabs.openShifts.claimedApproved')
                : t('meTabs.openShifts.claimed'),
          ),
        onError: (error) => toast.error(errorMessage(error, t('meTabs.openShifts.failed'))),
      },
    );
  return (
    <article aria-label={label} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{day}</p>
          <p className="text-lg font-semibold tabular-nums text-slate-900">
            {times.start} – {times.end}
            {times.endsNextDay ? (
              <span className="ml-1 text-sm font-normal text-slate-600">{t('me.myShifts.nextDay')}</span>
            ) : null}
            {times.zone ? (
              <span className="ml-2 text-sm font-normal text-slate-600">{times.zone}</span>
            ) : null}
          </p>
          <p className="font-medium text-slate-900">{shift.location.locationName}</p>
          {shift.notes ? <p className="mt-1 text-sm text-slate-700">{shift.notes}</p> : null}
        </div>
        {claim && claim.status !== 'withdrawn' ? (
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
              statusTone[claim.status],
            )}
          >
            {t(`meTabs.openShifts.status.${claim.status}`)}
          </span>
        ) : shift.status === 'cancelled' ? (
          <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {t('meTabs.openShifts.cancelled')}
          </span>
        ) : null}
      </div>
      {canClaim || canWithdraw ? (
        <div className="mt-3">
          <Button
            variant={canClaim ? 'primary' : 'secondary'}
            className="w-full sm:w-auto"
            busy={action.isPending}
            aria-label={
              canClaim
                ? t('meTabs.openShifts.claimLabel', { shift: label })
                : t('meTabs.openShifts.withdrawLabel', { shift: label })
            }
            onClick={() => run(canClaim ? 'claim' : 'withdraw')}
          >
            {canClaim ? t('meTabs.openShifts.claim') : t('meTabs.openShifts.withdraw')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
