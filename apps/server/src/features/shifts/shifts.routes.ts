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
    app.route(routeOf(shifts.listShifts, async ({ account, query }) => service.list(account, query)));

    app.route(
      routeOf(shifts.correctShift, async ({ account, params, body }) =>
        corrections.correct(account, params.shiftId, body),
      ),
    );

    app.route(
      routeOf(shifts.addShift, async ({ account, body }, reply) =>
        reply.code(201).send(await corrections.add(account, body)),
      ),
    );

    app.route(
      routeOf(shifts.confirmShift, async ({ account, params, body }) =>
        corrections.confirm(account, params.shiftId, body),
      ),
    );

    app.route(
      routeOf(shifts.shiftBreaks, async ({ account, params }) => corrections.breaks(account, params.shiftId)),
    );

    app.route(
      routeOf(shifts.shiftAudit, async ({ account, params }) => corrections.audit(account, params.shiftId)),
    );
  };
