import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../../api/employees/employees.ts';
import { useLocationInfo } from '../../api/settings/location-info.ts';
import { useTimeFormat, useWeekLayout, useWeekStart } from '../../api/settings/location-settings.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SectionFoldsProvider } from '../../components/ui/section-folds.tsx';
import { type PageSection, SectionNav } from '../../components/ui/section-nav.tsx';
import { WeeklyCalendar } from '../../features/calendar/components/weekly-calendar.tsx';
import { nextFullHour, proposedShiftStart } from '../../features/calendar/next-opening.ts';
import type { DashboardSession } from '../../features/dashboard/session-access.ts';
import { DevicesPanel } from '../../features/devices/components/devices-panel.tsx';
import { EmployeesPanel } from '../../features/employees/components/employees-panel.tsx';
import { PublishActions } from '../../features/publish/components/publish-dialog.tsx';
import { useShiftDialogs } from '../../features/schedule/components/shift-dialogs.tsx';
import { UpcomingShifts } from '../../features/schedule/components/upcoming-shifts.tsx';
import { useDefaultShiftDuration } from '../../features/schedule/default-shift-duration.ts';
import { draftFromStart } from '../../features/schedule/drafts.ts';
import { FillActions } from '../../features/schedule-fill/components/fill-actions.tsx';
import { PublishWarnings } from '../../features/schedule-warnings/components/publish-warnings.tsx';
import { ScheduleWarningsButton } from '../../features/schedule-warnings/components/schedule-warnings-button.tsx';
import { RecentShiftsPanel } from '../../features/shifts/components/recent-shifts-panel.tsx';
import type { CorrectionTarget } from '../../features/timesheets/components/correct-shift-dialog.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { deviceTimeZone, usableTimeZone } from '../../lib/time/clock.ts';
import { WeekStartContext } from '../../lib/time/week-start.ts';
import { useUnauthorizedRedirect } from '../../lib/use-unauthorized-redirect.ts';
import { ManagerRequests } from './manager-requests.tsx';

// The form's code (react-hook-form, the contract's zod schemas) comes after the screen: the dialog is
// closed when the screen first shows (docs/decisions/0167-forms-after-the-screen.md, lib/lazy-dialog.tsx).
const CorrectShiftDialog = lazyDialog(
  () =>
    import('../../features/timesheets/components/correct-shift-dialog.tsx').then(
      (module) => module.CorrectShiftDialog,
    ),
  ({ target }) => target !== null,
);

// A section reached from the section links clears the sticky links above it (up to three rows of
// chips on a phone, in German).
const sectionClass = 'scroll-mt-44 sm:scroll-mt-16';
// The sections under the calendar start below the fold: the browser lays them out and paints them
// when they come near the screen, not before the calendar shows (their first layout, with Recent
// Shifts' fifty rows, was half a second of a slow tablet's first paint; docs/decisions/0212-first-paint-work-cut.md).
// Until then each holds the height it last had, or 24rem. They stay in the page for find, focus,
// links to them and assistive technology.
const belowTheFoldClass = `${sectionClass} [content-visibility:auto] [contain-intrinsic-size:auto_24rem]`;

/**
 * The manager view under the dashboard header (docs/product.md section 2, "Manager view"). This feature only
 * composes: employees, shifts and schedule never import each other, and what they share (the
 * location's zone, the active employees for the picker) is handed down here as props.
 */
export function ManagerView({ session }: { session: DashboardSession }) {
  // On a phone the sections under the calendar open folded (docs/decisions/0175-a-phone-dashboard.md).
  return (
    <SectionFoldsProvider>
      <ManagerSections session={session} />
    </SectionFoldsProvider>
  );
}

