import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

// The manager's way to the organization's people (docs/api.md, "People"): find one by name, payroll
// ID or e-mail, and add them at this location. The answer names nothing of the other locations.

const searchRoute = 'GET /api/admin/people';

/** A person of the organization; `employeeId` is their kiosk ID here, or null when not here yet. */
export type PersonCandidate = ApiAnswer<typeof searchRoute>['people'][number];

/** The people matching `q`; asks nothing while `q` is blank. */
export function usePeopleSearch(locationId: string, q: string) {
  const query = { q: q.trim() };
  return useQuery({
    queryKey: endpointKey(scopedKeys.manager(locationId), searchRoute, { query }),
    queryFn: ({ signal }) => callApi(searchRoute, { query }, { signal }),
    select: (data) => data.people,
    enabled: query.q !== '',
    // The previous matches stay while the next ones load, so the list does not flicker per key.
    placeholderData: keepPreviousData,
  });
}

/** 201 with the employee here and the kiosk ID the server gave. All of the manager's data refreshes. */
export function useAddPersonHere(locationId: string) {
  const queryClient = useQueryClient();
  const route = 'POST /api/admin/people/:personId/employee';
  return useMutation({
    mutationKey: endpointKey(scopedKeys.manager(locationId), route),
    mutationFn: (personId: string) => callApi(route, { params: { personId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopedKeys.manager(locationId) }),
  });
}
