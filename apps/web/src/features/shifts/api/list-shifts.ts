import { RECENT_SHIFTS_PAGE_SIZE } from '@shiftclock/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** An actual shift as GET /api/admin/shifts answers it (CONTRACT.md section 4). Instants in UTC. */
export interface Shift {
  id: string;
  employee: { id: string; name: string; employeeId: string };
  clockIn: string;
  clockOut: string | null;
  /** Hours to 2 decimals; null while the shift is active. */
  totalHours: number | null;
  isActive: boolean;
  /** Times were changed after the punch. */
  corrected: boolean;
  /** Closed by the server after 16 hours without a clock-out. */
  autoClosed: boolean;
}

export interface ShiftsPage {
  shifts: Shift[];
  /** Hand back as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** Under the manager view's ['admin', locationId] prefix (see features/employees' managerDataKey). */
export const recentShiftsKey = (locationId: string) => ['admin', locationId, 'shifts', 'recent'] as const;

/** GET /api/admin/shifts?limit=50[&before=cursor]: every shift of the location, newest first. */
export function listShifts(before: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(RECENT_SHIFTS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return apiClient.get<ShiftsPage>(`/api/admin/shifts?${query}`, { signal });
}

export function recentShiftsQueryOptions(locationId: string) {
  return infiniteQueryOptions({
    queryKey: recentShiftsKey(locationId),
    queryFn: ({ pageParam, signal }) => listShifts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Recent Shifts: pages of 50; Load More asks for the next 50 after the oldest one shown. */
export function useRecentShifts(locationId: string) {
  return useInfiniteQuery(recentShiftsQueryOptions(locationId));
}
