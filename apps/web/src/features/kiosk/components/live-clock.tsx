import { CLOCK_REFRESH_MS } from '@shiftclock/contract/constants';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatTimeOfDay } from '../../../lib/time/clock.ts';
import { useNow } from '../use-now.ts';

/**
 * The location's time and date, renewed every second. `timeZone` is null until the location's zone
 * is known: a blank beats a wrong time that then jumps by hours.
 */
export function LiveClock({
  timeZone,
  timeFormat,
  className,
}: {
  timeZone: string | null;
  timeFormat: TimeFormat;
  className?: string;
}) {
  const { t } = useTranslation();
  const now = useNow(CLOCK_REFRESH_MS);
  return (
    <section
      aria-label={t('kiosk.clockTitle')}
      className={cn(
        'rounded-lg border border-slate-200 bg-white px-4 py-2 text-center shadow-xs md:px-5 md:py-4',
        className,
      )}
    >
      {timeZone ? (
        // Not a live region: a screen reader reading out every second would drown everything else.
        <time dateTime={now.toISOString()} className="block">
          <span className="block text-4xl font-semibold tracking-tight text-slate-900 tabular-nums md:text-6xl lg:text-7xl">
            {formatTimeOfDay(now, timeZone, { seconds: true, timeFormat })}
          </span>
          <span className="block text-sm text-slate-700 md:mt-1 md:text-xl">
            {formatDate(now, timeZone, 'longDate')}
          </span>
        </time>
      ) : (
        <div aria-hidden="true" className="flex flex-col items-center gap-2 py-1">
          <div className="h-14 w-64 max-w-full animate-pulse rounded bg-slate-200 lg:h-16" />
          <div className="h-6 w-56 max-w-full animate-pulse rounded bg-slate-100" />
        </div>
      )}
    </section>
  );
}
