import { timesheetsEndpoints as timesheets } from '@shiftclock/contract/endpoints/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/endpoint.ts';
import { sendCsv } from '../../platform/send-csv.ts';
import { actorOf } from '../shifts/corrections.service.ts';
import type { TimesheetsService } from './timesheets.service.ts';

/** The manager's timesheet, approval and export of the token's location (packages/contract/src/endpoints/timesheets.ts). */
export const timesheetsRoutes = (service: TimesheetsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.route(
      routeOf(timesheets.timesheet, async (request) =>
        service.timesheet(request.account, request.query.date),
      ),
    );

    app.route(
      routeOf(timesheets.approvePeriod, async (request) =>
        service.approve(request.account, request.body.startDate, actorOf(request.account)),
      ),
    );

    app.route(
      routeOf(timesheets.reopenPeriod, async (request) =>
        service.reopen(request.account, request.body.startDate, actorOf(request.account)),
      ),
    );

    app.route(
      routeOf(timesheets.periodAudit, async (request) =>
        service.periodAudit(request.account, request.query.date),
      ),
    );

    app.route(
      routeOf(timesheets.exportTimesheet, async (request, reply) =>
        sendCsv(
          reply,
          await service.export(
            request.account,
            request.query.date,
            request.query.format,
            request.query.headerLanguage,
          ),
        ),
      ),
    );
  };
