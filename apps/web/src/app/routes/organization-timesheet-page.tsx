import { ArrowLeft, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LockScreen } from '../../features/organization/components/lock-screen.tsx';
import { OwnerScreen } from '../../features/organization/components/owner-screen.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import { OrganizationTimesheetScreen } from '../../features/timesheets/components/organization/organization-timesheet-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { usableTimeZone } from '../../lib/time/clock.ts';

/**
 * /organization/{organizationId}/timesheet: the owner's frame (header, sign-out, the lock screen on a
 * refused session) around the organization's timesheet; the dashboard's locations give each
 * approval's zone and time format.
 */
export function OrganizationTimesheetPage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('timesheets.organization.title'));
  if (refused) return <LockScreen />;

  const locations = dashboard.data?.locations ?? [];
  const clockOf = (code: string) => {
    const location = locations.find((candidate) => candidate.locationId === code);
    return location && { timeZone: usableTimeZone(location.timezone), timeFormat: location.timeFormat };
  };

  return (
    <OwnerScreen organization={dashboard.data?.organization} signOut={signOut}>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <TextLink
            to={paths.organizationDashboard(organizationId)}
            className="inline-flex items-center gap-1"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('timesheets.organization.back')}
          </TextLink>
          <TextLink to={paths.organizationPayroll(organizationId)} className="inline-flex items-center gap-1">
            <Landmark aria-hidden="true" className="size-4" />
            {t('organization.payroll.fromTimesheet')}
          </TextLink>
        </div>
        <h2 className="text-2xl font-semibold text-slate-900">{t('timesheets.organization.title')}</h2>
      </div>
      <OrganizationTimesheetScreen organizationId={organizationId} clockOf={clockOf} />
    </OwnerScreen>
  );
}
