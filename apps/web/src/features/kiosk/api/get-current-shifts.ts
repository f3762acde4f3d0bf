import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';
import { recordServerTime } from '../server-clock.ts';

/** A shift as the kiosk calls answer it (CONTRACT.md section 4). Times are ISO instants in UTC. */
export interface KioskShift {
  id: string;
  employee: { id: string; name: string; employeeId: string };
  clockIn: string;
  clockOut: string | null;
  totalHours: number | null;
  isActive: boolean;
  corrected: boolean;
  autoClosed: boolean;
}

/** How often 'Currently Working' asks again, so punches made elsewhere (a manager) show up. */
export const CURRENT_SHIFTS_REFRESH_MS = 30_000;

/**
 * Every kiosk query a punch can change starts with this key; a punch invalidates them all. The
 * location's name and zone sit beside it (get-location-info.ts), so a punch does not ask for them.
 */
export const kioskKey = (locationId: string) => [...scopedKeys.kiosk(locationId), 'live'] as const;

/**
 * GET /api/shift/current: the location's active shifts, oldest first, and the server's time, which
 * sets the kiosk's clock (server-clock.ts).
 */
export async function getCurrentShifts(signal?: AbortSignal) {
  const sentAt = Date.now();
  const answer = await apiClient.get<{ shifts: KioskShift[]; serverTime?: string }>('/api/shift/current', {
    token: 'kiosk',
    signal,
  });
  recordServerTime(answer.serverTime, sentAt, Date.now());
  return answer;
}

export function currentShiftsQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: [...kioskKey(locationId), 'current'],
    queryFn: ({ signal }) => getCurrentShifts(signal),
    select: (data) => data.shifts,
    refetchInterval: CURRENT_SHIFTS_REFRESH_MS,
  });
}

export function useCurrentShifts(locationId: string) {
  return useQuery(currentShiftsQueryOptions(locationId));
}
