import { useTranslation } from 'react-i18next';
import { OwnerSubpage } from '../../features/organization/components/owner-subpage.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { WebhooksScreen } from '../../features/webhooks/components/webhooks-screen.tsx';

/** /organization/{organizationId}/webhooks: the webhooks screen in the owner's frame. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const page = useOwnerPage(t('webhooks.title'));
  return (
    <OwnerSubpage
      page={page}
      title={t('webhooks.title')}
      back={t('webhooks.back')}
      intro={t('webhooks.intro')}
    >
      <WebhooksScreen organizationId={page.organizationId} />
    </OwnerSubpage>
  );
}
