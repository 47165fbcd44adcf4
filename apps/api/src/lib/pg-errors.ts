/**
 * PostgreSQL's error codes, checked in one place. Drizzle wraps the driver's error (its `cause`); the
 * pool's own errors are not wrapped. A failure is told by its code (and constraint), never by its text.
 */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const NUMERIC_OUT_OF_RANGE = '22003';
const CHARACTER_NOT_IN_REPERTOIRE = '22021';
const ADMIN_SHUTDOWN = '57P01';
const DEADLOCK_DETECTED = '40P01';

interface PgFailure {
  code?: string;
  constraint?: string;
}

/** The driver's error inside `error` (drizzle's wrapper or the error itself), when it has a code. */
function pgFailureOf(error: unknown): PgFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null && typeof (cause as PgFailure).code === 'string') {
    return cause as PgFailure;
  }
  return typeof (error as PgFailure).code === 'string' ? (error as PgFailure) : undefined;
}

/** A unique or primary key violation; of that constraint only, when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = pgFailureOf(error);
  if (failure?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || failure.constraint === constraint;
}

/** PostgreSQL undid this transaction to end a deadlock: nothing of it was written, it may be sent again. */
export function isDeadlock(error: unknown): boolean {
  return pgFailureOf(error)?.code === DEADLOCK_DETECTED;
}

/** A row still referenced by another (deleting a category an offer is filed under). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgFailureOf(error)?.code === FOREIGN_KEY_VIOLATION;
}

/** A number past what its column holds (e.g. a balance beyond 2^31). */
export function isNumericOutOfRange(error: unknown): boolean {
  return pgFailureOf(error)?.code === NUMERIC_OUT_OF_RANGE;
}

/** Text the database cannot store (a NUL byte). */
export function isUnstorableText(error: unknown): boolean {
  return pgFailureOf(error)?.code === CHARACTER_NOT_IN_REPERTOIRE;
}

/** The server ending a connection (as it does to idle ones when it shuts down). */
export function isAdminShutdown(error: unknown): boolean {
  return pgFailureOf(error)?.code === ADMIN_SHUTDOWN;
}
