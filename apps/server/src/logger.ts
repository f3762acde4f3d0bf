import pino from 'pino';
import { loggedError } from './error-log.ts';

/**
 * Structured JSON lines on standard output (or `destination`, in tests). The redact list is a
 * safety net: request logs never include bodies or headers in the first place; errors are logged
 * through error-log.ts, which leaves out statements, their parameters and request values.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      serializers: { err: loggedError, error: loggedError },
      redact: {
        paths: [
          'req.headers.authorization',
          '*.password',
          '*.token',
          '*.passwordHash',
          '*.masterKey',
          'password',
          'token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
