import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** A timesheet that could not be read: the server's reason, or `fallback`, and Retry. */
export function TimesheetLoadFailed({
  error,
  fallback,
  retrying,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-red-900">
      <p className="font-semibold">{t('timesheets.loadFailedTitle')}</p>
      <p className="mt-1 text-sm">{errorMessage(error, fallback)}</p>
      <Button variant="secondary" className="mt-3" busy={retrying} onClick={onRetry}>
        {t('timesheets.common.retry')}
      </Button>
    </div>
  );
}

/** The shape of a timesheet while its first answer is on its way. */
export function TimesheetSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <div className="h-14 animate-pulse rounded-lg bg-slate-100" />
      <div className="h-64 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}

/** A period with no hours to show. */
export function NoHours({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center">
      <CalendarX2 aria-hidden="true" className="mx-auto size-8 text-slate-400" />
      <p className="mt-2 font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}
