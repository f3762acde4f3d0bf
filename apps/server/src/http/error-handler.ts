import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldError, HttpError } from './errors.ts';

type ErrorBody = { message: string; errors?: FieldError[]; code?: string; [extra: string]: unknown };

/** Where a failed check points: `weekLayout.startDay`, or the part of the request when the whole part is wrong. */
function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

/**
 * The one place that turns failures into docs/product.md section 11.2's error shape.
 * Anything not recognised is logged (class, message and stack: the logger's error serializer,
 * error-log.ts, leaves out statements and request values) and answered with no detail.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { ...error.details.extra, message: error.message };
      if (error.details.errors) body.errors = error.details.errors;
      if (error.details.code) body.code = error.details.code;
      if (error.details.headers) reply.headers(error.details.headers);
      return reply.code(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, error.validationContext),
        msg: issue.message ?? 'Invalid value',
      }));
      const message = errors.length === 1 && errors[0] ? errors[0].msg : 'Invalid input';
      return reply.code(400).send({ message, errors } satisfies ErrorBody);
    }

    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: 'Invalid JSON body' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'Request body is too large (limit 100 kB)' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: 'Unsupported content type; send application/json' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send({ message: 'Invalid Content-Length' });
    }

    // Rate-limit and other Fastify plugin errors carry a client status and a safe message.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({ message: 'Service temporarily unavailable. Please try again.' });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/**
 * Connection failures and PostgreSQL's "cannot connect now" class (57P0x, 08xxx),
 * also when wrapped by the query builder (as `cause`).
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'].includes(code) ||
      code.startsWith('08')
    ) {
      return true;
    }
    // node-postgres reports a lost or timed-out connection by message only.
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(String(e.message ?? '')))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
