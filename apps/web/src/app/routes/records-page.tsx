import { useTranslation } from 'react-i18next';
import { OwnerSubpage, ownerLocations } from '../../features/organization/components/owner-subpage.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { RecordsScreen } from '../../features/records/components/records-screen.tsx';

/**
 * /organization/{organizationId}/records: the records screen in the owner's frame; its export offers
 * the dashboard's locations.
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const page = useOwnerPage(t('records.title'));
  return (
    <OwnerSubpage page={page} title={t('records.title')} back={t('records.back')} intro={t('records.intro')}>
      <RecordsScreen organizationId={page.organizationId} locations={ownerLocations(page)} />
    </OwnerSubpage>
  );
}
