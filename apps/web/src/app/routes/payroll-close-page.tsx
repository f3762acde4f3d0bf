import { ArrowLeft, Sheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { LockScreen } from '../../features/organization/components/lock-screen.tsx';
import { OwnerScreen } from '../../features/organization/components/owner-screen.tsx';
import { useOwnerPage } from '../../features/organization/use-owner-page.ts';
import {
  PayrollCloseScreen,
  type PeriodBarSlot,
} from '../../features/payroll-close/components/payroll-close-screen.tsx';
import { PeriodBar } from '../../features/timesheets/components/period-bar.tsx';
import { paths } from '../../lib/paths.ts';

// The pay period moves as on the organization timesheet: the same bar, so the two screens agree.
const periodBar: PeriodBarSlot = (props) => <PeriodBar {...props} />;

/**
 * /organization/{organizationId}/payroll: the owner's frame (header, sign-out, the lock screen on a
 * refused session) around the payroll close, with the ways back to the dashboard and to the
 * organization timesheet whose figures the files carry.
 */
export function PayrollClosePage() {
  const { t } = useTranslation();
  const { organizationId, dashboard, signOut, refused } = useOwnerPage(t('payroll.title'));
  if (refused) return <LockScreen />;

  return (
    <OwnerScreen organization={dashboard.data?.organization} signOut={signOut}>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <TextLink
            to={paths.organizationDashboard(organizationId)}
            className="inline-flex items-center gap-1"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('payroll.back')}
          </TextLink>
          <TextLink
            to={paths.organizationTimesheet(organizationId)}
            className="inline-flex items-center gap-1"
          >
            <Sheet aria-hidden="true" className="size-4" />
            {t('payroll.timesheetLink')}
          </TextLink>
        </div>
        <h2 className="text-2xl font-semibold text-slate-900">{t('payroll.title')}</h2>
      </div>
      <PayrollCloseScreen organizationId={organizationId} periodBar={periodBar} />
    </OwnerScreen>
  );
}
