import { offlinePunchesEndpoints as offline } from '@shiftclock/contract/endpoints/offline-punches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import type { OfflinePunchesService } from './offline-punches.service.ts';

/** Offline punches (packages/contract/src/endpoints/offline-punches.ts). */
export const offlinePunchesRoutes = (service: OfflinePunchesService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route({
      ...routeOf(offline.sendOfflinePunches),
      handler: async (request) =>
        service.receive(accountOf(request, 'location', 'manager'), request.session, request.ip, request.body),
    });

    app.route({
      ...routeOf(offline.listOfflinePunches),
      handler: async (request) => service.list(accountOf(request, 'manager')),
    });

    app.route({
      ...routeOf(offline.dismissOfflinePunch),
      handler: async (request) => service.dismiss(accountOf(request, 'manager'), request.params.punchId),
    });
  };
