import type { PayPeriod } from '@shiftclock/contract/timesheets';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatPeriod } from '../format.ts';

interface PeriodBarProps {
  /** Null before the first answer: the buttons wait, the heading shows a placeholder. */
  period: PayPeriod | null;
  /** True when the current period is on screen (Current then has nothing to do). */
  isCurrent: boolean;
  onGo: (date: string | null) => void;
}

/** The period on screen ('Nov 16 – Nov 22, 2026', weekly) with Previous / Current / Next. */
export function PeriodBar({ period, isCurrent, onGo }: PeriodBarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-slate-900 tabular-nums" aria-live="polite">
          {period ? formatPeriod(period.startDate, period.endDate) : t('timesheets.period.loading')}
        </h2>
        {period ? (
          <p className="text-sm text-slate-600">{t(`timesheets.period.types.${period.type}`)}</p>
        ) : null}
      </div>
      <nav aria-label={t('timesheets.period.navigation')} className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!period} onClick={() => period && onGo(period.previousDate)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('timesheets.period.previous')}
        </Button>
        <Button variant="secondary" disabled={isCurrent} onClick={() => onGo(null)}>
          {t('timesheets.period.current')}
        </Button>
        <Button variant="secondary" disabled={!period} onClick={() => period && onGo(period.nextDate)}>
          {t('timesheets.period.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </nav>
    </div>
  );
}
