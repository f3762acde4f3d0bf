import { masterEndpoints as master } from '@shiftclock/contract/endpoints/master';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { MasterService } from './master.service.ts';

/** The master admin's console (packages/contract/src/endpoints/master.ts). */
export const masterRoutes = (service: MasterService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(master.dashboard, async () => service.dashboard()));
    app.route(routeOf(master.listOrganizations, async (request) => service.list(request.query)));
    app.route(routeOf(master.getOrganization, async (request) => service.get(request.params.id)));
    app.route(routeOf(master.approveOrganization, async (request) => service.approve(request.params.id)));
    app.route(routeOf(master.rejectOrganization, async (request) => service.reject(request.params.id)));
    app.route(
      routeOf(master.setOrganizationStatus, async (request) =>
        service.setStatus(request.params.id, request.body.status),
      ),
    );
    app.route(
      routeOf(master.setLicense, async (request) => service.setLicense(request.params.id, request.body)),
    );
    app.route(
      routeOf(master.setLocationLimits, async (request) =>
        service.setLocationLimits(request.params.id, request.body.maxLocations),
      ),
    );
  };
