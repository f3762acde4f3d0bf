import { organizationEndpoints as owner } from '@shiftclock/contract/endpoints/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    app.route(
      routeOf(owner.dashboard, async ({ account, params }) =>
        service.dashboard(account, params.organizationId),
      ),
    );

    app.route(
      routeOf(owner.createLocation, async ({ account, body }, reply) =>
        reply.code(201).send(await service.createLocation(account, body)),
      ),
    );

    app.route(
      routeOf(owner.renameLocation, async ({ account, params, body }) =>
        service.renameLocation(account, params.locationId, body.locationName),
      ),
    );

    app.route(
      routeOf(owner.deleteLocation, async ({ account, params }) =>
        service.deleteLocation(account, params.locationId),
      ),
    );

    app.route(
      routeOf(owner.changePassword, async ({ account, body }) => service.changePassword(account, body)),
    );

    app.route(
      routeOf(owner.exportLocationTimesheet, async (request, reply) => {
        const { organizationId, locationId } = request.params;
        const scope = await service.timesheetScope(request.account, organizationId, locationId);
        const { date, format, headerLanguage } = request.query;
        return sendCsv(reply, await timesheets.export(scope, date, format, headerLanguage));
      }),
    );

    app.route(
      routeOf(owner.locationEmployees, async ({ account, params }) =>
        service.employees(account, params.locationId),
      ),
    );

    app.route(
      routeOf(owner.locationShifts, async ({ account, params, query }) =>
        service.shifts(account, params.locationId, query),
      ),
    );
  };
