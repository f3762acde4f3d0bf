import { useTranslation } from 'react-i18next';
import { OwnerSubpage } from '../../features/organization/components/owner-subpage.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { SsoSettingsScreen } from '../../features/sso/components/sso-settings-screen.tsx';

/**
 * /organization/{organizationId}/sso: the single sign-on settings in the owner's frame, with the
 * organization's locations (from the dashboard) to list managers at.
 */
export function SsoPage() {
  const { t } = useTranslation();
  const page = useOwnerPage(t('sso.title'));
  const locations = (page.dashboard.data?.locations ?? []).map((location) => ({
    locationId: location.locationId,
    locationName: location.locationName,
  }));
  return (
    <OwnerSubpage page={page} title={t('sso.title')} back={t('sso.back')}>
      {page.dashboard.data ? (
        <SsoSettingsScreen organizationId={page.organizationId} locations={locations} />
      ) : null}
    </OwnerSubpage>
  );
}
