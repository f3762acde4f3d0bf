import KeyRound from 'lucide-react/icons/key-round';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to single sign-on: the organization's identity provider and manager e-mails. */
export function SsoLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={KeyRound}
      title={t('organization.sso.linkTitle')}
      text={t('organization.sso.linkText')}
      action={t('organization.sso.open')}
      to={paths.organizationSso(organizationId)}
    />
  );
}
