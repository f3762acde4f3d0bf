import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';
import { scheduleKey } from '../schedule/scheduled-shifts.ts';

const listRoute = 'GET /api/admin/open-shifts';

/** An open shift with its claims, as the manager's calls answer it (docs/api.md, "Open shifts"). */
export type OpenShift = ApiAnswer<typeof listRoute>['openShifts'][number];
export type OpenShiftClaim = OpenShift['claims'][number];

const openShiftsKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), listRoute);

/** The location's open shifts not yet ended, with their claims, in start order. */
export function useOpenShifts(locationId: string) {
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), listRoute),
    queryFn: ({ signal }) => callApi(listRoute, undefined, { signal }),
    select: (answer) => answer.openShifts,
  });
}

/** After any change the open shifts are asked again, and the schedule (an approval adds a shift). */
function useRefresh(locationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: openShiftsKey(locationId) }),
      queryClient.invalidateQueries({ queryKey: scheduleKey(locationId) }),
    ]);
}

export function usePostOpenShift(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (body: { scheduledStart: string; scheduledEnd: string; notes: string }) =>
      callApi('POST /api/admin/open-shifts', { body }),
    onSettled: refresh,
  });
}

export type OpenShiftDecision =
  | { kind: 'approve'; claimId: string }
  | { kind: 'decline'; claimId: string }
  | { kind: 'cancel'; openShiftId: string };

export function useOpenShiftDecision(locationId: string) {
  const refresh = useRefresh(locationId);
  return useMutation({
    mutationFn: (decision: OpenShiftDecision) => {
      if (decision.kind === 'cancel')
        return callApi('POST /api/admin/open-shifts/:id/cancel', { params: { id: decision.openShiftId } });
      const params = { id: decision.claimId };
      return decision.kind === 'approve'
        ? callApi('POST /api/admin/open-shift-claims/:id/approve', { params })
        : callApi('POST /api/admin/open-shift-claims/:id/decline', { params });
    },
    onSettled: refresh,
  });
}
