import { errorCodeOf } from '@shiftclock/contract/error-codes';
import { refusalMessages } from '@shiftclock/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldError, HttpError } from '../platform/errors.ts';

type ErrorBody = { message: string; errors?: FieldError[]; code?: string; [extra: string]: unknown };

/** A field's problem with the code of its message, when it has one (docs/api.md, "Errors"). */
function withCode(error: FieldError): FieldError {
  const code = error.code ?? errorCodeOf(error.msg);
  return code ? { ...error, code } : error;
}

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
      if (error.details.errors) body.errors = error.details.errors.map(withCode);
      const code = error.details.code ?? errorCodeOf(error.message);
      if (code) body.code = code;
      if (error.details.headers) reply.headers(error.details.headers);
      return reply.code(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) =>
        withCode({
          path: fieldPath(issue.instancePath, error.validationContext),
          msg: issue.message ?? 'Invalid value',
        }),
      );
      const only = errors.length === 1 ? errors[0] : undefined;
      const body: ErrorBody = only
        ? { message: only.msg, errors, ...(only.code ? { code: only.code } : {}) }
        : { message: refusalMessages.invalidInput, errors, code: 'INVALID_INPUT' };
      return reply.code(400).send(body);
    }

    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: 'Invalid JSON body' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: refusalMessages.bodyTooLarge, code: 'BODY_TOO_LARGE' });
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
      return reply
        .code(503)
        .send({ message: refusalMessages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: refusalMessages.internalError, code: 'INTERNAL_ERROR' });
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
