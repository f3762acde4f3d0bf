import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { ApiKeysScreen } from '../../features/api-keys/components/api-keys-screen.tsx';
import { LockScreen } from '../../features/organization/components/lock-screen.tsx';
import { OwnerScreen } from '../../features/organization/components/owner-screen.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { paths } from '../../lib/paths.ts';

/**
 * /organization/{organizationId}/api-keys: the owner's frame (header, sign-out, the lock screen on a
 * refused session) around the API keys, whose location choices are the dashboard's locations.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('organization.apiKeys.title'));
  if (refused) return <LockScreen />;
  const locations = (dashboard.data?.locations ?? []).map((location) => ({
    code: location.locationId,
    name: location.locationName,
  }));

  return (
    <OwnerScreen organization={dashboard.data?.organization} signOut={signOut}>
      <div className="space-y-2">
        <TextLink to={paths.organizationDashboard(organizationId)} className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('organization.apiKeys.back')}
        </TextLink>
        <h2 className="text-2xl font-semibold text-slate-900">{t('organization.apiKeys.title')}</h2>
        <p className="max-w-prose text-sm text-slate-600">{t('organization.apiKeys.intro')}</p>
      </div>
      <ApiKeysScreen organizationId={organizationId} locations={locations} />
    </OwnerScreen>
  );
}
