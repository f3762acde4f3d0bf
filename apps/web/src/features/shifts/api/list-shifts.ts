import { RECENT_SHIFTS_PAGE_SIZE } from '@shiftclock/contract/constants';
import type { Shift } from '@shiftclock/contract/timesheets';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { scopedKeys } from '../../../lib/query-keys.ts';

/** An actual shift as GET /api/admin/shifts answers it: the contract's Shift (issue 11's fields too). */
export type { Shift };

export interface ShiftsPage {
  shifts: Shift[];
  /** Hand back as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** Under the manager view's ['admin', locationId] prefix (see features/employees' managerDataKey). */
export const recentShiftsKey = (locationId: string) =>
  [...scopedKeys.manager(locationId), 'shifts', 'recent'] as const;

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
