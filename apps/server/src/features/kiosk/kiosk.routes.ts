import { kioskEndpoints } from '@shiftclock/contract/endpoints/kiosk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint.ts';
import type { KioskService } from './kiosk.service.ts';

/** The kiosk's calls (packages/contract/src/endpoints/kiosk.ts). */
export const kioskRoutes = (kiosk: KioskService, options: { debugRoutes: boolean }): FastifyPluginAsyncZod =>
  async function routes(app) {
    const account = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'location', 'manager');

    app.route({
      ...routeOf(kioskEndpoints.clockIn),
      handler: async (request, reply) =>
        reply.code(201).send(await kiosk.clockIn(account(request), request.body.employeeId)),
    });

    app.route({
      ...routeOf(kioskEndpoints.clockOut),
      handler: async (request) => kiosk.clockOut(account(request), request.body.employeeId),
    });

    app.route({
      ...routeOf(kioskEndpoints.currentShifts),
      handler: async (request) => kiosk.current(account(request)),
    });

    if (options.debugRoutes) {
      app.route({
        ...routeOf(kioskEndpoints.debugEmployees),
        handler: async (request) => kiosk.debugEmployees(account(request)),
      });
    }
  };
