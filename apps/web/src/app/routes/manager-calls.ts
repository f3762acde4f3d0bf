import type { WeekRange } from '@shiftclock/contract/time/week-range';
import type { QueryClient } from '@tanstack/react-query';
import { devicesQuery } from '../../api/devices/devices.ts';
import { employeesQuery } from '../../api/employees/employees.ts';
import { currentWeekSchedule, scheduledShiftsQuery } from '../../api/schedule/scheduled-shifts.ts';
import { locationInfoQuery } from '../../api/settings/location-info.ts';
import { locationSettingsQuery } from '../../api/settings/location-settings.ts';
import { currentWeekShifts, recentShiftsQuery, shiftsInRangeQuery } from '../../api/shifts/shifts.ts';
import { currentWeekFetchRange } from '../../features/calendar/week-fetch-range.ts';
import { upcomingRange } from '../../features/schedule/upcoming-range.ts';
import { usableTimeZone } from '../../lib/time/clock.ts';

/**
 * The manager dashboard's own calls, started by the location session (location-session.ts) together
 * with the session check instead of when the dashboard first renders: on a slow tablet that render
 * comes a few hundred milliseconds after the session's answers. The lists go out at once, and so does
 * the calendar's week, asked by name (`week=current`: the server resolves it in the location's zone
 * and layout as the calendar does; docs/decisions/0184-the-week-asked-by-name.md). Once the zone and
 * the layout are in, those answers are stored under the range the calendar asks for, when the server
 * resolved the same range (else that range is asked for); the upcoming schedule goes out then.
 * The screen's queries find these answers, or the calls on their way, in the cache (same keys).
 * Failures are left to the screen's queries, which report them.
 */
export function startManagerCalls(queryClient: QueryClient, locationId: string) {
  void queryClient.prefetchQuery(employeesQuery(locationId));
  void queryClient.prefetchQuery(devicesQuery(locationId));
  void queryClient.prefetchInfiniteQuery(recentShiftsQuery(locationId));
  const weekShifts = currentWeekShifts().catch(() => undefined);
  const weekSchedule = currentWeekSchedule().catch(() => undefined);
  void Promise.all([
    queryClient.ensureQueryData(locationInfoQuery(locationId, 'manager')),
    queryClient.ensureQueryData(locationSettingsQuery(locationId, 'manager')),
  ]).then(
    ([info, settings]) => {
      const now = Date.now();
      const timeZone = usableTimeZone(info.timezone);
      const week = currentWeekFetchRange(now, settings.weekLayout, timeZone);
      if (week) {
        void queryClient.prefetchQuery(shiftsInRangeQuery(locationId, week, forRange(weekShifts, week)));
        void queryClient.prefetchQuery(scheduledShiftsQuery(locationId, week, forRange(weekSchedule, week)));
      }
      void queryClient.prefetchQuery(scheduledShiftsQuery(locationId, upcomingRange(now, timeZone)));
    },
    () => undefined,
  );
}

/** An answer to `week=current`, if the server resolved the range the calendar asks for. */
function forRange<T extends { week?: WeekRange | null }>(answer: Promise<T | undefined>, range: WeekRange) {
  return answer.then((found) =>
    found?.week?.startDate === range.startDate && found.week.endDate === range.endDate ? found : undefined,
  );
}
