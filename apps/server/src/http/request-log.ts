import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per request. The query string is left out because links carry
 * one-time tokens there; bodies and headers (passwords, bearer tokens) are never logged.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}
