import { DEFAULT_SETTINGS, settingsSchema } from '@shiftclock/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { calendarKeys } from './keys.ts';

const calendarSettings = settingsSchema.pick({ weekLayout: true, timeFormat: true });

/** The two settings the calendar draws with. */
export type CalendarSettings = ReturnType<typeof calendarSettings.parse>;

/**
 * GET /api/admin/location-settings. What an older stored object lacks comes from SPEC.md's defaults;
 * a value that breaks the contract fails the query, and the calendar says it cannot draw the grid.
 */
export async function getCalendarSettings(signal?: AbortSignal): Promise<CalendarSettings> {
  const body = await apiClient.get<{ settings?: Partial<CalendarSettings> | null }>(
    '/api/admin/location-settings',
    { signal },
  );
  const stored = body.settings ?? {};
  return calendarSettings.parse({
    timeFormat: stored.timeFormat ?? DEFAULT_SETTINGS.timeFormat,
    weekLayout: { ...DEFAULT_SETTINGS.weekLayout, ...stored.weekLayout },
  });
}

export function calendarSettingsQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: calendarKeys.settings(locationId),
    queryFn: ({ signal }) => getCalendarSettings(signal),
  });
}

export function useCalendarSettings(locationId: string) {
  return useQuery(calendarSettingsQueryOptions(locationId));
}
