import { publishEndpoints as publish } from '@shiftclock/contract/endpoints/publish';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { PublishService } from './publish.service.ts';

/** Publishing the schedule and the employee's notifications (packages/contract/src/endpoints/publish.ts). */
export const publishRoutes = (
  service: PublishService,
  notifications: NotificationsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(publish.publishSchedule, async ({ account, body }) => service.publish(account, body));
    route(publish.listPublishes, async ({ account }) => service.history(account));
    route(publish.myNotifications, async ({ account }) => notifications.list(account));
    route(publish.markNotificationsRead, async ({ account, body }) =>
      notifications.markRead(account, body.ids),
    );
  };
