import { SESSION_REDIRECT_DELAY_MS } from '@shiftclock/contract/constants';
import Clock3 from 'lucide-react/icons/clock-3';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { clearAllTokens } from '../../../lib/token-storage.ts';
import { StatusScreen } from './status-screen.tsx';

/**
 * docs/product.md section 4: a 401 or 403 from validation shows 'Session expired. Redirecting to login...',
 * then, 2 s later, clears the stored tokens and goes to the organization login. The pause lets the
 * person read why the screen is about to change.
 */
export function SessionExpired() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      clearAllTokens();
      void navigate(paths.organizationLogin, { replace: true });
    }, SESSION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <StatusScreen title={t('dashboard.sessionExpired')}>
      <div role="status" className="flex flex-col items-center gap-4">
        <Clock3 aria-hidden="true" className="size-10 text-amber-700" />
        <p className="text-lg font-medium text-slate-800">{t('dashboard.sessionExpired')}</p>
      </div>
    </StatusScreen>
  );
}
