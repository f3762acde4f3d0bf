import { scheduleEndpoints as schedule } from '@shiftclock/contract/endpoints/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { ScheduleService } from './schedule.service.ts';

/** The manager's scheduled shifts (packages/contract/src/endpoints/schedule.ts). */
export const scheduleRoutes = (service: ScheduleService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(schedule.listScheduledShifts, async ({ account, query }) => service.list(account, query));

    route(schedule.createScheduledShift, async ({ account, body }, reply) =>
      reply.code(201).send(await service.create(account, body)),
    );

    route(schedule.updateScheduledShift, async ({ account, params, body }) =>
      service.update(account, params.id, body),
    );

    route(schedule.deleteScheduledShift, async ({ account, params }) => service.remove(account, params.id));
  };