function ManagerSections({ session }: { session: DashboardSession }) {
  const { t } = useTranslation();
  const { locationId } = session;
  useUnauthorizedRedirect();

  const info = useLocationInfo(locationId);
  // Times wait for the location's zone; if it cannot be had, the device's zone beats no times at all.
  const timeZone = info.data ? usableTimeZone(info.data.timezone) : info.isError ? deviceTimeZone() : null;
  const timeFormat = useTimeFormat(locationId);
  const employees = useEmployees(locationId);
  const active = (employees.data ?? []).filter((employee) => employee.isActive);
  const defaultDurationHours = useDefaultShiftDuration(locationId);
  const weekStart = useWeekStart(locationId);
  const weekLayout = useWeekLayout(locationId);
  const shiftDialogs = useShiftDialogs({
    locationId,
    timeZone,
    employees: active,
    timeFormat,
    defaultDurationHours,
  });
  // A punch in Recent Shifts opens the timesheet's Correct Shift dialog.
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);

  // Every section but the calendar folds, and its link opens it (`opens`: the card's storageKey).
  const sections: PageSection[] = [
    { id: 'calendar', label: t('manager.view.sections.calendar') },
    { id: 'requests', label: t('manager.view.sections.requests'), opens: 'requests' },
    { id: 'upcoming', label: t('manager.view.sections.upcoming'), opens: 'upcoming' },
    { id: 'employees', label: t('manager.view.sections.employees'), opens: 'employees' },
    { id: 'recent-shifts', label: t('manager.view.sections.recentShifts'), opens: 'recent-shifts' },
    { id: 'kiosks', label: t('manager.view.sections.kiosks'), opens: 'devices' },
  ];

  return (
    // The calendar pop-ups of the dialogs start the week on the location's first day.
    <WeekStartContext.Provider value={weekStart}>
      <div className="space-y-6">
        <SectionNav label={t('manager.view.sections.label')} sections={sections} />
        {info.isError ? (
          <Alert tone="warning">{t('manager.view.timeZoneUnavailable', { timeZone })}</Alert>
        ) : null}
        <div id="calendar" className={sectionClass}>
          <WeeklyCalendar
            locationId={locationId}
            onCreateShift={(start) =>
              shiftDialogs.openSchedule(draftFromStart(start.getTime(), defaultDurationHours))
            }
            onEditShift={shiftDialogs.openEdit}
            toolbarActions={(week) => (
              <>
                {week ? <ScheduleWarningsButton locationId={locationId} {...week} /> : null}
                <PublishActions
                  locationId={locationId}
                  week={week}
                  timeZone={timeZone}
                  timeFormat={timeFormat}
                  warnings={(range) => <PublishWarnings {...range} />}
                />
                <FillActions
                  locationId={locationId}
                  timeZone={timeZone}
                  timeFormat={timeFormat}
                  weekStart={week?.startDate ?? null}
                />
                <Button
                  disabled={!timeZone}
                  onClick={() => {
                    if (!timeZone) return;
                    // The next full hour while the location is open, else its next opening.
                    const start = weekLayout
                      ? proposedShiftStart(Date.now(), weekLayout, timeZone)
                      : nextFullHour(Date.now(), timeZone);
                    shiftDialogs.openSchedule(draftFromStart(start, defaultDurationHours));
                  }}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('manager.schedule.button')}
                </Button>
              </>
            )}
          />
        </div>
        <div id="requests" className={belowTheFoldClass}>
          <ManagerRequests locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />
        </div>
        <div id="upcoming" className={belowTheFoldClass}>
          {timeZone ? (
            <UpcomingShifts
              locationId={locationId}
              timeZone={timeZone}
              timeFormat={timeFormat}
              onEdit={shiftDialogs.openEdit}
            />
          ) : (
            <div
              aria-hidden="true"
              className="h-40 animate-pulse rounded-lg border border-slate-200 bg-white"
            />
          )}
        </div>
        <div id="employees" className={belowTheFoldClass}>
          <EmployeesPanel locationId={locationId} />
        </div>
        <div id="recent-shifts" className={belowTheFoldClass}>
          <RecentShiftsPanel
            locationId={locationId}
            timeZone={timeZone}
            timeFormat={timeFormat}
            onCorrect={timeZone ? (shift) => setCorrecting({ mode: 'correct', shift }) : undefined}
          />
        </div>
        <div id="kiosks" className={belowTheFoldClass}>
          <DevicesPanel locationId={locationId} timeZone={timeZone} timeFormat={timeFormat} />
        </div>
        {shiftDialogs.dialogs}
        {timeZone ? (
          <CorrectShiftDialog
            locationId={locationId}
            timeZone={timeZone}
            timeFormat={timeFormat}
            target={correcting}
            // Only corrections open from here, which need no picker.
            employees={active}
            onClose={() => setCorrecting(null)}
          />
        ) : null}
      </div>
    </WeekStartContext.Provider>
  );
}
