import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../../../api/employees/employees.ts';
import { useLiveUpdatesOpen } from '../../../api/live/use-live-updates.ts';
import { useBusyElsewhere } from '../../../api/schedule/busy-elsewhere.ts';
import { useScheduledShifts } from '../../../api/schedule/scheduled-shifts.ts';
import { useLocationInfo } from '../../../api/settings/location-info.ts';
import { useShiftsInRange } from '../../../api/shifts/shifts.ts';
import { useApprovedTimeOff } from '../../../api/time-off/time-off.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { deviceTimeZone, usableTimeZone } from '../../../lib/time/clock.ts';
import { useElementSize } from '../../../lib/use-element-size.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRefresh } from '../../../lib/use-refresh.ts';
import { useStoredState } from '../../../lib/use-stored-state.ts';
import { busyItems, busyRange, shiftsOnly, withoutBusyInOverflows } from '../busy-elsewhere.ts';
import { foldedShifts, hiddenDaysWithShifts } from '../folds.ts';
import { formatDayMonth, monthHeading } from '../format.ts';
import { lanesThatFit } from '../grid-size.ts';
import { layoutWeek } from '../layout.ts';
import { buildItems, type CalendarItem } from '../shift-items.ts';
import { timeOffByDay } from '../time-off-days.ts';
import type { ScheduledShift } from '../types.ts';
import { useCalendarSettings } from '../use-calendar-settings.ts';
import { useLatest } from '../use-latest.ts';
import { useShiftPopover } from '../use-shift-popover.ts';
import { useWeekNavigation } from '../use-week-navigation.ts';
import { buildWeek, businessDate, type WeekModel } from '../week.ts';
import { weekFetchRange } from '../week-fetch-range.ts';
import { ByEmployeeGrid } from './by-employee-grid.tsx';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarSkeleton, CalendarUnavailable } from './calendar-states.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { DayPicker } from './day-picker.tsx';
import { EmployeeLegend } from './employee-legend.tsx';
import { ShiftPopoverPanel } from './shift-popover.tsx';
import { CALENDAR_VIEWS, type CalendarView, ViewSwitch } from './view-switch.tsx';

const MINUTE_MS = 60_000;

export interface WeeklyCalendarProps {
  locationId: string;
  /** An empty slot was chosen: its start (the shift's length is the location's default). */
  onCreateShift?: (start: Date) => void;
  /** A scheduled shift, or one merged with its actual shift, was chosen. */
  onEditShift?: (shift: ScheduledShift) => void;
  /** Called after Refresh asks for the week again. */
  onRefresh?: () => void;
  /**
   * The view's own actions in the toolbar, before the week navigation (the manager's Schedule Shift);
   * a function gets the local days of the week on screen (null until known), e.g. to publish them.
   */
  toolbarActions?: ReactNode | ((week: { startDate: string; endDate: string } | null) => ReactNode);
}

/**
 * The manager's weekly calendar (docs/product.md sections 2, 4 and 9): the location's week layout, in the
 * location's time zone, with scheduled, actual and in-progress shifts placed on 15-minute rows.
 */
