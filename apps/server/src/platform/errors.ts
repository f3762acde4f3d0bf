import { refusalMessages } from '@shiftclock/contract/messages';
/**
 * Typed errors that services throw; the error handler turns them into
 * docs/product.md section 11.2's `{message, errors?, code?}` with the right status.
 */
export type FieldError = { path: string; msg: string; code?: string };

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: {
      errors?: FieldError[];
      code?: string;
      headers?: Record<string, string>;
      /** More fields of the body, for a client to act on (e.g. the shifts a 409 names). */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, details?: HttpError['details']) {
    super(400, message, details);
  }
}

/** A 400 naming one field; its message is that field's message (docs/product.md section 11.2). */
export class FieldInvalid extends BadRequest {
  constructor(path: string, msg: string) {
    super(msg, { errors: [{ path, msg }] });
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Authentication required', details?: HttpError['details']) {
    super(401, message, details);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string = refusalMessages.accessDenied, details?: HttpError['details']) {
    super(403, message, details);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class NotAcceptable extends HttpError {
  constructor(message: string) {
    super(406, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, details?: HttpError['details']) {
    super(409, message, details);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number, code: string) {
    super(429, message, {
      code,
      headers: { 'retry-after': String(retryAfterSeconds) },
      // The wait in the body too, so a client can say it in the reader's language.
      extra: { retryAfterSeconds },
    });
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}
