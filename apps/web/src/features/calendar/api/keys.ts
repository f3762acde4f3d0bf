import { scopedKeys } from '../../../lib/query-keys.ts';

// The calendar's queries sit under the manager view's ['admin', locationId] prefix: a 401 from any of
// them signs the manager out like every other manager call, and invalidating the prefix refreshes them.
// Scheduled shifts sit under [...scopedKeys.manager(locationId), 'schedule'] and actual shifts under
// [...scopedKeys.manager(locationId), 'shifts'], the prefixes the schedule and shifts features
// invalidate after a change, so the calendar follows a shift scheduled, edited or deleted in their
// dialogs.

export const calendarKeys = {
  locationInfo: (locationId: string) =>
    [...scopedKeys.manager(locationId), 'calendar', 'location-info'] as const,
  settings: (locationId: string) => [...scopedKeys.manager(locationId), 'calendar', 'settings'] as const,
  scheduled: (locationId: string, range: WeekRange) =>
    [...scopedKeys.manager(locationId), 'schedule', 'calendar', range.startDate, range.endDate] as const,
  shifts: (locationId: string, range: WeekRange) =>
    [...scopedKeys.manager(locationId), 'shifts', 'calendar', range.startDate, range.endDate] as const,
};

/** Instants with an offset (CONTRACT.md: ISO bounds are instants, start inclusive, end exclusive). */
export interface WeekRange {
  startDate: string;
  endDate: string;
}
