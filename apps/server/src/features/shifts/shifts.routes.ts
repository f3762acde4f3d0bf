import { shiftsEndpoints as shifts } from '@shiftclock/contract/endpoints/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import type { CorrectionsService } from './corrections.service.ts';
import type { ShiftsService } from './shifts.service.ts';

/** The manager's actual shifts and their corrections (packages/contract/src/endpoints/shifts.ts). */
export const shiftsRoutes = (
  service: ShiftsService,
  corrections: CorrectionsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const manager = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'manager');

    app.route({
      ...routeOf(shifts.listShifts),
      handler: async (request) => service.list(manager(request), request.query),
    });

    app.route({
      ...routeOf(shifts.correctShift),
      handler: async (request) => corrections.correct(manager(request), request.params.shiftId, request.body),
    });

    app.route({
      ...routeOf(shifts.addShift),
      handler: async (request, reply) =>
        reply.code(201).send(await corrections.add(manager(request), request.body)),
    });

    app.route({
      ...routeOf(shifts.confirmShift),
      handler: async (request) => corrections.confirm(manager(request), request.params.shiftId, request.body),
    });

    app.route({
      ...routeOf(shifts.shiftBreaks),
      handler: async (request) => corrections.breaks(manager(request), request.params.shiftId),
    });

    app.route({
      ...routeOf(shifts.shiftAudit),
      handler: async (request) => corrections.audit(manager(request), request.params.shiftId),
    });
  };
