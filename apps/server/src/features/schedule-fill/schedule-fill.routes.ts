import { scheduleFillEndpoints as fill } from '@shiftclock/contract/endpoints/schedule-fill';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { ScheduleFillService } from './fill.service.ts';
import type { ScheduleTemplatesService } from './templates.service.ts';

/** Filling a week fast (packages/contract/src/endpoints/schedule-fill.ts). */
export const scheduleFillRoutes = (
  service: ScheduleFillService,
  templates: ScheduleTemplatesService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(fill.copyScheduledShifts, async ({ account, body }) => service.copy(account, body));
    route(fill.repeatScheduledShift, async ({ account, params, body }) =>
      service.repeat(account, params.id, body.until),
    );

    route(fill.listScheduleTemplates, async ({ account }) => templates.list(account));
    route(fill.saveScheduleTemplate, async ({ account, body }, reply) =>
      reply.code(201).send(await templates.save(account, body)),
    );
    route(fill.deleteScheduleTemplate, async ({ account, params }, reply) => {
      await templates.remove(account, params.id);
      return reply.code(204).send(null);
    });
    route(fill.applyScheduleTemplate, async ({ account, params, body }) =>
      templates.apply(account, params.id, body.weekStart),
    );
  };
