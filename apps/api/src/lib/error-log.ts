import type { Logger } from 'pino';

/** What a database error may say in the log: never its DETAIL or WHERE, which quote the row's values. */
const DATABASE_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

type Loggable = { type: string; message: string; stack?: string; cause?: Loggable } & Record<string, unknown>;

/**
 * An error as the log may keep it. A failed query's error (drizzle's "Failed query: … params: …")
 * carries the values it was sent — personal data, a password hash — in its message, its stack and its
 * `params`: the log keeps the statement and the database's code, never the values.
 */
export function errorForLog(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const failedQuery = 'query' in error && 'params' in error;
  const code = (error as { code?: unknown }).code;
  // A data exception (class 22) quotes the value it could not take: "invalid input syntax … "x"".
  const quotesInput = typeof code === 'string' && code.startsWith('22') && 'severity' in error;
  const message = failedQuery
    ? `Failed query: ${String(error.query)}`
    : quotesInput
      ? `data exception ${code}`
      : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const loggable: Loggable = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of DATABASE_FIELDS) {
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number')
      loggable[field] = fields[field];
  }
  if (error.cause !== undefined && depth < 5) loggable.cause = errorForLog(error.cause, depth + 1);
  return loggable;
}

/** The logger whose `err` is always written by errorForLog, for the server and every request's child. */
export function withSafeErrors(log: Logger): Logger {
  return log.child({}, { serializers: { err: errorForLog } });
}
