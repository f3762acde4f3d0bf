import { organizationEndpoints as owner } from '@shiftclock/contract/endpoints/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../http/auth.ts';
import { routeOf } from '../../platform/endpoint.ts';
import { sendCsv } from '../../platform/send-csv.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';
import type { OrganizationService } from './organization.service.ts';

/** The organization owner's calls (packages/contract/src/endpoints/organization.ts). */
export const organizationRoutes = (
  service: OrganizationService,
  timesheets: TimesheetsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const admin = (request: Parameters<typeof accountOf>[0]) => accountOf(request, 'orgAdmin');

    app.route({
      ...routeOf(owner.dashboard),
      handler: async (request) => service.dashboard(admin(request), request.params.organizationId),
    });

    app.route({
      ...routeOf(owner.createLocation),
      handler: async (request, reply) =>
        reply.code(201).send(await service.createLocation(admin(request), request.body)),
    });

    app.route({
      ...routeOf(owner.renameLocation),
      handler: async (request) =>
        service.renameLocation(admin(request), request.params.locationId, request.body.locationName),
    });

    app.route({
      ...routeOf(owner.deleteLocation),
      handler: async (request) => service.deleteLocation(admin(request), request.params.locationId),
    });

    app.route({
      ...routeOf(owner.changePassword),
      handler: async (request) => service.changePassword(admin(request), request.body),
    });

    app.route({
      ...routeOf(owner.exportLocationTimesheet),
      handler: async (request, reply) => {
        const { organizationId, locationId } = request.params;
        const scope = await service.timesheetScope(admin(request), organizationId, locationId);
        const { date, format, headerLanguage } = request.query;
        return sendCsv(reply, await timesheets.export(scope, date, format, headerLanguage));
      },
    });

    app.route({
      ...routeOf(owner.locationEmployees),
      handler: async (request) => service.employees(admin(request), request.params.locationId),
    });

    app.route({
      ...routeOf(owner.locationShifts),
      handler: async (request) => service.shifts(admin(request), request.params.locationId, request.query),
    });
  };
