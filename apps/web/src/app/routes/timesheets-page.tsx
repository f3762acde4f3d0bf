import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useValidateSession } from '../../api/auth/validate-session.ts';
import { useEmployees } from '../../api/employees/employees.ts';
import { useLocationInfo } from '../../api/settings/location-info.ts';
import { useTimeFormat, useWeekStart } from '../../api/settings/location-settings.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageLayout } from '../../components/ui/page-layout.tsx';
import { TimesheetScreen } from '../../features/timesheets/components/timesheet-screen.tsx';
import { getToken } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { deviceTimeZone, usableTimeZone } from '../../lib/time/clock.ts';
import { WeekStartContext } from '../../lib/time/week-start.ts';
import { useUnauthorizedRedirect } from '../../lib/use-unauthorized-redirect.ts';
import { resolveTimesheetsAccess } from './timesheets-access.ts';

/**
 * /manager/timesheets. Checked like /manager/settings: no token or a refused one goes to the
 * organization login; 'Back to Dashboard' returns to /manager/{locationId}.
 */
export function TimesheetsPage() {
  if (!getToken('default')) return <Navigate replace to={paths.organizationLogin} />;
  return <ValidatedTimesheets />;
}

function ValidatedTimesheets() {
  const { t } = useTranslation();
  const validation = useValidateSession('default');

  if (validation.isPending) {
    return (
      <PageLayout title={t('timesheets.title')} width="table">
        <p role="status" className="text-slate-600">
          {t('timesheets.loading')}
        </p>
      </PageLayout>
    );
  }
  if (validation.isError) return <Navigate replace to={paths.organizationLogin} />;
  const access = resolveTimesheetsAccess(validation.data);
  if (access.kind === 'redirect') return <Navigate replace to={access.to} />;
  return <ManagerTimesheets locationId={access.locationId} />;
}

/** Composes the timesheet with what the manager view already knows: zone, time format, employees. */
function ManagerTimesheets({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useUnauthorizedRedirect();
  const info = useLocationInfo(locationId);
  // Times wait for the location's zone; if it cannot be had, the device's zone beats no times at all.
  const timeZone = info.data ? usableTimeZone(info.data.timezone) : info.isError ? deviceTimeZone() : null;
  const timeFormat = useTimeFormat(locationId);
  const weekStart = useWeekStart(locationId);
  const employees = useEmployees(locationId);
  // A missed shift may belong to someone who has left since: everyone is offered, the inactive marked.
  const pickable = (employees.data ?? []).map((employee) =>
    employee.isActive
      ? employee
      : { ...employee, name: `${employee.name} ${t('manager.employees.inactive')}` },
  );

  const back = (
    <Button variant="secondary" onClick={() => void navigate(paths.accountDashboard('manager', locationId))}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('timesheets.back')}
    </Button>
  );

  return (
    <PageLayout title={t('timesheets.title')} width="table" actions={back}>
      {info.isError ? (
        <div className="mb-4">
          <Alert tone="warning">{t('manager.view.timeZoneUnavailable', { timeZone })}</Alert>
        </div>
      ) : null}
      {timeZone ? (
        // The calendar pop-ups of Correct Shift and Add Missed Shift start the week on the location's first day.
        <WeekStartContext.Provider value={weekStart}>
          <TimesheetScreen
            locationId={locationId}
            timeZone={timeZone}
            timeFormat={timeFormat}
            employees={pickable}
          />
        </WeekStartContext.Provider>
      ) : (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-slate-100" />
      )}
    </PageLayout>
  );
}
