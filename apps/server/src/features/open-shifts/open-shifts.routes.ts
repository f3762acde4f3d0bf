import { openShiftsEndpoints as open } from '@shiftclock/contract/endpoints/open-shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { OpenShiftsService } from './open-shifts.service.ts';

/** Open shifts and their claims (packages/contract/src/endpoints/open-shifts.ts). */
export const openShiftsRoutes = (service: OpenShiftsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(open.listOpenShifts, async ({ account, query }) => service.list(account, query));
    route(open.postOpenShift, async ({ account, body }, reply) =>
      reply.code(201).send(await service.post(account, body)),
    );
    route(open.cancelOpenShift, async ({ account, params }) => service.cancel(account, params.id));
    route(open.approveOpenShiftClaim, async ({ account, params }) => service.approve(account, params.id));
    route(open.declineOpenShiftClaim, async ({ account, params }) => service.decline(account, params.id));
    route(open.myOpenShifts, async ({ account }) => service.mine(account));
    route(open.claimOpenShift, async ({ account, params }, reply) =>
      reply.code(201).send(await service.claim(account, params.id)),
    );
    route(open.withdrawOpenShiftClaim, async ({ account, params }) => service.withdraw(account, params.id));
  };
