import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LockScreen } from '../../features/organization/components/lock-screen.tsx';
import { OwnerScreen } from '../../features/organization/components/owner-screen.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { SsoSettingsScreen } from '../../features/sso/components/sso-settings-screen.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * /organization/{organizationId}/sso: the owner's frame around the single sign-on settings, with the
 * organization's locations (from the dashboard) to list managers at.
 */
export function SsoPage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('sso.title'));
  if (refused) return <LockScreen />;
  const locations = (dashboard.data?.locations ?? []).map((l) => ({
    locationId: l.locationId,
    locationName: l.locationName,
  }));

  return (
    <OwnerScreen organization={dashboard.data?.organization} signOut={signOut}>
      <div className="space-y-2">
        <TextLink to={paths.organizationDashboard(organizationId)} className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('sso.back')}
        </TextLink>
        <h2 className="text-2xl font-semibold text-slate-900">{t('sso.title')}</h2>
      </div>
      {dashboard.data ? <SsoSettingsScreen organizationId={organizationId} locations={locations} /> : null}
    </OwnerScreen>
  );
}
