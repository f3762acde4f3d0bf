import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey, scopedKeys } from '../../lib/query-keys.ts';
import { employeesKey } from './employees.ts';

const coverageRoute = 'GET /api/admin/pins';

/** How many active employees the location has, and how many of them have no PIN yet. */
export type PinCoverage = ApiAnswer<typeof coverageRoute>;

export const pinCoverageKey = (locationId: string) => routeKey(scopedKeys.manager(locationId), coverageRoute);

export function usePinCoverage(locationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: endpointKey(scopedKeys.manager(locationId), coverageRoute),
      queryFn: ({ signal }) => callApi(coverageRoute, {}, { signal }),
      // Always asked again on showing: it decides whether turning PINs on asks first.
      staleTime: 0,
      enabled,
    }),
  );
}

/**
 * A random PIN for every active employee without one, in the answer only this once (docs/api.md,
 * "Employees"); at most PIN_BATCH_MAX a call, `remaining` says how many still have none.
 */
export const createMissingPins = () => callApi('POST /api/admin/pins', {});
export type CreatedPins = ApiAnswer<'POST /api/admin/pins'>;

export function useCreateMissingPins(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), 'POST /api/admin/pins'),
    mutationFn: createMissingPins,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeesKey(locationId) }),
        queryClient.invalidateQueries({ queryKey: pinCoverageKey(locationId) }),
      ]),
  });
}
