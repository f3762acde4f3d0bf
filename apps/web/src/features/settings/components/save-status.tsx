import CheckCircle2 from 'lucide-react/icons/circle-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import type { AutoSaveStatus } from '../use-auto-save.ts';

/**
 * One line under the heading that says how and whether changes are kept. Auto-saves report here,
 * quietly, rather than as a toast per change; Back's own save reports as a toast.
 */
export function SaveStatus({ autoSave, status }: { autoSave: boolean; status: AutoSaveStatus }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex min-h-6 items-center gap-2 text-sm">
      {!autoSave || status.state === 'idle' ? (
        <span className="text-slate-600">
          {autoSave ? t('settings.status.autoSaveOn') : t('settings.status.autoSaveOff')}
        </span>
      ) : status.state === 'saving' ? (
        <span className="flex items-center gap-2 text-slate-700">
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {t('settings.status.saving')}
        </span>
      ) : status.state === 'saved' ? (
        <span className="flex items-center gap-2 text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('settings.status.saved')}
        </span>
      ) : (
        <span className="flex items-center gap-2 text-red-700">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {t('settings.status.failed', { message: status.message })}
        </span>
      )}
    </p>
  );
}
