import { myShiftsEndpoints as myShifts } from '@shiftclock/contract/endpoints/my-shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { MyShiftsService } from './my-shifts.service.ts';

/** The employee's own shifts (packages/contract/src/endpoints/my-shifts.ts). */
export const myShiftsRoutes = (service: MyShiftsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(myShifts.myShifts, async ({ account }) => service.list(account));
    route(myShifts.markShiftsSeen, async ({ account, body }) => service.markSeen(account, body.seenAt));
  };
