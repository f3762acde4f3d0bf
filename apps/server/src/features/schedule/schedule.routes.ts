import { scheduleEndpoints as schedule } from '@shiftclock/contract/endpoints/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import type { ScheduleService } from './schedule.service.ts';

/** The manager's scheduled shifts (packages/contract/src/endpoints/schedule.ts). */
export const scheduleRoutes = (service: ScheduleService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const manager = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'manager');

    app.route({
      ...routeOf(schedule.listScheduledShifts),
      handler: async (request) => service.list(manager(request), request.query),
    });

    app.route({
      ...routeOf(schedule.createScheduledShift),
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(manager(request), request.body)),
    });

    app.route({
      ...routeOf(schedule.updateScheduledShift),
      handler: async (request) => service.update(manager(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(schedule.deleteScheduledShift),
      handler: async (request) => service.remove(manager(request), request.params.id),
    });
  };
