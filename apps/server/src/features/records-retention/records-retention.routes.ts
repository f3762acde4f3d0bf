import { recordsRetentionEndpoints as endpoints } from '@shiftclock/contract/endpoints/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { RecordsRetentionService } from './records-retention.service.ts';

/** The owner's retention and purge (packages/contract/src/endpoints/records.ts). */
export const recordsRetentionRoutes = (service: RecordsRetentionService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.getRetention, async ({ account }) => service.getRetention(account));

    route(endpoints.setRetention, async ({ account, body }) =>
      service.setRetention(account, body.retentionYears),
    );

    route(endpoints.purgePreview, async ({ account }) => service.preview(account));

    route(endpoints.purge, async ({ account, body }) => service.purge(account, body.cutoff));
  };
