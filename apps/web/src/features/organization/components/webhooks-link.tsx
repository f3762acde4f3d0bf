import Plug from 'lucide-react/icons/plug';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to the webhooks: other systems told of punches, corrections and approvals. */
export function WebhooksLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={Plug}
      title={t('organization.webhooks.linkTitle')}
      text={t('organization.webhooks.linkText')}
      action={t('organization.webhooks.open')}
      to={paths.organizationWebhooks(organizationId)}
    />
  );
}
