import { CLOCK_REFRESH_MS } from '@shiftclock/contract/constants';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import Users from 'lucide-react/icons/users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShifts } from '../../../api/kiosk/current-shifts.ts';
import { cn } from '../../../lib/cn.ts';
import { useNow } from '../use-now.ts';
import { WorkingCard } from './working-card.tsx';

interface CurrentlyWorkingProps {
  locationId: string;
  className?: string;
  /** Null until the location's zone is known; the cards wait for it rather than show a wrong time. */
  timeZone: string | null;
  timeFormat: TimeFormat;
}

/**
 * 'Currently Working': everyone clocked in, oldest first. The list takes the height left in its
 * column (on a phone, under the entry and the clock) and scrolls inside itself, so the page never
 * scrolls however many people are at work (README.md (Layout): nothing to scroll on a 768 x 1024
 * tablet).
 */
export function CurrentlyWorking({ locationId, timeZone, timeFormat, className }: CurrentlyWorkingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const shifts = useCurrentShifts(locationId);
  // Elapsed times move with the clock; the list itself is asked for every 30 s and after each punch.
  const now = useNow(CLOCK_REFRESH_MS);
  const count = shifts.data?.length;

  return (
    <div
      className={cn(
        'flex min-h-0 flex-col rounded-lg border border-slate-200 bg-slate-100/60 p-3 md:p-4',
        className,
      )}
    >
      <div className="mb-2 flex items-center justify-between gap-3 md:mb-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 md:text-xl"
        >
          <Users aria-hidden="true" className="size-6 text-slate-600" />
          {t('kiosk.currentlyWorking')}
        </h2>
        {count ? (
          // The number alone fits beside the heading on a tablet; the words are there for screen readers.
          <span className="min-w-9 rounded-full bg-white px-3 py-0.5 text-center text-lg font-semibold text-slate-800 tabular-nums ring-1 ring-slate-300">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{t('kiosk.workingCount', { count })}</span>
          </span>
        ) : null}
      </div>
      <div className="relative min-h-16 flex-1 md:min-h-28">
        <section
          aria-labelledby={headingId}
          // A scroll area needs a keyboard stop, or a keyboard user cannot scroll a long list.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="absolute inset-0 overflow-y-auto rounded-md"
        >
          {shifts.data && timeZone ? (
            shifts.data.length === 0 ? (
              <p className="flex h-full items-center justify-center px-4 text-center text-lg text-slate-600">
                {t('kiosk.noneWorking')}
              </p>
            ) : (
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
                {shifts.data.map((shift) => (
                  <WorkingCard
                    key={shift.id}
                    shift={shift}
                    timeZone={timeZone}
                    timeFormat={timeFormat}
                    now={now}
                  />
                ))}
              </ul>
            )
          ) : shifts.isError ? (
            <p className="flex h-full items-center justify-center px-4 text-center text-slate-700">
              {t('kiosk.currentUnavailable')}
            </p>
          ) : (
            <div aria-hidden="true" className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
              <div className="h-20 animate-pulse rounded-lg bg-slate-200" />
              <div className="h-20 animate-pulse rounded-lg bg-slate-200" />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
