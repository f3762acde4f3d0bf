import { PEOPLE_PAGE_MAX } from '@shiftclock/contract/people-messages';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey } from '../../lib/query-keys.ts';
import { organizationKey } from '../organization/organization-dashboard.ts';

// The owner's people of the organization (docs/api.md, "People"), each call with the owner's own
// token: after a direct access to a manager, adminToken holds the manager's (lib/api-client.ts).

const token = { token: 'token' } as const;
const listRoute = 'GET /api/organization/people';

export type Person = ApiAnswer<typeof listRoute>['people'][number];
export type PersonLocation = Person['locations'][number];
/** `archived`: the archived people instead of the others. */
export type PeopleFilter = { q: string; locationId: string; archived?: boolean };

/** Every people answer of the owner's screen: what each change refreshes. */
export const peopleKey = (organizationId: string) => routeKey(organizationKey(organizationId), listRoute);

/** The people matching the search, a page of at most PEOPLE_PAGE_MAX at a time ("Show more"). */
export function peopleQuery(organizationId: string, { q, locationId, archived }: PeopleFilter) {
  const query = {
    q: q.trim() || undefined,
    locationId: locationId || undefined,
    archived: archived ? ('true' as const) : undefined,
    limit: PEOPLE_PAGE_MAX,
  };
  return infiniteQueryOptions({
    queryKey: endpointKey(organizationKey(organizationId), listRoute, { query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(listRoute, { query: { ...query, offset: pageParam } }, { ...token, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.people.length, 0);
      return last.people.length > 0 && loaded < last.total ? loaded : undefined;
    },
    refetchOnWindowFocus: false,
  });
}

export function usePeople(organizationId: string, filter: PeopleFilter) {
  return useInfiniteQuery(peopleQuery(organizationId, filter));
}

export type PersonFields = ApiBody<'POST /api/organization/people'>;
export type PersonChanges = ApiBody<'PUT /api/organization/people/:personId'>;

export const createPerson = (body: PersonFields) => callApi('POST /api/organization/people', { body }, token);
export const updatePerson = ({ personId, changes }: { personId: string; changes: PersonChanges }) =>
  callApi('PUT /api/organization/people/:personId', { params: { personId }, body: changes }, token);
export const assignPerson = ({ personId, locationId }: { personId: string; locationId: string }) =>
  callApi(
    'POST /api/organization/people/:personId/locations/:locationId',
    { params: { personId, locationId } },
    token,
  );
export const archivePerson = (personId: string) =>
  callApi('POST /api/organization/people/:personId/archive', { params: { personId } }, token);
export const mergePeople = (body: ApiBody<'POST /api/organization/people/merge'>) =>
  callApi('POST /api/organization/people/merge', { body }, token);

/**
 * A change to people also changes the location cards (active employees): the whole owner's screen is
 * refreshed. Not awaited, so a dialog closes before its row re-renders under it.
 */
function usePeopleMutation<I, O>(organizationId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) });
    },
  });
}

export const useCreatePerson = (organizationId: string) => usePeopleMutation(organizationId, createPerson);
export const useUpdatePerson = (organizationId: string) => usePeopleMutation(organizationId, updatePerson);
export const useAssignPerson = (organizationId: string) => usePeopleMutation(organizationId, assignPerson);
export const useArchivePerson = (organizationId: string) => usePeopleMutation(organizationId, archivePerson);
export const useMergePeople = (organizationId: string) => usePeopleMutation(organizationId, mergePeople);
