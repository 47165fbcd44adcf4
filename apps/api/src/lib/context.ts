import type { Permission, RouteOutput, RouteParsedInput, RoutePath } from '@premia/contract';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { unauthorized } from './errors.ts';

/** The signed-in user of a request, read fresh from the database on every call. */
export interface Session {
  sessionId: number;
  userId: number;
  userType: 'client' | 'admin';
  storeId: number | null;
  storeUserType: 'owner' | 'employee' | null;
  locationId: number | null;
  permissions: Record<Permission, boolean>;
}

/** A session of a store user: the tenant id always comes from here, never from the request body. */
export interface StoreSession extends Session {
  userType: 'client';
  storeId: number;
}

/** What every handler may use; created once in buildApp. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  log: Logger;
}

export interface RequestContext {
  deps: Deps;
  session: Session | null;
  ip: string;
  requestId: string;
  idempotencyKey: string | undefined;
}

export type Handler<P extends RoutePath> = (
  input: RouteParsedInput<P>,
  ctx: RequestContext,
) => Promise<RouteOutput<P>>;

export type Handlers = { [P in RoutePath]: Handler<P> };

export function sessionOf(ctx: RequestContext): Session {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

/** The one place a handler gets its tenant: the session's store. */
export function storeSessionOf(ctx: RequestContext): StoreSession {
  const session = sessionOf(ctx);
  if (session.userType !== 'client' || session.storeId === null) throw unauthorized();
  return session as StoreSession;
}
