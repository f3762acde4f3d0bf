import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const listRoute = 'GET /api/admin/offline-punches';

/** A punch a kiosk took offline that the server could not apply (docs/api.md, "Offline punches"). */
export type OfflinePunch = ApiAnswer<typeof listRoute>['punches'][number];

const listKey = (locationId: string) => endpointKey(scopedKeys.manager(locationId), listRoute);

/** The location's offline punches awaiting the manager, oldest first. */
export function useOfflinePunchReview(locationId: string) {
  return useQuery({
    queryKey: listKey(locationId),
    queryFn: ({ signal }) => callApi(listRoute, {}, { signal }),
  });
}

export function useDismissOfflinePunch(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(
      scopedKeys.manager(locationId),
      'POST /api/admin/offline-punches/:punchId/dismiss',
    ),
    mutationFn: (punchId: string) =>
      callApi('POST /api/admin/offline-punches/:punchId/dismiss', { params: { punchId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(locationId) }),
  });
}
