import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, callApi } from '../../lib/api-client.ts';
import { endpointKey, routeKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

const listRoute = 'GET /api/organization/api-keys';
const requestsRoute = 'GET /api/organization/api-keys/:keyId/requests';

export type ApiKeyItem = ApiAnswer<typeof listRoute>['keys'][number];
export type CreateApiKeyInput = ApiBody<'POST /api/organization/api-keys'>;
export type CreatedApiKey = ApiAnswer<'POST /api/organization/api-keys'>;

/** The organization's API keys (docs/api.md, "API keys"), sent with the owner's own token. */
export function apiKeysQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), listRoute),
    queryFn: ({ signal }) => callApi(listRoute, {}, { token: 'token', signal }),
  });
}

export function useApiKeys(organizationId: string) {
  return useQuery(apiKeysQuery(organizationId));
}

/** A key's last requests, read when the owner opens them. */
export function useApiKeyRequests(organizationId: string, keyId: string, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(organizationKey(organizationId), requestsRoute, { params: { keyId } }),
    queryFn: ({ signal }) => callApi(requestsRoute, { params: { keyId } }, { token: 'token', signal }),
    enabled,
  });
}

const keysOf = (organizationId: string) => routeKey(organizationKey(organizationId), listRoute);

export function useCreateApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) =>
      callApi('POST /api/organization/api-keys', { body }, { token: 'token' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysOf(organizationId) }),
  });
}

export function useRevokeApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      callApi('POST /api/organization/api-keys/:keyId/revoke', { params: { keyId } }, { token: 'token' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysOf(organizationId) }),
  });
}
