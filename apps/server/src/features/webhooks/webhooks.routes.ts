import { webhooksEndpoints as endpoints } from '@shiftclock/contract/endpoints/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The owner's webhook endpoints and delivery log (packages/contract/src/endpoints/webhooks.ts). */
export const webhooksRoutes = (service: WebhooksService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.listWebhooks, async ({ account }) => service.list(account));
    route(endpoints.createWebhook, async ({ account, body }, reply) =>
      reply.code(201).send(await service.create(account, body)),
    );
    route(endpoints.updateWebhook, async ({ account, params, body }) =>
      service.update(account, params.id, body),
    );
    route(endpoints.deleteWebhook, async ({ account, params }, reply) => {
      await service.remove(account, params.id);
      return reply.code(204).send(null);
    });
    route(endpoints.rotateWebhookSecret, async ({ account, params }) =>
      service.rotateSecret(account, params.id),
    );
    route(endpoints.webhookDeliveries, async ({ account, params }) => service.deliveries(account, params.id));
    route(endpoints.resendWebhookDelivery, async ({ account, params }) =>
      service.resend(account, params.id, params.deliveryId),
    );
    route(endpoints.pingWebhook, async ({ account, params }, reply) =>
      reply.code(201).send(await service.ping(account, params.id)),
    );
  };
