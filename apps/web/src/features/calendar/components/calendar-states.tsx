import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** The grid's shape while the layout loads: a header row and hour bands. */
export function CalendarSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2 p-4 sm:p-6">
      <div className="grid grid-cols-7 gap-2">
        {Array.from({ length: 7 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity
          <div key={index} className="h-10 animate-pulse rounded-md bg-slate-100" />
        ))}
      </div>
      <div className="h-80 animate-pulse rounded-md bg-slate-100" />
    </div>
  );
}

/** 'Calendar Grid Unavailable', why, and a way out. */
export function CalendarUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-base font-semibold text-slate-900">{t('calendar.unavailable')}</p>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('calendar.retry')}
        </Button>
      ) : null}
    </div>
  );
}
