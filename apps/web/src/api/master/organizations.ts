import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiQuery, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/master-admin/organizations';

export type OrganizationsQuery = NonNullable<ApiQuery<typeof route>>;

/** Organizations a page at a time; empty filters are left out of the URL. */
export function organizationsQuery(query: OrganizationsQuery) {
  const sent = { ...query, search: query.search?.trim() || undefined, status: query.status || undefined };
  return queryOptions({
    queryKey: endpointKey(scopedKeys.master(), route, { query: sent }),
    queryFn: ({ signal }) => callApi(route, { query: sent }, { token: 'token', signal }),
    // Paging, filtering and typing keep the current rows on screen until the next page arrives,
    // instead of flashing the loading state on every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationsQuery(query: OrganizationsQuery) {
  return useQuery(organizationsQuery(query));
}
