import { timesheetsEndpoints as timesheets } from '@shiftclock/contract/endpoints/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Account, accountOf } from '../../http/auth.ts';
import { routeOf } from '../../http/endpoint.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import type { LocationScope, TimesheetsService } from './timesheets.service.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;

/** The manager's timesheet, approval and export of the token's location (packages/contract/src/endpoints/timesheets.ts). */
export const timesheetsRoutes = (service: TimesheetsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const scopeOf = (request: Parameters<typeof accountOf>[0]): LocationScope => {
      // accountOf's Extract narrows a 'location' | 'manager' account to never; name the real type.
      const account: LocationAccount = accountOf(request, 'manager');
      return {
        locationId: account.locationId,
        locationCode: account.locationCode,
        timezone: account.timezone,
      };
    };
    const actor = (request: Parameters<typeof accountOf>[0]) => actorOf(accountOf(request, 'manager'));

    app.route({
      ...routeOf(timesheets.timesheet),
      handler: async (request) => service.timesheet(scopeOf(request), request.query.date),
    });

    app.route({
      ...routeOf(timesheets.approvePeriod),
      handler: async (request) => service.approve(scopeOf(request), request.body.startDate, actor(request)),
    });

    app.route({
      ...routeOf(timesheets.reopenPeriod),
      handler: async (request) => service.reopen(scopeOf(request), request.body.startDate, actor(request)),
    });

    app.route({
      ...routeOf(timesheets.periodAudit),
      handler: async (request) => service.periodAudit(scopeOf(request), request.query.date),
    });

    app.route({
      ...routeOf(timesheets.exportTimesheet),
      handler: async (request, reply) =>
        sendCsv(
          reply,
          await service.export(
            scopeOf(request),
            request.query.date,
            request.query.format,
            request.query.headerLanguage,
          ),
        ),
    });
  };
