import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/**
 * The dashboard call failed for another reason than the session. A network failure names itself
 * (docs/product.md section 8); any other failure shows no organization data and no message, only a retry.
 */
export function DashboardUnavailable({
  networkError,
  onRetry,
}: {
  networkError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-4 text-center">
      {networkError ? (
        <Alert tone="error">{t('organization.networkError')}</Alert>
      ) : (
        <p className="text-slate-700">{t('organization.unavailable')}</p>
      )}
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('organization.tryAgain')}
      </Button>
    </Card>
  );
}
