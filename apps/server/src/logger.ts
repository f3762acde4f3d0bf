import pino from 'pino';

/**
 * Structured JSON lines on standard output. The redact list is a safety net:
 * request logs never include bodies or headers in the first place.
 */
export function createLogger(level: string) {
  return pino({
    level,
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
  });
}
