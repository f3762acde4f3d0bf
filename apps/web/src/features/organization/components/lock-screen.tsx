import Lock from 'lucide-react/icons/lock';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * Shown when the dashboard call answers 401 or 403 (docs/product.md section 2): no organization data and no
 * error text, only a way out. 'Try Again' reloads the page, as docs/product.md says; 'Go to Login' is the
 * exit for a session that will not come back by reloading.
 */
export function LockScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md text-center">
        <Lock aria-hidden="true" className="mx-auto size-12 text-slate-500" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">{t('organization.lock.title')}</h1>
        <p className="mt-2 text-slate-700">{t('organization.lock.text')}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>{t('organization.lock.tryAgain')}</Button>
          <LinkButton variant="secondary" to={paths.organizationLogin}>
            {t('organization.lock.goToLogin')}
          </LinkButton>
        </div>
      </Card>
    </main>
  );
}
