import { timeOffEndpoints as endpoints } from '@shiftclock/contract/endpoints/time-off';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { TimeOffService } from './time-off.service.ts';

/** Time off and availability (packages/contract/src/endpoints/time-off.ts). */
export const timeOffRoutes = (service: TimeOffService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.myTimeOff, async ({ account }) => service.myList(account));
    route(endpoints.requestTimeOff, async ({ account, body }, reply) =>
      reply.code(201).send(await service.request(account, body)),
    );
    route(endpoints.cancelTimeOff, async ({ account, params }) => service.cancel(account, params.id));
    route(endpoints.myAvailability, async ({ account }) => service.myAvailability(account));
    route(endpoints.setMyAvailability, async ({ account, body }) =>
      service.setMyAvailability(account, body.days),
    );
    route(endpoints.managerTimeOff, async ({ account, query }) => service.managerList(account, query));
    route(endpoints.approveTimeOff, async ({ account, params, body }) =>
      service.approve(account, params.id, body),
    );
    route(endpoints.declineTimeOff, async ({ account, params, body }) =>
      service.decline(account, params.id, body),
    );
    route(endpoints.managerAvailability, async ({ account }) => service.managerAvailability(account));
  };
