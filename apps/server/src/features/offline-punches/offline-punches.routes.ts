import { offlinePunchesEndpoints as offline } from '@shiftclock/contract/endpoints/offline-punches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { OfflinePunchesService } from './offline-punches.service.ts';

/** Offline punches (packages/contract/src/endpoints/offline-punches.ts). */
export const offlinePunchesRoutes = (service: OfflinePunchesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(offline.sendOfflinePunches, async ({ account, session, ip, body }) =>
      service.receive(account, session, ip, body),
    );

    route(offline.listOfflinePunches, async ({ account }) => service.list(account));

    route(offline.dismissOfflinePunch, async ({ account, params }) =>
      service.dismiss(account, params.punchId),
    );
  };
