import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen.tsx';
import type { DashboardAccountType } from '../../../lib/paths.ts';

/**
 * Location and manager login share one form (SPEC.md: "Manager login: same fields").
 * /location/login and /manager/login fix the account type; /login/{locationId}?type=… reads it from
 * the query (location unless it says manager) and fills in the location id.
 */
export function AccountLoginPage({ accountType }: { accountType?: DashboardAccountType }) {
  const { t } = useTranslation();
  const { locationId } = useParams();
  const [searchParams] = useSearchParams();
  const type = accountType ?? (searchParams.get('type') === 'manager' ? 'manager' : 'location');

  return (
    <PlaceholderScreen title={type === 'manager' ? t('screens.managerLogin') : t('screens.locationLogin')}>
      {locationId ? <p className="mt-2 text-slate-600">{t('common.locationId', { locationId })}</p> : null}
    </PlaceholderScreen>
  );
}
