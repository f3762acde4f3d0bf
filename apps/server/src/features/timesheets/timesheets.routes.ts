import { timesheetsEndpoints as timesheets } from '@shiftclock/contract/endpoints/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import { sendCsv } from '../../platform/send-csv.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import type { TimesheetsService } from './timesheets.service.ts';

/** The manager's timesheet, approval and export of the token's location (packages/contract/src/endpoints/timesheets.ts). */
export const timesheetsRoutes = (service: TimesheetsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(timesheets.timesheet, async ({ account, query }) => service.timesheet(account, query.date));

    route(timesheets.approvePeriod, async ({ account, body }) =>
      service.approve(account, body.startDate, actorOf(account)),
    );

    route(timesheets.reopenPeriod, async ({ account, body }) =>
      service.reopen(account, body.startDate, actorOf(account)),
    );

    route(timesheets.periodAudit, async ({ account, query }) => service.periodAudit(account, query.date));

    route(timesheets.exportTimesheet, async ({ account, query }, reply) =>
      sendCsv(reply, await service.export(account, query.date, query.format, query.headerLanguage)),
    );
  };
