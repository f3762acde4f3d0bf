import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

export const healthRoutes = (db: Db): FastifyPluginAsyncZod =>
  async function health(app) {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database check',
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable'), message: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch {
          return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
        }
      },
    );
  };
