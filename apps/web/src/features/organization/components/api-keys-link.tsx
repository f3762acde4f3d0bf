import KeyRound from 'lucide-react/icons/key-round';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to the organization's API keys, beside the payroll close and the records. */
export function ApiKeysLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={KeyRound}
      title={t('organization.apiKeys.linkTitle')}
      text={t('organization.apiKeys.linkText')}
      action={t('organization.apiKeys.open')}
      to={paths.organizationApiKeys(organizationId)}
    />
  );
}
