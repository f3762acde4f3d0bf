import { scheduleEndpoints as schedule } from '@shiftclock/contract/endpoints/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { ScheduleService } from './schedule.service.ts';

/** The manager's scheduled shifts (packages/contract/src/endpoints/schedule.ts). */
export const scheduleRoutes = (service: ScheduleService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(
      routeOf(schedule.listScheduledShifts, async (request) => service.list(request.account, request.query)),
    );

    app.route(
      routeOf(schedule.createScheduledShift, async (request, reply) =>
        reply.code(201).send(await service.create(request.account, request.body)),
      ),
    );

    app.route(
      routeOf(schedule.updateScheduledShift, async (request) =>
        service.update(request.account, request.params.id, request.body),
      ),
    );

    app.route(
      routeOf(schedule.deleteScheduledShift, async (request) =>
        service.remove(request.account, request.params.id),
      ),
    );
  };
