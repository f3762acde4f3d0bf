import { scheduleWarningsEndpoints as endpoints } from '@shiftclock/contract/endpoints/schedule-warnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { ScheduleWarningsService } from './schedule-warnings.service.ts';

/** The schedule's warnings and the owner's choice (packages/contract/src/endpoints/schedule-warnings.ts). */
export const scheduleWarningsRoutes = (service: ScheduleWarningsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.scheduleWarnings, async ({ account, query }) => service.list(account, query));

    route(endpoints.getWarningsBlock, async ({ account }) => service.getBlock(account));

    route(endpoints.setWarningsBlock, async ({ account, body }) => service.setBlock(account, body.block));
  };
