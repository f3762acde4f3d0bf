import Landmark from 'lucide-react/icons/landmark';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SectionLink } from './section-link.tsx';

/** The dashboard's way to the payroll close, beside the organization timesheet it is written from. */
export function PayrollCloseLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <SectionLink
      icon={Landmark}
      title={t('organization.payroll.linkTitle')}
      text={t('organization.payroll.linkText')}
      action={t('organization.payroll.open')}
      to={paths.organizationPayroll(organizationId)}
    />
  );
}
