import XCircle from 'lucide-react/icons/circle-x';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** docs/product.md's loading texts ('Loading dashboard...', 'Loading organizations...'), announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Card>
      <p role="status" className="flex items-center justify-center gap-3 py-8 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-accent-700" />
        {label}
      </p>
    </Card>
  );
}

interface LoadErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: docs/product.md's heading, the reason, and Retry as the way out. */
export function LoadErrorState({ title, message, onRetry, retrying = false }: LoadErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <XCircle aria-hidden="true" className="size-10 text-red-700" />
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-slate-700">{message}</p>
        <Button onClick={onRetry} busy={retrying} className="mt-2">
          {t('master.common.retry')}
        </Button>
      </div>
    </Card>
  );
}
