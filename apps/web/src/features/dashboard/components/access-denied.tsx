import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { StatusScreen } from './status-screen.tsx';

/** docs/product.md: the Access Denied screen, with 'Go to Login' to the organization login. */
export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen title={t('dashboard.accessDenied.title')}>
      <div className="flex flex-col items-center gap-4">
        <ShieldAlert aria-hidden="true" className="size-10 text-red-700" />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('dashboard.accessDenied.title')}
        </h1>
        <p role="alert" className="text-slate-700">
          {t('dashboard.accessDenied.message')}
        </p>
        <Button size="lg" className="mt-2" onClick={() => void navigate(paths.organizationLogin)}>
          {t('dashboard.accessDenied.goToLogin')}
        </Button>
      </div>
    </StatusScreen>
  );
}
