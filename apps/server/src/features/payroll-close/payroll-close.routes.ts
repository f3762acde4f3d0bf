import { payrollCloseEndpoints as endpoints } from '@shiftclock/contract/endpoints/payroll-close';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOn } from '../../platform/endpoint.ts';
import type { PayrollCloseService } from './payroll-close.service.ts';

/** The owner's payroll close (packages/contract/src/endpoints/payroll-close.ts). */
export const payrollCloseRoutes = (service: PayrollCloseService): FastifyPluginAsyncZod =>
  async function routes(app) {
    const route = routesOn(app);

    route(endpoints.getPayrollSettings, async ({ account }) => service.settings(account));
    route(endpoints.setPayrollSettings, async ({ account, body }) => service.saveSettings(account, body));
    route(endpoints.payrollOverview, async ({ account, query }) => service.overview(account, query));
    // The provider's file as a download no cache keeps, in its own encoding: bytes, which Fastify
    // sends as they are (no serializer); the contract can only call them a string.
    route(endpoints.closePayroll, async ({ account, body }, reply) => {
      const file = await service.close(account, body);
      const bytes: Buffer = Buffer.from(file.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes as unknown as string);
    });
  };
