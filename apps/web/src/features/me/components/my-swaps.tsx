import type { MyShift } from '@shiftclock/contract/my-shifts';
import type { MyShiftSwap } from '@shiftclock/contract/shift-swaps';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { meApi, meKey, useMeQuery } from '../me-api.ts';
import { LIVE_SWAP, mySwapsRoute } from '../my-swaps-calls.ts';
import { dayIn, dayLabel, shiftTimes } from '../shift-times.ts';

/**
 * Swaps and cover in the Shifts tab (docs/decisions/0202-shift-swaps.md): Offer on each upcoming
 * shift (to anyone at its location or to a chosen colleague), the offer's status on the shift, and
 * the offers open to the person with Accept, optionally giving one of their own shifts in return.
 */

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meKey(mySwapsRoute) }),
      queryClient.invalidateQueries({ queryKey: meKey('GET /api/me/shifts') }),
    ]);
}

/** 'Friday, March 12, 08:00 – 16:00' in the location's zone. */
function whenOf(swap: MyShiftSwap, times: { start: string; end: string }) {
  const shown = shiftTimes({
    scheduledStart: times.start,
    scheduledEnd: times.end,
    location: { ...swap.location, address: null },
  });
  const day = dayLabel(dayIn(times.start, swap.location.timezone));
  return `${day}, ${shown.start} – ${shown.end}${shown.zone ? ` ${shown.zone}` : ''}`;
}

/** The swap's state, as the person in it reads it (nothing for a withdrawn offer). */
function SwapStatus({ swap }: { swap: MyShiftSwap }) {
  const { t } = useTranslation();
  const other = swap.role === 'offerer' ? swap.acceptedBy?.name : swap.offeredBy.name;
  switch (swap.status) {
    case 'offered':
      return swap.offeredTo
        ? t('meTabs.swaps.status.offeredTo', { name: swap.offeredTo.name })
        : t('meTabs.swaps.status.offered', { location: swap.location.locationName });
    case 'accepted':
      return swap.role === 'offerer'
        ? t('meTabs.swaps.status.acceptedByOther', { name: other ?? '' })
        : t('meTabs.swaps.status.acceptedByYou');
    // Shown on a shift the person now holds: the one taken over, or the one received in return.
    case 'approved':
      return t('meTabs.swaps.status.approved', { name: other ?? '' });
    case 'declined':
      return t('meTabs.swaps.status.declined');
    case 'void':
      return t('meTabs.swaps.status.void');
    default:
      return null;
  }
}

const hasStatus = (swap: MyShiftSwap | undefined): swap is MyShiftSwap =>
  swap !== undefined && swap.status !== 'withdrawn';

