import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type TimeFormat, timeFormatOf } from '../../../lib/clock.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/**
 * A kiosk stays open all day while the manager may change the time format on another device, so the
 * setting is asked again every few minutes rather than only when the kiosk is opened.
 */
const TIME_FORMAT_REFRESH_MS = 5 * 60_000;

/** GET /api/admin/location-settings (location token): only the time format matters to the kiosk. */
export async function getKioskTimeFormat(signal?: AbortSignal): Promise<TimeFormat> {
  const body = await apiClient.get<{ settings?: unknown }>('/api/admin/location-settings', {
    token: 'kiosk',
    signal,
  });
  return timeFormatOf(body.settings);
}

export function kioskTimeFormatQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: [...scopedKeys.kiosk(locationId), 'time-format'],
    queryFn: ({ signal }) => getKioskTimeFormat(signal),
    refetchInterval: TIME_FORMAT_REFRESH_MS,
  });
}

/** The location's time format; 24-hour while it loads or if it cannot be read (the clock never blanks). */
export function useKioskTimeFormat(locationId: string): TimeFormat {
  return useQuery(kioskTimeFormatQueryOptions(locationId)).data ?? '24h';
}
