import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ManagerSwap, useDecideSwap, useShiftSwaps } from '../../../api/shift-swaps/shift-swaps.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateAndTime, formatTimeOfDay } from '../../../lib/time/clock.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Swaps and cover awaiting the manager (docs/decisions/0202-shift-swaps.md): each accepted swap with
 * who gives which shift to whom (and the shift given in return), Approve and Decline; then the live
 * offers nobody took yet and those decided in the last 14 days. One column of cards, so a phone reads it.
 */
export function SwapsPanel({
  locationId,
  timeZone,
  timeFormat,
}: {
  locationId: string;
  /** The location's zone: the shifts' times are shown in it. */
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const swaps = useShiftSwaps(locationId);
  if (swaps.isError)
    return <Alert tone="error">{errorMessage(swaps.error, t('manager.swaps.loadFailed'))}</Alert>;
  if (!swaps.data)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('manager.swaps.loading')}
      </p>
    );
  const waiting = swaps.data.filter((swap) => swap.status === 'accepted');
  const others = swaps.data.filter((swap) => swap.status !== 'accepted' && swap.status !== 'withdrawn');
  return (
    <section aria-labelledby="swaps-panel-title" className="flex flex-col gap-3">
      <h3 id="swaps-panel-title" className="font-semibold text-slate-900">
        {t('manager.swaps.title')}
      </h3>
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">{t('manager.swaps.noneWaiting')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {[...waiting, ...others].map((swap) => (
          <li key={swap.id}>
            <SwapCard swap={swap} locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusLabel({ status }: { status: ManagerSwap['status'] }) {
  const { t } = useTranslation();
  switch (status) {
    case 'offered':
      return t('manager.swaps.status.offered');
    case 'accepted':
      return t('manager.swaps.status.accepted');
    case 'approved':
      return t('manager.swaps.status.approved');
    case 'declined':
      return t('manager.swaps.status.declined');
    case 'withdrawn':
      return t('manager.swaps.status.withdrawn');
    default:
      return t('manager.swaps.status.void');
  }
}

function SwapCard({
  swap,
  locationId,
  timeZone,
  timeFormat,
}: {
  swap: ManagerSwap;
  locationId: string;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const { t } = useTranslation();
  const decide = useDecideSwap(locationId);
  const [error, setError] = useState<string | null>(null);
  const when = (times: { start: string; end: string }) =>
    `${formatDateAndTime(times.start, timeZone, 'weekdayDayMonth', timeFormat)} – ${formatTimeOfDay(times.end, timeZone, { timeFormat })}`;
  const from = `${swap.offeredBy.name} (${swap.offeredBy.employeeId})`;
  const to = swap.acceptedBy ? `${swap.acceptedBy.name} (${swap.acceptedBy.employeeId})` : null;
  const titleId = `swap-${swap.id}`;

  function run(decision: 'approve' | 'decline') {
    setError(null);
    decide.mutate(
      { id: swap.id, decision },
      {
        onSuccess: () =>
          toast.success(decision === 'approve' ? t('manager.swaps.approved') : t('manager.swaps.declined')),
        onError: (failure) => setError(errorMessage(failure, t('manager.swaps.failed'))),
      },
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-lg border bg-white p-4',
        swap.status === 'accepted' ? 'border-accent-700' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} className="font-medium text-slate-900">
          {to
            ? swap.returnShift
              ? t('manager.swaps.swapBetween', { from, to })
              : t('manager.swaps.coverBy', { from, to })
            : t('manager.swaps.offeredBy', { from })}
        </p>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          <StatusLabel status={swap.status} />
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-slate-600">{t('manager.swaps.shift', { name: swap.offeredBy.name })}</dt>
        <dd className="tabular-nums">{when(swap.shift)}</dd>
        {swap.returnShift && swap.acceptedBy ? (
          <>
            <dt className="text-slate-600">{t('manager.swaps.inReturn', { name: swap.acceptedBy.name })}</dt>
            <dd className="tabular-nums">{when(swap.returnShift)}</dd>
          </>
        ) : null}
        {swap.acceptedAt ? (
          <>
            <dt className="text-slate-600">{t('manager.swaps.acceptedAt')}</dt>
            <dd>{formatDateAndTime(swap.acceptedAt, timeZone, 'dayMonth', timeFormat)}</dd>
          </>
        ) : null}
        {swap.decidedAt && swap.decidedBy ? (
          <>
            <dt className="text-slate-600">{t('manager.swaps.decidedAt')}</dt>
            <dd>
              {t('manager.swaps.decidedBy', {
                when: formatDateAndTime(swap.decidedAt, timeZone, 'dayMonth', timeFormat),
                by: swap.decidedBy,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {swap.status === 'accepted' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            busy={decide.isPending && decide.variables?.decision === 'approve'}
            disabled={decide.isPending}
            onClick={() => run('approve')}
            aria-describedby={titleId}
          >
            {t('manager.swaps.approve')}
          </Button>
          <Button
            variant="secondary"
            busy={decide.isPending && decide.variables?.decision === 'decline'}
            disabled={decide.isPending}
            onClick={() => run('decline')}
            aria-describedby={titleId}
          >
            {t('manager.swaps.decline')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </article>
  );
}
