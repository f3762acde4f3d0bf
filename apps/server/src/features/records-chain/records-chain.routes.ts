import { recordsChainEndpoints as endpoints } from '@shiftclock/contract/endpoints/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { routesOn } from '../../platform/endpoint.ts';
import { verifyOrganizationRecords } from './records-chain.service.ts';

/** The owner's button: their organization's chain recomputed (docs/api.md, "Records"). */
export const recordsChainRoutes = (deps: { db: Db }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.verifyRecords, async ({ account }) =>
      verifyOrganizationRecords(deps.db, account.organizationId),
    );
  };
