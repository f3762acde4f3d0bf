import { shiftSwapsEndpoints as swaps } from '@shiftclock/contract/endpoints/shift-swaps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { ShiftSwapsService } from './shift-swaps.service.ts';

/** Swaps and cover (packages/contract/src/endpoints/shift-swaps.ts). */
export const shiftSwapsRoutes = (service: ShiftSwapsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(swaps.myShiftSwaps, async ({ account }) => service.mine(account));
    route(swaps.swapColleagues, async ({ account, query }) => service.colleagues(account, query.shiftId));
    route(swaps.offerShift, async ({ account, body }, reply) =>
      reply.code(201).send(await service.offer(account, body)),
    );
    route(swaps.acceptSwap, async ({ account, params, body }) => service.accept(account, params.id, body));
    route(swaps.withdrawSwap, async ({ account, params }) => service.withdraw(account, params.id));
    route(swaps.listShiftSwaps, async ({ account }) => service.list(account));
    route(swaps.approveSwap, async ({ account, params }) => service.approve(account, params.id));
    route(swaps.declineSwap, async ({ account, params }) => service.decline(account, params.id));
  };
