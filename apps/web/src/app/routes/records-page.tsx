import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LockScreen } from '../../features/organization/components/lock-screen.tsx';
import { OwnerScreen } from '../../features/organization/components/owner-screen.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { RecordsScreen } from '../../features/records/components/records-screen.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * /organization/{organizationId}/records: the owner's frame (header, sign-out, the lock screen on a
 * refused session) around the records screen, whose export offers the dashboard's locations.
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('records.title'));
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
          {t('records.back')}
        </TextLink>
        <h2 className="text-2xl font-semibold text-slate-900">{t('records.title')}</h2>
        <p className="max-w-3xl text-sm text-slate-700">{t('records.intro')}</p>
      </div>
      <RecordsScreen organizationId={organizationId} locations={locations} />
    </OwnerScreen>
  );
}
