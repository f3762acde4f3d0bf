import { useQuery } from '@tanstack/react-query';
import { locationSettingsQuery } from '../../api/settings/location-settings.ts';

/** The two settings the calendar draws with, from the location's one settings query. */
export function useCalendarSettings(locationId: string) {
  return useQuery({
    ...locationSettingsQuery(locationId),
    select: ({ weekLayout, timeFormat }) => ({ weekLayout, timeFormat }),
  });
}