export function WeeklyCalendar({
  locationId,
  onCreateShift,
  onEditShift,
  onRefresh,
  toolbarActions,
}: WeeklyCalendarProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const popoverId = useId();
  const now = useNow(MINUTE_MS);

  const info = useLocationInfo(locationId);
  const settings = useCalendarSettings(locationId);
  // The location's zone; if it cannot be had, the device's (the manager view says so above).
  const timeZone = info.data ? usableTimeZone(info.data.timezone) : info.isError ? deviceTimeZone() : null;
  const layout = settings.data?.weekLayout;
  const timeFormat = settings.data?.timeFormat ?? '24h';

  const navigation = useWeekNavigation(layout, timeZone, now);
  // The layout's days decide what is fetched; the week drawn adds the days it leaves out that hold
  // shifts (folds.ts), so the fetch does not depend on what it brings back.
  const weekOfLayout = useMemo(
    () => (navigation.anchor && layout && timeZone ? buildWeek(navigation.anchor, layout, timeZone) : null),
    [navigation.anchor, layout, timeZone],
  );
  const range = useMemo(() => (weekOfLayout ? weekFetchRange(weekOfLayout) : null), [weekOfLayout]);
  // The week's seven local days, from its first.
  const shownDays = useMemo(
    () =>
      weekOfLayout ? { startDate: weekOfLayout.anchor, endDate: addDaysToDay(weekOfLayout.anchor, 6) } : null,
    [weekOfLayout],
  );
  const showsNow = range !== null && now >= Date.parse(range.startDate) && now < Date.parse(range.endDate);
  const scheduled = useScheduledShifts(locationId, range);
  // Punches reach the week through the live-updates stream; while it is down, a week that holds
  // today asks every minute, so new clock-ins still appear without a press on Refresh.
  const live = useLiveUpdatesOpen();
  const shifts = useShiftsInRange(locationId, range, showsNow && !live ? MINUTE_MS : false);

  const items = useMemo(
    () => (timeZone ? buildItems(scheduled.data ?? [], shifts.data ?? [], timeZone, now) : []),
    [scheduled.data, shifts.data, timeZone, now],
  );
  const extraDays = (weekOfLayout && layout ? hiddenDaysWithShifts(weekOfLayout, layout, items) : []).join(
    ',',
  );
  const week = useMemo(
    () =>
      weekOfLayout && layout && timeZone && extraDays
        ? buildWeek(weekOfLayout.anchor, layout, timeZone, extraDays.split(',').map(Number))
        : weekOfLayout,
    [weekOfLayout, layout, timeZone, extraDays],
  );
  const today = layout && timeZone ? businessDate(now, layout, timeZone) : null;

  // The manager's choice of view, kept by this browser; on a phone the time grid shows one day.
  const [view, setView] = useStoredState<CalendarView>('calendar', 'week', CALENDAR_VIEWS);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const todayIndex = week?.days.findIndex((day) => day.date === today) ?? -1;
  const shownDay = Math.min(chosenDay ?? Math.max(todayIndex, 0), (week?.days.length ?? 1) - 1);
  const gridWeek = useMemo(
    () => (week && narrow ? oneDayOf(week, shownDay) : week),
    [week, narrow, shownDay],
  );
  // Folds are found against the whole week (a shift drawn on another day is not folded on this one).
  const folds = useMemo(() => {
    const all = week && layout ? foldedShifts(week, layout, items) : [];
    return narrow ? all.slice(shownDay, shownDay + 1) : all;
  }, [week, layout, items, narrow, shownDay]);
  const [gridBox, setGridBox] = useState<HTMLDivElement | null>(null);
  const maxLanes = lanesThatFit(useElementSize(gridBox).width, gridWeek?.days.length ?? 1);
  // Busy elsewhere takes lanes beside the shifts (busy-elsewhere.ts); folds and the legend are of shifts.
  const busy = useBusyElsewhere(locationId, weekOfLayout ? busyRange(weekOfLayout.anchor) : null);
  const employees = useEmployees(locationId);
  const busyBands = useMemo(() => {
    const here = new Map((employees.data ?? []).map((employee) => [employee.employeeId, employee]));
    return timeZone ? busyItems(busy.data ?? [], here, timeZone) : [];
  }, [busy.data, employees.data, timeZone]);
  const days = useMemo(
    () => (gridWeek ? withoutBusyInOverflows(layoutWeek(gridWeek, [...items, ...busyBands], maxLanes)) : []),
    [gridWeek, items, busyBands, maxLanes],
  );
  const legendDays = useMemo(() => shiftsOnly(days), [days]);
  // Approved time off, marked in each day's header (time-off-days.ts).
  const approvedTimeOff = useApprovedTimeOff(
    locationId,
    weekOfLayout ? { startDate: weekOfLayout.anchor, endDate: addDaysToDay(weekOfLayout.anchor, 6) } : null,
  );
  const timeOff = useMemo(
    () =>
      timeZone && week
        ? timeOffByDay(
            approvedTimeOff.data ?? [],
            week.days.map((day) => day.date),
            timeZone,
          )
        : undefined,
    [approvedTimeOff.data, week, timeZone],
  );

  const popover = useShiftPopover();
  const { refreshing, refresh } = useRefresh(() => {
    onRefresh?.();
    return Promise.all([
      info.refetch(),
      settings.refetch(),
      scheduled.refetch(),
      shifts.refetch(),
      busy.refetch(),
      approvedTimeOff.refetch(),
    ]);
  });

  const latest = useLatest({ onCreateShift, onEditShift });
  const createAt = useCallback((start: number) => latest.current.onCreateShift?.(new Date(start)), [latest]);
  const editShift = useCallback((shift: ScheduledShift) => latest.current.onEditShift?.(shift), [latest]);
  // A chip of the by-employee view does what a block of the grid does.
  const activateChip = (item: CalendarItem, element: HTMLElement) => {
    if (item.scheduled && onEditShift) {
      popover.close();
      editShift(item.scheduled);
    } else popover.pin(item.key, { kind: 'shift', item }, element);
  };

  const loadingLayout = !timeZone || settings.isPending;
  const heading = week && timeZone ? monthHeading(week.start, timeZone) : null;
  const lastDay = week?.days.at(-1);

  return (
    <section
      aria-label={t('calendar.title')}
      className="rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <CalendarToolbar
        headingId={headingId}
        heading={heading}
        subheading={
          week && timeZone && lastDay
            ? `${t('calendar.weekRange', {
                from: formatDayMonth(week.start, timeZone),
                to: formatDayMonth(lastDay.start, timeZone),
              })} · ${
                info.data
                  ? t('calendar.timesAt', { locationName: info.data.locationName, timeZone })
                  : t('calendar.timesIn', { timeZone })
              }`
            : null
        }
        navigationDisabled={!week}
        weekStart={navigation.anchor}
        refreshing={refreshing}
        onPrevious={navigation.previous}
        onToday={navigation.today}
        onNext={navigation.next}
        onGoTo={navigation.goTo}
        onRefresh={refresh}
        actions={
          <>
            {typeof toolbarActions === 'function' ? toolbarActions(shownDays) : toolbarActions}
            <ViewSwitch
              view={view}
              onChange={(next) => {
                popover.close();
                setView(next);
              }}
            />
          </>
        }
      />
      <div className="border-t border-slate-200">
        {loadingLayout && !settings.isError ? (
          <CalendarSkeleton label={t('calendar.loading')} />
        ) : settings.isError ? (
          <CalendarUnavailable
            message={t('calendar.settingsFailed')}
            onRetry={() => void settings.refetch()}
          />
        ) : !week || !timeZone ? (
          <CalendarUnavailable message={t('calendar.emptyWindow')} />
        ) : (
          <>
            {scheduled.isError || shifts.isError ? (
              <div className="px-4 pt-4 sm:px-6">
                <Alert tone="error">
                  <span className="mr-3">{t('calendar.shiftsFailed')}</span>
                  <Button variant="secondary" className="mt-2 h-8" onClick={refresh}>
                    {t('calendar.retry')}
                  </Button>
                </Alert>
              </div>
            ) : null}
            {view === 'employees' && layout ? (
              <ByEmployeeGrid
                week={week}
                layout={layout}
                items={items}
                today={today}
                now={now}
                timeZone={timeZone}
                timeFormat={timeFormat}
                onActivate={activateChip}
              />
            ) : (
              <>
                {narrow ? (
                  <DayPicker week={week} chosen={shownDay} today={today} onChoose={setChosenDay} />
                ) : null}
                <div ref={setGridBox}>
                  <CalendarGrid
                    week={gridWeek ?? week}
                    days={days}
                    folds={folds}
                    timeOff={timeOff}
                    timeFormat={timeFormat}
                    today={today}
                    now={now}
                    loading={scheduled.isPending || shifts.isPending}
                    popover={popover}
                    popoverId={popoverId}
                    onCreate={createAt}
                    onEdit={onEditShift ? editShift : undefined}
                  />
                </div>
                <EmployeeLegend days={legendDays} folds={folds} />
              </>
            )}
            <ShiftPopoverPanel
              id={popoverId}
              popover={popover}
              timeZone={timeZone}
              timeFormat={timeFormat}
              onEdit={onEditShift ? editShift : undefined}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** The week cut to one of its days, for the phone's one-day grid. */
function oneDayOf(week: WeekModel, dayIndex: number): WeekModel {
  const day = week.days[dayIndex] ?? week.days[0];
  if (!day) return week;
  return { ...week, days: [day], start: day.start, end: day.end };
}
