import { z } from 'zod';
import { defineEndpoint, noContent, refusals } from '../endpoint.ts';
import {
  updateWebhookEndpointBody,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookEndpointBody,
  webhookEndpointSchema,
  webhookIdParams,
  webhookSecretAnswer,
} from '../webhooks.ts';

const owner = { access: ['orgAdmin'], tags: ['organization'] } as const;

/** The owner's webhook endpoints and their delivery log (docs/api.md, "Webhooks"). */
export const webhooksEndpoints = {
  listWebhooks: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/webhooks',
    summary: "The organization's webhook endpoints",
    responses: { 200: z.object({ endpoints: z.array(webhookEndpointSchema) }), ...refusals(401, 403) },
  }),
  createWebhook: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/webhooks',
    summary: 'Adds a webhook endpoint; the answer shows its signing secret, once',
    body: webhookEndpointBody,
    responses: { 201: webhookSecretAnswer, ...refusals(400, 401, 403, 409, 413, 415) },
  }),
  updateWebhook: defineEndpoint({
    ...owner,
    method: 'PUT',
    path: '/api/organization/webhooks/:id',
    summary: "Changes a webhook endpoint's address, events, description, or turns it on or off",
    params: webhookIdParams,
    body: updateWebhookEndpointBody,
    responses: {
      200: z.object({ endpoint: webhookEndpointSchema }),
      ...refusals(400, 401, 403, 404, 413, 415),
    },
  }),
  deleteWebhook: defineEndpoint({
    ...owner,
    method: 'DELETE',
    path: '/api/organization/webhooks/:id',
    summary: 'Deletes a webhook endpoint and its deliveries',
    params: webhookIdParams,
    responses: { 204: noContent, ...refusals(400, 401, 403, 404) },
  }),
  rotateWebhookSecret: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/webhooks/:id/rotate-secret',
    summary: 'A new signing secret, shown once; the old one also signs for 24 hours',
    params: webhookIdParams,
    responses: { 200: webhookSecretAnswer, ...refusals(400, 401, 403, 404) },
  }),
  webhookDeliveries: defineEndpoint({
    ...owner,
    method: 'GET',
    path: '/api/organization/webhooks/:id/deliveries',
    summary: "An endpoint's last 50 deliveries, newest first",
    params: webhookIdParams,
    responses: {
      200: z.object({ deliveries: z.array(webhookDeliverySchema) }),
      ...refusals(400, 401, 403, 404),
    },
  }),
  resendWebhookDelivery: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/webhooks/:id/deliveries/:deliveryId/resend',
    summary: 'Sends a delivery again (same event id), with a new day of retries',
    params: webhookDeliveryParams,
    responses: { 200: z.object({ delivery: webhookDeliverySchema }), ...refusals(400, 401, 403, 404) },
  }),
  pingWebhook: defineEndpoint({
    ...owner,
    method: 'POST',
    path: '/api/organization/webhooks/:id/ping',
    summary: 'Sends a test event (`ping`) to the endpoint',
    params: webhookIdParams,
    responses: { 201: z.object({ delivery: webhookDeliverySchema }), ...refusals(400, 401, 403, 404) },
  }),
};
