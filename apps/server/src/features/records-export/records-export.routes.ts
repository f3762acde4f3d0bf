import { recordsExportEndpoints as records } from '@shiftclock/contract/endpoints/records';
import { recordsExportFileName } from '@shiftclock/contract/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { RecordsExportService } from './records-export.service.ts';

/** The owner's inspector's export (packages/contract/src/endpoints/records.ts). */
export const recordsExportRoutes = (service: RecordsExportService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(records.exportRecords, async ({ account, query }, reply) => {
      const { range, zip } = await service.export(account, query);
      // A download that no cache keeps (it holds every record of the range), sent as bytes, which
      // Fastify sends as they are (no serializer); the contract can only call them a string.
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${recordsExportFileName(range)}"`)
        .header('cache-control', 'no-store')
        .send(zip as unknown as string);
    });
  };
