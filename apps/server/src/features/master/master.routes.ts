import { masterEndpoints as master } from '@shiftclock/contract/endpoints/master';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { MasterService } from './master.service.ts';

/** The master admin's console (packages/contract/src/endpoints/master.ts). */
export const masterRoutes = (service: MasterService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(master.dashboard, async () => service.dashboard());
    route(master.listOrganizations, async ({ query }) => service.list(query));
    route(master.getOrganization, async ({ params }) => service.get(params.id));
    route(master.approveOrganization, async ({ params }) => service.approve(params.id));
    route(master.rejectOrganization, async ({ params }) => service.reject(params.id));
    route(master.setOrganizationStatus, async ({ params, body }) =>
      service.setStatus(params.id, body.status),
    );
    route(master.setLicense, async ({ params, body }) => service.setLicense(params.id, body));
    route(master.setLocationLimits, async ({ params, body }) =>
      service.setLocationLimits(params.id, body.maxLocations),
    );
  };