/** On a shift card: the shift's swap status, Withdraw while it is live, or Offer. */
export function ShiftSwapControls({ shift, swap }: { shift: MyShift; swap: MyShiftSwap | undefined }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upcoming = Date.parse(shift.scheduledStart) > Date.now();
  const live = swap && LIVE_SWAP.has(swap.status);

  async function withdraw() {
    if (!swap) return;
    setBusy(true);
    setError(null);
    try {
      await meApi('POST /api/me/shift-swaps/:id/withdraw', { params: { id: swap.id } });
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure, t('meTabs.swaps.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
      {hasStatus(swap) ? (
        <p className="text-sm text-slate-700" data-swap-status={swap.status}>
          <SwapStatus swap={swap} />
        </p>
      ) : null}
      {live && swap?.role === 'offerer' ? (
        <Button variant="secondary" className="self-start" busy={busy} onClick={() => void withdraw()}>
          {t('meTabs.swaps.withdraw')}
        </Button>
      ) : null}
      {!live && upcoming && !open ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {t('meTabs.swaps.offer')}
        </Button>
      ) : null}
      {open && !live ? <OfferForm shift={shift} onDone={() => setOpen(false)} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Offer to anyone at the location, or to one colleague free at that time. */
function OfferForm({ shift, onDone }: { shift: MyShift; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const id = useId();
  const [to, setTo] = useState<'anyone' | 'colleague'>('anyone');
  const [colleague, setColleague] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const colleagues = useMeQuery(
    'GET /api/me/shift-swaps/colleagues',
    { query: { shiftId: shift.id } },
    { enabled: to === 'colleague' },
  );
  const list = colleagues.data?.colleagues ?? [];
  const chosen = colleague || list[0]?.employeeId || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await meApi('POST /api/me/shift-swaps', {
        body: { shiftId: shift.id, ...(to === 'colleague' ? { offeredTo: chosen } : {}) },
      });
      await refresh();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t('meTabs.swaps.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      aria-labelledby={`${id}-title`}
    >
      <fieldset className="flex flex-col gap-2">
        <legend id={`${id}-title`} className="text-sm font-medium text-slate-900">
          {t('meTabs.swaps.offerTitle')}
        </legend>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-to`}
            checked={to === 'anyone'}
            onChange={() => setTo('anyone')}
            className="size-5"
          />
          {t('meTabs.swaps.toAnyone', { location: shift.location.locationName })}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-to`}
            checked={to === 'colleague'}
            onChange={() => setTo('colleague')}
            className="size-5"
          />
          {t('meTabs.swaps.toColleague')}
        </label>
      </fieldset>
      {to === 'colleague' ? (
        colleagues.data && list.length === 0 ? (
          <p className="text-sm text-slate-700">{t('meTabs.swaps.noColleagues')}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-colleague`} className="text-sm font-medium text-slate-700">
              {t('meTabs.swaps.colleague')}
            </label>
            <select
              id={`${id}-colleague`}
              value={chosen}
              onChange={(event) => setColleague(event.target.value)}
              className="h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:h-10"
            >
              {list.map((c) => (
                <option key={c.employeeId} value={c.employeeId}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} disabled={to === 'colleague' && !chosen}>
          {t('meTabs.swaps.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('meTabs.swaps.cancel')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * "Offered to you": the open offers the person may take, and those they took that wait for the
 * manager or were declined. Renders nothing when there are none.
 */
export function OfferedToYou({
  swaps,
  shifts,
}: {
  swaps: readonly MyShiftSwap[];
  shifts: readonly MyShift[];
}) {
  const { t } = useTranslation();
  const shown = swaps.filter(
    (swap) =>
      (swap.role === 'candidate' && swap.status === 'offered') ||
      (swap.role === 'accepter' &&
        (swap.status === 'accepted' || swap.status === 'declined' || swap.status === 'void')),
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="me-offered-to-you" className="flex flex-col gap-2">
      <h2 id="me-offered-to-you" className="font-semibold text-slate-900">
        {t('meTabs.swaps.offeredToYou')}
      </h2>
      <ul className="flex flex-col gap-2">
        {shown.map((swap) => (
          <li key={swap.id}>
            <OfferCard swap={swap} shifts={shifts} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferCard({ swap, shifts }: { swap: MyShiftSwap; shifts: readonly MyShift[] }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const id = useId();
  const [giveBack, setGiveBack] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Own upcoming shifts at the same location may be given in return.
  const own = shifts.filter(
    (shift) =>
      shift.location.locationId === swap.location.locationId &&
      shift.id !== swap.shift.id &&
      Date.parse(shift.scheduledStart) > Date.now(),
  );

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await meApi('POST /api/me/shift-swaps/:id/accept', {
        params: { id: swap.id },
        body: giveBack ? { returnShiftId: giveBack } : {},
      });
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure, t('meTabs.swaps.failed')));
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="rounded-lg border border-accent-700 bg-white p-4" aria-labelledby={`${id}-who`}>
      <p id={`${id}-who`} className="font-semibold text-slate-900">
        {t('meTabs.swaps.offeredBy', { name: swap.offeredBy.name })}
      </p>
      <p className="text-sm tabular-nums text-slate-800">{whenOf(swap, swap.shift)}</p>
      <p className="text-sm text-slate-700">{swap.location.locationName}</p>
      {swap.returnShift ? (
        <p className="text-sm text-slate-700">
          {t('meTabs.swaps.inReturn', { when: whenOf(swap, swap.returnShift) })}
        </p>
      ) : null}
      {swap.role === 'candidate' ? (
        <div className="mt-3 flex flex-col gap-2">
          {own.length > 0 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-return`} className="text-sm font-medium text-slate-700">
                {t('meTabs.swaps.returnLabel')}
              </label>
              <select
                id={`${id}-return`}
                value={giveBack}
                onChange={(event) => setGiveBack(event.target.value)}
                className="h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:h-10"
              >
                <option value="">{t('meTabs.swaps.returnNone')}</option>
                {own.map((shift) => (
                  <option key={shift.id} value={shift.id}>
                    {whenOf(swap, { start: shift.scheduledStart, end: shift.scheduledEnd })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <Button className="self-start" busy={busy} onClick={() => void accept()}>
            {t('meTabs.swaps.accept')}
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-swap-status={swap.status}>
          <SwapStatus swap={swap} />
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </article>
  );
}
