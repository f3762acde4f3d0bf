import Loader2 from 'lucide-react/icons/loader-circle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen.tsx';

/** docs/product.md: 'Loading Dashboard...' with a progress indicator while the session is validated. */
export function DashboardLoading() {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <StatusScreen title={t('dashboard.loading')}>
      {/* Indeterminate: no aria-valuenow, since validation reports no progress of its own. */}
      <div role="progressbar" aria-labelledby={labelId} className="flex flex-col items-center gap-4">
        <Loader2 aria-hidden="true" className="size-10 text-accent-700 motion-safe:animate-spin" />
        <p id={labelId} className="text-lg font-medium text-slate-800">
          {t('dashboard.loading')}
        </p>
      </div>
    </StatusScreen>
  );
}
