import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction } from '@premia/contract';
import type { Logger } from 'pino';

/** Where a request comes from, as the audit log keeps it, and what it did that the log must say. */
export interface RequestOrigin {
  requestId: string;
  ip: string;
  userAgent: string | null;
  /** The request's logger: every line it writes carries the request's id (reqId). */
  log: Logger;
  /** The audited actions the call wrote (api-routes.ts logs them once the call has succeeded). */
  audited: { action: AuditAction; storeId: number }[];
}

/** The origin of the API call being served: set by plugins/api-routes.ts's runWithOrigin around each call. */
export const origins = new AsyncLocalStorage<RequestOrigin>();

/** The origin of the API call being served; undefined in a job or a script. */
export function currentOrigin(): RequestOrigin | undefined {
  return origins.getStore();
}

/** The logger of the request being served (its lines carry reqId), else `fallback`. */
export function requestLog(fallback: Logger): Logger {
  return origins.getStore()?.log ?? fallback;
}
