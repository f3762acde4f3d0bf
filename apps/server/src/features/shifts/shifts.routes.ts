import { shiftsEndpoints as shifts } from '@shiftclock/contract/endpoints/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { CorrectionsService } from './corrections.service.ts';
import type { ShiftsService } from './shifts.service.ts';

/** The manager's actual shifts and their corrections (packages/contract/src/endpoints/shifts.ts). */
export const shiftsRoutes = (
  service: ShiftsService,
  corrections: CorrectionsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(shifts.listShifts, async ({ account, query }) => service.list(account, query));

    route(shifts.correctShift, async ({ account, params, body }) =>
      corrections.correct(account, params.shiftId, body),
    );

    route(shifts.addShift, async ({ account, body }, reply) =>
      reply.code(201).send(await corrections.add(account, body)),
    );

    route(shifts.confirmShift, async ({ account, params, body }) =>
      corrections.confirm(account, params.shiftId, body),
    );

    route(shifts.shiftBreaks, async ({ account, params }) => corrections.breaks(account, params.shiftId));

    route(shifts.shiftAudit, async ({ account, params }) => corrections.audit(account, params.shiftId));
  };
