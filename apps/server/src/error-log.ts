/**
 * What a log line may say about an error (docs/security.md): its class, its message and its stack,
 * and for a database error its SQLSTATE code and the constraint, table or column it names; never
 * a statement's text or parameters and never a value from the request. pino's standard serializer
 * copies every field of an error, and the query builder's and the driver's errors carry the SQL,
 * its parameters (e-mail addresses, location codes) and `detail` lines quoting stored values.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

const MAX_CAUSES = 3;

export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' };
  const type = error.constructor?.name || error.name || 'Error';
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = error as Error & Record<string, unknown>;
  if (isDatabaseError(error)) {
    for (const key of ['code', 'constraint', 'table', 'column'] as const) {
      if (typeof fields[key] === 'string') logged[key] = fields[key];
    }
  } else if (typeof fields.code === 'string') {
    logged.code = fields.code;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** The query builder's wrapper: `Failed query: <sql>\nparams: <values>`. */
const isQueryBuilderError = (error: Error) =>
  error.constructor?.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:');

/** node-postgres's server errors carry a severity and a five-character SQLSTATE. */
const isDatabaseError = (error: Error) => {
  const fields = error as Error & { severity?: unknown; code?: unknown };
  return typeof fields.severity === 'string' && typeof fields.code === 'string' && fields.code.length === 5;
};

function safeMessage(error: Error): string {
  if (isQueryBuilderError(error)) return 'Failed query (statement and parameters not logged)';
  // PostgreSQL quotes the offending value in its messages (`invalid input syntax for type uuid: "…"`).
  if (isDatabaseError(error)) return error.message.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'/g, '"…"');
  return error.message;
}
