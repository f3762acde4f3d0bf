import type { UpdateWebhookEndpointBody, WebhookEndpointBody } from '@shiftclock/contract/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../../lib/api-client.ts';
import { endpointKey } from '../../lib/query-keys.ts';
import { organizationKey } from './organization-dashboard.ts';

// The owner's webhooks (docs/api.md, "Webhooks"), each call with the owner's own token.

const token = { token: 'token' } as const;
const listRoute = 'GET /api/organization/webhooks';
const deliveriesRoute = 'GET /api/organization/webhooks/:id/deliveries';

export type WebhookEndpointAnswer = ApiAnswer<typeof listRoute>['endpoints'][number];
export type WebhookDeliveryAnswer = ApiAnswer<typeof deliveriesRoute>['deliveries'][number];

export function webhooksQuery(organizationId: string) {
  return queryOptions({
    queryKey: endpointKey(organizationKey(organizationId), listRoute),
    queryFn: ({ signal }) => callApi(listRoute, {}, { ...token, signal }),
  });
}

export function useWebhooks(organizationId: string) {
  return useQuery(webhooksQuery(organizationId));
}

export function deliveriesQuery(organizationId: string, endpointId: string) {
  return queryOptions({
    queryKey: [...endpointKey(organizationKey(organizationId), deliveriesRoute), endpointId],
    queryFn: ({ signal }) => callApi(deliveriesRoute, { params: { id: endpointId } }, { ...token, signal }),
    // Deliveries settle within seconds: the log follows them while it is open.
    refetchInterval: 5_000,
  });
}

export function useWebhookDeliveries(organizationId: string, endpointId: string) {
  return useQuery(deliveriesQuery(organizationId, endpointId));
}

function useRefreshing<T, A>(organizationId: string, call: (args: A) => Promise<T>, endpointId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: webhooksQuery(organizationId).queryKey });
      if (endpointId)
        await queryClient.invalidateQueries({
          queryKey: deliveriesQuery(organizationId, endpointId).queryKey,
        });
    },
  });
}

export const useCreateWebhook = (organizationId: string) =>
  useRefreshing(organizationId, (body: WebhookEndpointBody) =>
    callApi('POST /api/organization/webhooks', { body }, token),
  );

export const useUpdateWebhook = (organizationId: string) =>
  useRefreshing(organizationId, ({ id, body }: { id: string; body: UpdateWebhookEndpointBody }) =>
    callApi('PUT /api/organization/webhooks/:id', { params: { id }, body }, token),
  );

export const useDeleteWebhook = (organizationId: string) =>
  useRefreshing(organizationId, (id: string) =>
    callApi('DELETE /api/organization/webhooks/:id', { params: { id } }, token),
  );

export const useRotateWebhookSecret = (organizationId: string) =>
  useRefreshing(organizationId, (id: string) =>
    callApi('POST /api/organization/webhooks/:id/rotate-secret', { params: { id } }, token),
  );

export const usePingWebhook = (organizationId: string, endpointId: string) =>
  useRefreshing(
    organizationId,
    () => callApi('POST /api/organization/webhooks/:id/ping', { params: { id: endpointId } }, token),
    endpointId,
  );

export const useResendDelivery = (organizationId: string, endpointId: string) =>
  useRefreshing(
    organizationId,
    (deliveryId: string) =>
      callApi(
        'POST /api/organization/webhooks/:id/deliveries/:deliveryId/resend',
        { params: { id: endpointId, deliveryId } },
        token,
      ),
    endpointId,
  );
