import { healthEndpoints } from '@shiftclock/contract/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { routesOn } from '../../platform/endpoint.ts';
import { pingDatabase } from './health.repository.ts';

export const healthRoutes = (db: Db): FastifyPluginAsyncZod =>
  async function health(app) {
    const route = routesOn(app);

    route(healthEndpoints.health, async (_request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
      }
    });
  };
