import { masterEndpoints as master } from '@shiftclock/contract/endpoints/master';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import type { MasterService } from './master.service.ts';

/** The master admin's console (packages/contract/src/endpoints/master.ts). */
export const masterRoutes = (service: MasterService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(routeOf(master.dashboard, async () => service.dashboard()));
    app.route(routeOf(master.listOrganizations, async ({ query }) => service.list(query)));
    app.route(routeOf(master.getOrganization, async ({ params }) => service.get(params.id)));
    app.route(routeOf(master.approveOrganization, async ({ params }) => service.approve(params.id)));
    app.route(routeOf(master.rejectOrganization, async ({ params }) => service.reject(params.id)));
    app.route(
      routeOf(master.setOrganizationStatus, async ({ params, body }) =>
        service.setStatus(params.id, body.status),
      ),
    );
    app.route(routeOf(master.setLicense, async ({ params, body }) => service.setLicense(params.id, body)));
    app.route(
      routeOf(master.setLocationLimits, async ({ params, body }) =>
        service.setLocationLimits(params.id, body.maxLocations),
      ),
    );
  };
