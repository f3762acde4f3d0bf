import Landmark from 'lucide-react/icons/landmark';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { OwnerSubpage } from '../../features/organization/components/owner-subpage.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { OrganizationTimesheetScreen } from '../../features/timesheets/components/organization/organization-timesheet-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { usableTimeZone } from '../../lib/time/clock.ts';

/**
 * /organization/{organizationId}/timesheet: the organization's timesheet in the owner's frame; the
 * dashboard's locations give each approval's zone and time format.
 */
export function OrganizationTimesheetPage() {
  const { t } = useTranslation();
  const page = useOwnerPage(t('timesheets.organization.title'));
  const locations = page.dashboard.data?.locations ?? [];
  const clockOf = (code: string) => {
    const location = locations.find((candidate) => candidate.locationId === code);
    return location && { timeZone: usableTimeZone(location.timezone), timeFormat: location.timeFormat };
  };
  const payrollLink = (
    <TextLink to={paths.organizationPayroll(page.organizationId)} className="inline-flex items-center gap-1">
      <Landmark aria-hidden="true" className="size-4" />
      {t('organization.payroll.fromTimesheet')}
    </TextLink>
  );
  return (
    <OwnerSubpage
      page={page}
      title={t('timesheets.organization.title')}
      back={t('timesheets.organization.back')}
      links={payrollLink}
    >
      <OrganizationTimesheetScreen organizationId={page.organizationId} clockOf={clockOf} />
    </OwnerSubpage>
  );
}
