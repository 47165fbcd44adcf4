import { AsyncLocalStorage } from 'node:async_hooks';

/** Where a request comes from, as the audit log keeps it. */
export interface RequestOrigin {
  requestId: string;
  ip: string;
  userAgent: string | null;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/**
 * Runs an API call with its origin at hand. Where an action came from is the request's, not the
 * business rule's: the audit log reads it here instead of every service passing it along.
 */
export function runWithOrigin<T>(origin: RequestOrigin, work: () => T): T {
  return origins.run(origin, work);
}

/** The origin of the API call being served; undefined in a job or a script. */
export function currentOrigin(): RequestOrigin | undefined {
  return origins.getStore();
}
