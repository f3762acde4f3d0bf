import { organizationEndpoints as owner } from '@shiftclock/contract/endpoints/organization';
import { organizationTimesheetEndpoints as orgTimesheet } from '@shiftclock/contract/endpoints/organization-timesheet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { sendCsv } from '../../platform/send-csv.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';
import type { OrganizationService } from './organization.service.ts';

/** The organization owner's calls (packages/contract/src/endpoints/organization.ts). */
export const organizationRoutes = (
  service: OrganizationService,
  timesheets: TimesheetsService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(owner.dashboard, async ({ account, params }) => service.dashboard(account, params.organizationId));

    route(owner.createLocation, async ({ account, body }, reply) =>
      reply.code(201).send(await service.createLocation(account, body)),
    );

    route(owner.renameLocation, async ({ account, params, body }) =>
      service.renameLocation(account, params.locationId, body.locationName),
    );

    route(owner.deleteLocation, async ({ account, params }) =>
      service.deleteLocation(account, params.locationId),
    );

    route(owner.changePassword, async ({ account, body }) => service.changePassword(account, body));

    route(owner.exportLocationTimesheet, async (request, reply) => {
      const { organizationId, locationId } = request.params;
      const scope = await service.timesheetScope(request.account, organizationId, locationId);
      const { date, format, headerLanguage } = request.query;
      return sendCsv(reply, await timesheets.export(scope, date, format, headerLanguage));
    });

    route(orgTimesheet.organizationTimesheet, async ({ account, query }) =>
      timesheets.organizationTimesheet(account.organizationId, query.date),
    );

    route(orgTimesheet.exportOrganizationTimesheet, async ({ account, query }, reply) =>
      sendCsv(
        reply,
        await timesheets.organizationExport(account.organizationId, query.date, query.headerLanguage),
      ),
    );

    route(owner.locationEmployees, async ({ account, params }) =>
      service.employees(account, params.locationId),
    );

    route(owner.locationShifts, async ({ account, params, query }) =>
      service.shifts(account, params.locationId, query),
    );
  };
