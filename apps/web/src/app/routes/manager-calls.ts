import type { QueryClient } from '@tanstack/react-query';
import { devicesQuery } from '../../api/devices/devices.ts';
import { employeesQuery } from '../../api/employees/employees.ts';
import { scheduledShiftsQuery } from '../../api/schedule/scheduled-shifts.ts';
import { locationInfoQuery } from '../../api/settings/location-info.ts';
import { locationSettingsQuery } from '../../api/settings/location-settings.ts';
import { recentShiftsQuery, shiftsInRangeQuery } from '../../api/shifts/shifts.ts';
import { currentWeekFetchRange } from '../../features/calendar/week-fetch-range.ts';
import { upcomingRange } from '../../features/schedule/upcoming-range.ts';
import { usableTimeZone } from '../../lib/time/clock.ts';

/**
 * The manager dashboard's own calls, started by the location session (location-session.ts) together
 * with the session check instead of when the dashboard first renders: on a slow tablet that render
 * comes a few hundred milliseconds after the session's answers. The lists go out at once; the week's
 * shifts and the upcoming schedule need the location's zone and week layout, so they go out as soon as
 * those answers are in. The screen's queries find these answers, or the calls on their way, in the
 * cache (same keys). Failures are left to the screen's queries, which report them.
 */
export function startManagerCalls(queryClient: QueryClient, locationId: string) {
  void queryClient.prefetchQuery(employeesQuery(locationId));
  void queryClient.prefetchQuery(devicesQuery(locationId));
  void queryClient.prefetchInfiniteQuery(recentShiftsQuery(locationId));
  void Promise.all([
    queryClient.ensureQueryData(locationInfoQuery(locationId, 'manager')),
    queryClient.ensureQueryData(locationSettingsQuery(locationId, 'manager')),
  ]).then(
    ([info, settings]) => {
      const now = Date.now();
      const timeZone = usableTimeZone(info.timezone);
      const week = currentWeekFetchRange(now, settings.weekLayout, timeZone);
      if (week) {
        void queryClient.prefetchQuery(shiftsInRangeQuery(locationId, week));
        void queryClient.prefetchQuery(scheduledShiftsQuery(locationId, week));
      }
      void queryClient.prefetchQuery(scheduledShiftsQuery(locationId, upcomingRange(now, timeZone)));
    },
    () => undefined,
  );
}
