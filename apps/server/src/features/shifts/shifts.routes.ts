import { shiftsEndpoints as shifts } from '@shiftclock/contract/endpoints/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { CorrectionsService } from './corrections.service.ts';
import type { ShiftsService } from './shifts.service.ts';

/** The manager's actual shifts and their corrections (packages/contract/src/endpoints/shifts.ts). */
export const shiftsRoutes = (
  service: ShiftsService,
  corrections: CorrectionsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(shifts.listShifts, async (request) => service.list(request.account, request.query)));

    app.route(
      routeOf(shifts.correctShift, async (request) =>
        corrections.correct(request.account, request.params.shiftId, request.body),
      ),
    );

    app.route(
      routeOf(shifts.addShift, async (request, reply) =>
        reply.code(201).send(await corrections.add(request.account, request.body)),
      ),
    );

    app.route(
      routeOf(shifts.confirmShift, async (request) =>
        corrections.confirm(request.account, request.params.shiftId, request.body),
      ),
    );

    app.route(
      routeOf(shifts.shiftBreaks, async (request) =>
        corrections.breaks(request.account, request.params.shiftId),
      ),
    );

    app.route(
      routeOf(shifts.shiftAudit, async (request) =>
        corrections.audit(request.account, request.params.shiftId),
      ),
    );
  };
