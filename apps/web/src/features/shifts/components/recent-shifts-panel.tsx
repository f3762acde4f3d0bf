import type { TimeFormat } from '@shiftclock/contract/time-format';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { type Shift, useRecentShifts } from '../../../api/shifts/shifts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CollapsibleCard } from '../../../components/ui/collapsible-card.tsx';
import { useRefresh } from '../../../lib/use-refresh.ts';
import { RecentShiftsTable } from './recent-shifts-table.tsx';
import { needsReview } from './shift-status.tsx';

interface RecentShiftsPanelProps {
  locationId: string;
  /** The location's zone; null until it is known, and the table waits rather than show wrong times. */
  timeZone: string | null;
  timeFormat: TimeFormat;
  /** Opens the correction of a shift (the manager view wires the timesheet's Correct Shift dialog). */
  onCorrect?: ((shift: Shift) => void) | undefined;
}

/** The collapsible Recent Shifts table: 50 at a time, Load More for the next 50. */
export function RecentShiftsPanel({ locationId, timeZone, timeFormat, onCorrect }: RecentShiftsPanelProps) {
  const { t } = useTranslation();
  const recent = useRecentShifts(locationId);
  const { refreshing, refresh } = useRefresh(recent.refetch);
  const shifts = recent.data?.pages.flatMap((page) => page.shifts) ?? [];

  return (
    <CollapsibleCard
      storageKey="recent-shifts"
      title={t('manager.shifts.title')}
      actions={
        <Button variant="ghost" onClick={refresh} busy={refreshing}>
          {refreshing ? null : <RefreshCw aria-hidden="true" className="size-4" />}
          {t('manager.shifts.refresh')}
        </Button>
      }
    >
      {!recent.data || !timeZone ? (
        recent.isError && !recent.data ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
            {t('manager.shifts.loadFailed')}
            <Button variant="secondary" onClick={() => void recent.refetch()}>
              {t('manager.common.retry')}
            </Button>
          </div>
        ) : (
          <div aria-hidden="true" className="space-y-2">
            {['a', 'b', 'c', 'd'].map((key) => (
              <div key={key} className="h-9 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        )
      ) : shifts.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
          <ClipboardList aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <p className="mt-2 font-medium text-slate-900">{t('manager.shifts.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('manager.shifts.emptyHint')}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <RecentShiftsTable
            shifts={shifts}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onCorrect={onCorrect}
          />
          {shifts.some(needsReview) ? (
            <p className="text-sm text-slate-600">{t('manager.shifts.reviewLegend')}</p>
          ) : null}
          {shifts.some((shift) => shift.offline) ? (
            <p className="text-sm text-slate-600">{t('manager.shifts.offlineLegend')}</p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('manager.shifts.shown', { count: shifts.length })}
            </p>
            {recent.hasNextPage ? (
              <Button
                variant="secondary"
                busy={recent.isFetchingNextPage}
                onClick={() => void recent.fetchNextPage()}
              >
                {t('manager.shifts.loadMore')}
              </Button>
            ) : null}
          </div>
          {recent.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('manager.shifts.loadMoreFailed')}
            </p>
          ) : null}
        </div>
      )}
    </CollapsibleCard>
  );
}
