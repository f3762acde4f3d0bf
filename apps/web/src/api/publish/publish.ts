import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';
import { type ScheduleRange, scheduleKey } from '../schedule/scheduled-shifts.ts';

const listRoute = 'GET /api/admin/scheduled-shifts';
const historyRoute = 'GET /api/admin/schedule/publishes';

export type PublishRecord = ApiAnswer<typeof historyRoute>['publishes'][number];
export type PublishSummary = { added: number; changed: number; removed: number };

/** What a publish of these local days would announce, from the calendar's own list call. */
export const summaryOf = (answer: ApiAnswer<typeof listRoute>): PublishSummary => ({
  added: answer.scheduledShifts.filter((s) => s.state === 'draft').length,
  changed: answer.scheduledShifts.filter((s) => s.state === 'changed').length,
  removed: answer.pendingRemovals,
});

/** Unpublished changes in the range (whole local days); refreshed with every schedule change. */
export function usePublishSummary(locationId: string, range: ScheduleRange | null) {
  const query = { startDate: range?.startDate ?? '', endDate: range?.endDate ?? '' };
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), listRoute, { query }),
    queryFn: ({ signal }) => callApi(listRoute, { query }, { signal }),
    select: summaryOf,
    enabled: range !== null,
  });
}

export function usePublishHistory(locationId: string, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), historyRoute),
    queryFn: ({ signal }) => callApi(historyRoute, undefined, { signal }),
    select: (answer) => answer.publishes,
    enabled,
  });
}

/** Publishes the range; the calendar and the history are asked again after it. */
export function usePublish(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/schedule/publish'),
    mutationFn: (range: ScheduleRange) => callApi('POST /api/admin/schedule/publish', { body: range }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
        queryClient.invalidateQueries({ queryKey: routeKey(scopedKeys.manager(locationId), historyRoute) }),
      ]),
  });
}
