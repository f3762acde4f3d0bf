import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';
import { scheduleKey } from '../schedule/scheduled-shifts.ts';

const listRoute = 'GET /api/admin/shift-swaps';

export type ManagerSwap = ApiAnswer<typeof listRoute>['swaps'][number];

/** The location's live swaps and those ended in the last 14 days (docs/api.md, "Swaps and cover"). */
export function useShiftSwaps(locationId: string) {
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), listRoute),
    queryFn: ({ signal }) => callApi(listRoute, undefined, { signal }),
    select: (answer) => answer.swaps,
    refetchInterval: 60_000,
  });
}

/** Approves or declines a swap; the list and the calendar (a shift may have moved) are asked again. */
export function useDecideSwap(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      decision === 'approve'
        ? callApi('POST /api/admin/shift-swaps/:id/approve', { params: { id } })
        : callApi('POST /api/admin/shift-swaps/:id/decline', { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: routeKey(scopedKeys.manager(locationId), listRoute) }),
        queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
      ]),
  });
}
