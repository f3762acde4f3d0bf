import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DatePickerButton } from '../../../components/ui/date-picker-button.tsx';

interface CalendarToolbarProps {
  headingId: string;
  /** 'November 2026'; null while the week is not known yet. */
  heading: string | null;
  subheading: string | null;
  navigationDisabled: boolean;
  /** The first day of the week on screen, 'yyyy-MM-dd': the date picker opens on its month. */
  weekStart: string | null;
  refreshing: boolean;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  /** A day picked in the pop-up: show the week that holds it. */
  onGoTo: (day: string) => void;
  onRefresh: () => void;
  /** The caller's own buttons, first in the action area. */
  actions?: ReactNode;
}

/** Previous, Today, a date to go to, Next and Refresh around the month and year of the week on screen. */
export function CalendarToolbar({
  headingId,
  heading,
  subheading,
  navigationDisabled,
  weekStart,
  refreshing,
  onPrevious,
  onToday,
  onNext,
  onGoTo,
  onRefresh,
  actions,
}: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
      <div className="min-w-0">
        {/* Announced when Previous / Next / Today change the week. */}
        <h2 id={headingId} aria-live="polite" className="text-lg font-semibold text-slate-900">
          {heading ?? (
            <span className="inline-block h-6 w-40 animate-pulse rounded bg-slate-100 align-middle" />
          )}
        </h2>
        {subheading ? <p className="text-sm text-slate-600">{subheading}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        {/* On a phone the arrows and the refresh icon say enough; their words stay for screen readers. */}
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className="relative px-3"
            onClick={onPrevious}
            disabled={navigationDisabled}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('calendar.previous')}</span>
          </Button>
          <Button variant="secondary" className="px-3" onClick={onToday} disabled={navigationDisabled}>
            {t('calendar.today')}
          </Button>
          <DatePickerButton
            label={t('calendar.goToDate')}
            value={weekStart ?? ''}
            onPick={onGoTo}
            disabled={navigationDisabled}
          />
          <Button
            variant="secondary"
            className="relative px-3"
            onClick={onNext}
            disabled={navigationDisabled}
          >
            <span className="sr-only sm:not-sr-only">{t('calendar.next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <Button
          variant="ghost"
          className="relative px-3"
          onClick={onRefresh}
          aria-busy={refreshing || undefined}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
          <span className="sr-only sm:not-sr-only">{t('calendar.refresh')}</span>
        </Button>
      </div>
    </div>
  );
}
