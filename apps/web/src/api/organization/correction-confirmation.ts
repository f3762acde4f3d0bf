import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { endpointKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

const route = 'GET /api/organization/correction-confirmation';

/**
 * "Employees confirm corrections" (docs/decisions/0195-employees-confirm-corrections.md), under the
 * owner's key and sent with the owner's own token, as the dashboard is.
 */
export function correctionConfirmationQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), route),
    queryFn: ({ signal }) => callApi(route, {}, { token: 'token', signal }),
    refetchOnWindowFocus: false,
  });
}

export function useCorrectionConfirmation(organizationId: string) {
  return useQuery(correctionConfirmationQuery(organizationId));
}

/** Turns the setting on or off; the answer is the setting as stored, put straight in the cache. */
export function useSetCorrectionConfirmation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      callApi('PUT /api/organization/correction-confirmation', { body: { enabled } }, { token: 'token' }),
    onSuccess: ({ enabled, since }) =>
      queryClient.setQueryData(correctionConfirmationQuery(organizationId).queryKey, { enabled, since }),
  });
}
