import Sheet from 'lucide-react/icons/sheet';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link.tsx';
import { OwnerSubpage } from '../../features/organization/components/owner-subpage.tsx';
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
 * /organization/{organizationId}/payroll: the payroll close in the owner's frame, with a way to the
 * organization timesheet whose figures the files carry.
 */
export function PayrollClosePage() {
  const { t } = useTranslation();
  const page = useOwnerPage(t('payroll.title'));
  const timesheetLink = (
    <TextLink
      to={paths.organizationTimesheet(page.organizationId)}
      className="inline-flex items-center gap-1"
    >
      <Sheet aria-hidden="true" className="size-4" />
      {t('payroll.timesheetLink')}
    </TextLink>
  );
  return (
    <OwnerSubpage page={page} title={t('payroll.title')} back={t('payroll.back')} links={timesheetLink}>
      <PayrollCloseScreen organizationId={page.organizationId} periodBar={periodBar} />
    </OwnerSubpage>
  );
}
