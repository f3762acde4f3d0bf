import { useTranslation } from 'react-i18next';
import { ApiKeysScreen } from '../../features/api-keys/components/api-keys-screen.tsx';
import { OwnerSubpage, ownerLocations } from '../../features/organization/components/owner-subpage.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';

/**
 * /organization/{organizationId}/api-keys: the API keys in the owner's frame; a key's location
 * choices are the dashboard's locations.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const page = useOwnerPage(t('organization.apiKeys.title'));
  return (
    <OwnerSubpage
      page={page}
      title={t('organization.apiKeys.title')}
      back={t('organization.apiKeys.back')}
      intro={t('organization.apiKeys.intro')}
    >
      <ApiKeysScreen organizationId={page.organizationId} locations={ownerLocations(page)} />
    </OwnerSubpage>
  );
}
