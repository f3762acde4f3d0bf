import type { MyHours } from '@shiftclock/contract/my-hours';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMeQuery } from '../me-api.ts';
import { formatDayRange, formatMyHours, formatMyMoment } from '../my-hours-format.ts';
import { MyHoursShifts } from './my-hours-shifts.tsx';

/** One pay period at one location: its approval, the totals of the person's row, and their shifts by day. */
export function MyPeriodHours({
  locationId,
  date,
  onDate,
}: {
  locationId: string;
  date: string | undefined;
  onDate: (day: string) => void;
}) {
  const { t } = useTranslation();
  const hours = useMeQuery('GET /api/me/hours', { query: date ? { locationId, date } : { locationId } });
  if (hours.isPending) return <p className="text-slate-600">{t('common.loadingPage')}</p>;
  if (hours.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('meTabs.hours.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void hours.refetch()}>
          {t('meTabs.hours.retry')}
        </Button>
      </div>
    );
  }
  const sheet = hours.data;
  return (
    <div className="space-y-4">
      <PeriodNav sheet={sheet} onDate={onDate} />
      <Totals sheet={sheet} />
      <MyHoursShifts sheet={sheet} />
    </div>
  );
}

function PeriodNav({ sheet, onDate }: { sheet: MyHours; onDate: (day: string) => void }) {
  const { t } = useTranslation();
  const { period, approval } = sheet;
  return (
    <nav aria-label={t('meTabs.hours.periodNav')} className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-2">
        <PeriodArrow label={t('meTabs.hours.previous')} onClick={() => onDate(period.previousDate)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </PeriodArrow>
        <h2 className="min-w-0 flex-1 text-center font-semibold text-slate-900" aria-live="polite">
          {formatDayRange(period.startDate, period.endDate)}
        </h2>
        <PeriodArrow label={t('meTabs.hours.next')} onClick={() => onDate(period.nextDate)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </PeriodArrow>
      </div>
      <p
        className={cn('mt-2 text-center text-sm font-medium', approval ? 'text-green-800' : 'text-amber-900')}
      >
        {approval
          ? t('meTabs.hours.approved', { date: formatMyMoment(approval.approvedAt, sheet.location.timezone) })
          : t('meTabs.hours.notApproved')}
      </p>
    </nav>
  );
}

/** A square button of 44 px, the least a thumb hits reliably. */
function PeriodArrow({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-700"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Totals({ sheet }: { sheet: MyHours }) {
  const { t } = useTranslation();
  const row = sheet.totals;
  const figures = [
    { key: 'regular', hours: row?.regularHours ?? 0 },
    { key: 'overtime', hours: row?.overtimeHours ?? 0 },
    { key: 'doubleTime', hours: row?.doubleTimeHours ?? 0 },
    { key: 'total', hours: row?.totalHours ?? 0 },
  ] as const;
  return (
    <section aria-labelledby="my-hours-totals" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="my-hours-totals" className="font-semibold text-slate-900">
        {t('meTabs.hours.totals')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(({ key, hours }) => (
          <div
            key={key}
            className={cn('rounded-md p-2', key === 'total' ? 'bg-accent-50 text-accent-900' : 'bg-slate-50')}
          >
            <dt className="text-sm text-slate-700">{t(`meTabs.hours.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-figure={key}>
              {t('meTabs.hours.hoursValue', { hours: formatMyHours(hours) })}
            </dd>
          </div>
        ))}
      </dl>
      {row ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('meTabs.hours.breaksLine', {
            paid: row.paidBreakMinutes,
            unpaid: row.unpaidBreakMinutes,
            deducted: row.deductionMinutes,
          })}
        </p>
      ) : null}
      {row?.hoursElsewhere ? (
        <p className="mt-2 text-sm text-slate-700">{t('meTabs.hours.elsewhere')}</p>
      ) : null}
      {row && row.awaitingReview > 0 ? (
        <p className="mt-2 text-sm font-medium text-amber-900">
          {t('meTabs.hours.awaitingReview', { count: row.awaitingReview })}
        </p>
      ) : null}
    </section>
  );
}
