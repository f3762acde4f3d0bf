import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LockScreen } from '../../features/organization/components/lock-screen.tsx';
import { OwnerScreen } from '../../features/organization/components/owner-screen.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { WebhooksScreen } from '../../features/webhooks/components/webhooks-screen.tsx';
import { paths } from '../../lib/paths.ts';

/** /organization/{organizationId}/webhooks: the owner's frame around the webhooks screen. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('webhooks.title'));
  if (refused) return <LockScreen />;
  return (
    <OwnerScreen organization={dashboard.data?.organization} signOut={signOut}>
      <div className="space-y-2">
        <TextLink to={paths.organizationDashboard(organizationId)} className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('webhooks.back')}
        </TextLink>
        <h2 className="text-2xl font-semibold text-slate-900">{t('webhooks.title')}</h2>
        <p className="max-w-3xl text-sm text-slate-700">{t('webhooks.intro')}</p>
      </div>
      <WebhooksScreen organizationId={organizationId} />
    </OwnerScreen>
  );
}
