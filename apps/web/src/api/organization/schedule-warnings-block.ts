import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

const route = 'GET /api/organization/schedule-warnings-block';

/** Whether the schedule's warnings stop a publish, under the owner's key and sent with their token. */
export function warningsBlockQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), route),
    queryFn: ({ signal }) => callApi(route, {}, { token: 'token', signal }),
    refetchOnWindowFocus: false,
  });
}

export function useWarningsBlock(organizationId: string) {
  return useQuery(warningsBlockQuery(organizationId));
}

/** Turns it on or off; the answer is the setting as stored, put straight in the cache. */
export function useSetWarningsBlock(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      callApi('PUT /api/organization/schedule-warnings-block', { body: { block } }, { token: 'token' }),
    onSuccess: ({ block }) =>
      queryClient.setQueryData(warningsBlockQuery(organizationId).queryKey, { block }),
  });
}
