import Sheet from 'lucide-react/icons/sheet';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to the organization timesheet. */
export function OrganizationTimesheetLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={Sheet}
      title={t('organization.timesheet.linkTitle')}
      text={t('organization.timesheet.linkText')}
      action={t('organization.timesheet.open')}
      to={paths.organizationTimesheet(organizationId)}
    />
  );
}
