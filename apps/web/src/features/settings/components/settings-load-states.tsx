import XCircle from 'lucide-react/icons/circle-x';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** While the session is checked and the settings are fetched; announced politely. */
export function SettingsLoading() {
  const { t } = useTranslation();
  return (
    <Card>
      <p role="status" className="flex items-center justify-center gap-3 py-8 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 text-accent-700 motion-safe:animate-spin" />
        {t('settings.loading')}
      </p>
    </Card>
  );
}

interface SettingsLoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load: the reason and Retry; 'Back to Dashboard' above stays the other way out. */
export function SettingsLoadError({ message, onRetry, retrying }: SettingsLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <XCircle aria-hidden="true" className="size-10 text-red-700" />
        <h2 className="text-lg font-semibold text-slate-900">{t('settings.loadFailedTitle')}</h2>
        <p className="text-slate-700">{message}</p>
        <Button onClick={onRetry} busy={retrying} className="mt-2">
          {t('settings.retry')}
        </Button>
      </div>
    </Card>
  );
}
