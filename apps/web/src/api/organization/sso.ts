import type { SsoSettingsInput } from '@shiftclock/contract/sso';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

const settingsRoute = 'GET /api/organization/sso';

/** The organization's identity provider, manager e-mails and redirect URI (docs/api.md, "Single sign-on"). */
export type SsoSettings = ApiAnswer<typeof settingsRoute>;

/** Under the owner's key and with the owner's own token, as the payroll settings. */
export function ssoSettingsQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), settingsRoute),
    queryFn: ({ signal }) => callApi(settingsRoute, {}, { token: 'token', signal }),
    refetchOnWindowFocus: false,
  });
}

export function useSsoSettings(organizationId: string) {
  return useQuery(ssoSettingsQuery(organizationId));
}

export function useSaveSsoSettings(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SsoSettingsInput) =>
      callApi('PUT /api/organization/sso', { body: settings }, { token: 'token' }),
    onSuccess: ({ message: _message, ...saved }) =>
      queryClient.setQueryData(ssoSettingsQuery(organizationId).queryKey, saved),
  });
}

export function useSaveSsoManagers(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managers: { email: string; locationId: string }[]) =>
      callApi('PUT /api/organization/sso/managers', { body: { managers } }, { token: 'token' }),
    onSuccess: ({ message: _message, ...saved }) =>
      queryClient.setQueryData(ssoSettingsQuery(organizationId).queryKey, saved),
  });
}

/** Where to send the browser to sign in through the organization's identity provider. */
export function useStartSso() {
  return useMutation({
    mutationFn: (email: string) =>
      callApi('POST /api/auth/sso/start', { body: { email } }, { token: 'none' }),
  });
}
