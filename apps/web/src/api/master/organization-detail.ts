import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey, scopedKeys } from '../../lib/query-keys.ts';

const route = 'GET /api/master-admin/organizations/:id';

export type OrganizationDetail = ApiAnswer<typeof route>;

/** One organization with its owner, its history and its locations' figures. */
export function organizationDetailQuery(id: string) {
  return queryOptions({
    queryKey: endpointKey(scopedKeys.master(), route, { params: { id } }),
    queryFn: ({ signal }) => callApi(route, { params: { id } }, { token: 'token', signal }),
  });
}

export function useOrganizationDetailQuery(id: string) {
  return useQuery(organizationDetailQuery(id));
}
