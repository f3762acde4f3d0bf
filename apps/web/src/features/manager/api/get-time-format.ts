import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';
import { type TimeFormat, timeFormatOf } from '../../../lib/time.ts';

/** GET /api/admin/location-settings: the time format every time in the manager's lists follows. */
export async function getTimeFormat(signal?: AbortSignal): Promise<TimeFormat> {
  const body = await apiClient.get<{ settings?: unknown }>('/api/admin/location-settings', { signal });
  return timeFormatOf(body.settings);
}

export function timeFormatQueryOptions(locationId: string) {
  return queryOptions({
    // Under the manager view's ['admin', locationId] prefix, so a 401 here signs the manager out too;
    // a settings save marks every query stale, so the lists follow a change when shown again.
    queryKey: [...scopedKeys.manager(locationId), 'time-format'],
    queryFn: ({ signal }) => getTimeFormat(signal),
  });
}

/** The location's time format; 24-hour while it loads or if it cannot be read. */
export function useTimeFormat(locationId: string): TimeFormat {
  return useQuery(timeFormatQueryOptions(locationId)).data ?? '24h';
}
