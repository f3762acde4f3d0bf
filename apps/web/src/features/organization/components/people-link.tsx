import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to the People page, beside the organization's other sections. */
export function PeopleLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={Users}
      title={t('organization.people.title')}
      text={t('organization.people.linkText')}
      action={t('organization.people.open')}
      to={paths.organizationPeople(organizationId)}
    />
  );
}
