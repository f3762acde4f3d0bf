import { myRecordEndpoints as record } from '@shiftclock/contract/endpoints/my-record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { CorrectionConfirmationService } from './correction-confirmation.service.ts';
import type { MyRecordService } from './my-record.service.ts';

/** The employee's record and answers, and the owner's setting (packages/contract/src/endpoints/my-record.ts). */
export const myRecordRoutes = (
  employee: MyRecordService,
  owner: CorrectionConfirmationService,
): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(record.myCorrections, async ({ account, query }) => employee.list(account, query));

    route(record.confirmCorrection, async ({ account, params }) => employee.confirm(account, params.entryId));

    route(record.disputeCorrection, async ({ account, params, body }) =>
      employee.dispute(account, params.entryId, body.comment),
    );

    route(record.getCorrectionConfirmation, async ({ account }) => owner.get(account));

    route(record.setCorrectionConfirmation, async ({ account, body }) => owner.set(account, body.enabled));
  };
