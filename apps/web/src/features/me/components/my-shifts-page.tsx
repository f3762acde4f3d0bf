import type { MyShift, MyShifts, RemovedShift } from '@shiftclock/contract/my-shifts';
import type { MyShiftSwap } from '@shiftclock/contract/shift-swaps';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatOnThisPhone } from '../local-time.ts';
import { meApi, useMeQuery } from '../me-api.ts';
import { swapOfShift, useMySwaps } from '../my-swaps-calls.ts';
import { dayIn, dayLabel, groupByDay, phoneZone, shiftTimes } from '../shift-times.ts';
import { useAfterPaint } from '../use-after-paint.ts';
import { withTabStrings } from '../with-tab-strings.ts';
import { MePage } from './me-page.tsx';

// Notes, open shifts and swaps come once the schedule is painted (useAfterPaint): their code and
// strings are not in the app's first load.
const MyNotifications = withTabStrings(() => import('./my-notifications.tsx').then((m) => m.MyNotifications));
const MyOpenShifts = withTabStrings(() => import('./my-open-shifts.tsx').then((m) => m.MyOpenShifts));
const OfferedToYou = withTabStrings(() => import('./my-swaps.tsx').then((m) => m.OfferedToYou));
const ShiftSwapControls = withTabStrings(() => import('./my-swaps.tsx').then((m) => m.ShiftSwapControls));

const route = 'GET /api/me/shifts';

/**
 * The Shifts tab (/me): the person's upcoming shifts at every location, today's first, then by day,
 * each in its location's time; what was scheduled, changed or removed since they last looked
 * (docs/decisions/0193-my-shifts.md). The last answer stays readable offline.
 */
export function MyShiftsPage() {
  const { t } = useTranslation();
  const shifts = useMeQuery(route);
  const fresh = shifts.dataUpdatedAt > 0 ? shifts.data : undefined;
  // Seen once it is on screen: after the paint, not with the render.
  useMarkSeen(useAfterPaint() ? fresh : undefined);

  const saved = shifts.savedAt ? (
    <p role="status" className="text-sm text-amber-800">
      {t('me.myShifts.saved', { time: formatOnThisPhone(shifts.savedAt) })}
    </p>
  ) : null;

  return (
    <MePage title={t('me.myShifts.title')} actions={saved}>
      {shifts.data ? (
        <ShiftList answer={shifts.data} />
      ) : shifts.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('me.myShifts.loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-3"
            busy={shifts.isFetching}
            onClick={() => void shifts.refetch()}
          >
            {t('me.myShifts.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          {t('me.myShifts.loading')}
        </p>
      )}
    </MePage>
  );
}

/**
 * Marks the schedule seen once a fresh answer is on screen, up to that answer's time: its badges
 * stay until the next load, and a change made meanwhile is still marked then. Only when there was
 * something to mark, or on the first look (which starts the count).
 */
function useMarkSeen(answer: MyShifts | undefined) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!answer || sent.current === answer.asOf) return;
    const news = answer.removed.length > 0 || answer.shifts.some((shift) => shift.change !== null);
    if (answer.lastSeenAt !== null && !news) return;
    sent.current = answer.asOf;
    // Not seen this time (offline, a closed session): the marks are shown again next time.
    meApi('POST /api/me/shifts/seen', { body: { seenAt: answer.asOf } }).catch(() => undefined);
  }, [answer]);
}

function ShiftList({ answer }: { answer: MyShifts }) {
  const { t } = useTranslation();
  const phone = phoneZone();
  const { today, later } = groupByDay(answer.shifts);
  // Swaps and cover: offline or failed, the shifts show without them.
  const painted = useAfterPaint();
  const swaps = useMySwaps({ enabled: painted }).data?.swaps ?? [];
  return (
    <div className="flex flex-col gap-6">
      {painted ? (
        <>
          <MyNotifications />
          <MyOpenShifts />
          <OfferedToYou swaps={swaps} shifts={answer.shifts} />
        </>
      ) : null}
      {answer.removed.length > 0 ? <RemovedList removed={answer.removed} /> : null}
      {today.length > 0 ? (
        <DaySection
          heading={t('me.myShifts.today')}
          label={dayLabel(dayIn(new Date(), phone))}
          shifts={today}
          swaps={swaps}
          highlight
        />
      ) : null}
      {later.map(({ day, shifts }) => (
        <DaySection key={day} heading={dayLabel(day)} shifts={shifts} swaps={swaps} />
      ))}
      {answer.shifts.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="font-medium text-slate-900">{t('me.myShifts.emptyTitle', { days: answer.days })}</p>
          <p className="mt-1 text-sm text-slate-600">{t('me.myShifts.emptyHint')}</p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">{t('me.myShifts.footnote', { days: answer.days })}</p>
    </div>
  );
}

function DaySection({
  heading,
  label,
  shifts,
  swaps,
  highlight = false,
}: {
  heading: string;
  label?: string;
  shifts: MyShift[];
  swaps: readonly MyShiftSwap[];
  highlight?: boolean;
}) {
  return (
    <section aria-label={label ? `${heading}, ${label}` : heading}>
      <h2 className={cn('font-semibold', highlight ? 'text-accent-800' : 'text-slate-900')}>
        {heading}
        {label ? <span className="ml-2 font-normal text-slate-600">{label}</span> : null}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {shifts.map((shift) => (
          <li key={shift.id}>
            <ShiftCard shift={shift} swap={swapOfShift(swaps, shift.id)} highlight={highlight} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShiftCard({
  shift,
  swap,
  highlight,
}: {
  shift: MyShift;
  swap: MyShiftSwap | undefined;
  highlight: boolean;
}) {
  const { t } = useTranslation();
  const later = useAfterPaint();
  const times = shiftTimes(shift);
  return (
    <article
      className={cn(
        'rounded-lg border bg-white p-4',
        highlight ? 'border-accent-700 ring-1 ring-accent-700' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold tabular-nums text-slate-900">
          {times.start} – {times.end}
          {times.endsNextDay ? (
            <span className="ml-1 text-sm font-normal text-slate-600">{t('me.myShifts.nextDay')}</span>
          ) : null}
          {times.zone ? <span className="ml-2 text-sm font-normal text-slate-600">{times.zone}</span> : null}
        </p>
        {shift.change ? <ChangeBadge change={shift.change} /> : null}
      </div>
      <p className="mt-1 font-medium text-slate-900">{shift.location.locationName}</p>
      {shift.location.address ? <p className="text-sm text-slate-600">{shift.location.address}</p> : null}
      {shift.notes ? <p className="mt-2 text-sm text-slate-700">{shift.notes}</p> : null}
      {later ? <ShiftSwapControls shift={shift} swap={swap} /> : null}
    </article>
  );
}

function ChangeBadge({ change }: { change: 'new' | 'changed' }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
        change === 'new' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {change === 'new' ? t('me.myShifts.new') : t('me.myShifts.changed')}
    </span>
  );
}

function RemovedList({ removed }: { removed: RemovedShift[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="me-removed-shifts"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="me-removed-shifts" className="font-semibold">
        {t('me.myShifts.removedTitle', { count: removed.length })}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {removed.map((shift) => {
          const times = shiftTimes(shift);
          const day = dayLabel(dayIn(shift.scheduledStart, shift.location.timezone));
          return (
            <li key={`${shift.location.locationId} ${shift.scheduledStart} ${shift.removedAt}`}>
              {t('me.myShifts.removedShift', {
                day,
                start: times.start,
                end: times.end,
                zone: times.zone ? ` ${times.zone}` : '',
                location: shift.location.locationName,
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
