import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { headerGradientFor } from '../../components/ui/location-headers.ts';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';
import { isDashboardAccountType, paths } from '../../lib/paths.ts';

/**
 * The dashboard wrapper of /{accountType}/{locationId}: the manager view for managers, the kiosk for
 * everyone else. It lives in app/ because it composes two features (kiosk, schedule).
 * The pattern also matches any other two-segment path (/foo/bar); only the two dashboard account
 * types get a dashboard, the rest go where SPEC.md sends any other path.
 */
export function AccountDashboardPage() {
  const { t } = useTranslation();
  const { accountType, locationId = '' } = useParams();

  if (!isDashboardAccountType(accountType)) return <Navigate replace to={paths.organizationLogin} />;

  const gradient = headerGradientFor(locationId);
  return (
    <PlaceholderScreen
      title={accountType === 'manager' ? t('screens.managerDashboard') : t('screens.locationDashboard')}
    >
      <p className={`mt-4 rounded-md px-4 py-3 font-medium text-white ${gradient.className}`}>
        {t('common.locationId', { locationId })}
      </p>
    </PlaceholderScreen>
  );
}
