import { myHoursEndpoints as endpoints } from '@shiftclock/contract/endpoints/my-hours';
import { recordsFileName } from '@shiftclock/contract/my-hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { routesOn } from '../../platform/endpoint.ts';
import { sendCsv } from '../../platform/send-csv.ts';
import type { TimesheetsService } from '../timesheets/timesheets.service.ts';
import { myHours } from './my-hours.ts';
import { myRecords } from './my-records.ts';
import { myRecordsCsv } from './my-records-csv.ts';

/** The employee's own hours and records (packages/contract/src/endpoints/my-hours.ts): the person is the token's. */
export const myHoursRoutes = (deps: {
  db: Db;
  now: () => Date;
  timesheets: TimesheetsService;
}): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.myHours, async ({ account, query }) => myHours(deps, account, query));

    route(endpoints.myRecords, async ({ account, query }) => myRecords(deps, account, query));

    route(endpoints.exportMyRecords, async ({ account, query }, reply) =>
      sendCsv(reply, {
        fileName: recordsFileName(query.from, query.to),
        csv: myRecordsCsv(await myRecords(deps, account, query), query.headerLanguage),
      }),
    );
  };
