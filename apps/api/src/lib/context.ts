import type { MessageCode, Permission, RouteOutput, RouteParsedInput, RoutePath } from '@premia/contract';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Db, DbOrTx } from '../db/database.ts';
import type { Claim } from '../idempotency/idempotency.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { unauthorized } from './errors.ts';

/**
 * The signed-in user of a request, read fresh from the database on every call; or a store's POS
 * token (kind 'pos'), which may call only the routes marked `pos` in the contract.
 */
export interface Session {
  kind: 'user' | 'pos';
  sessionId: number;
  userId: number;
  userType: 'client' | 'admin';
  storeId: number | null;
  storeUserType: 'owner' | 'employee' | null;
  locationId: number | null;
  permissions: Record<Permission, boolean>;
  /** The store's counter settings, read with the session (the counter's hot calls need no other read). */
  store: CounterSettings | null;
}

/**
 * A customer signed in to one store's wallet: their own card in that store, nothing else. Never a
 * Session: the routes of store users, admins and POS tokens refuse it (plugins/access.ts).
 */
export interface CustomerSession {
  kind: 'customer';
  sessionId: number;
  storeId: number;
  customerId: number;
}

/** Whoever a request's token signs in: a user or POS token (Session), or a customer. */
export type AnySession = Session | CustomerSession;

/** What giving points at the counter needs of the store. */
interface CounterSettings {
  name: string;
  useConversion: boolean;
  conversionPoints: number;
  conversionMoneyCents: number;
  emailOnGivePoints: boolean;
  /** The customer gets a mail for each redemption (give-reward then runs in a transaction). */
  emailOnRedeemed: boolean;
  /** Employees may take points off (the owner always may). */
  discountGivenPoints: boolean;
  /** The store's IANA zone: its days (a ticket's window) begin at its midnight. */
  timeZone: string;
  /** A ticket number used within this many of the store's days (1 = today) asks for a confirmation. */
  duplicateTicketDays: number;
  /** Referrals on (issue 34 §3): a purchase then settles a friend's pending referral (one more read). */
  referralsOn: boolean;
}

/** A session of a store user: the tenant id always comes from here, never from the request body. */
export interface StoreSession extends Session {
  userType: 'client';
  storeId: number;
  store: CounterSettings;
}

/** What every handler may use; created once in buildApp. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Background work (mail, clean-up): enqueued in the transaction of the change that causes it. */
  jobs: JobQueue;
  storage: Storage;
  log: Logger;
}

export interface RequestContext {
  deps: Deps;
  /** The database, or the transaction of an idempotent call: point-changing work goes through it. */
  db: DbOrTx;
  session: AnySession | null;
  /**
   * The call's Idempotency-Key, when its route claims the key inside its own statement (see
   * idempotency.ts); other idempotent routes run inside a transaction that claims it.
   */
  claim?: Claim;
  /** The uploaded file of a multipart route. */
  upload?: { data: Buffer; filename: string };
  ip: string;
  requestId: string;
}

/**
 * An answer that says something says it by a message code (said()), so the apps show it in the reader's
 * language; only one with nothing to say (m '') has none. The wire's code stays optional: an answer kept
 * for an Idempotency-Key before codes were sent is answered as it was.
 */
type Saying<T> = T extends { m: string } ? T & ({ code: MessageCode } | { m: '' }) : T;

export type Handler<P extends RoutePath> = (
  input: RouteParsedInput<P>,
  ctx: RequestContext,
) => Promise<Saying<RouteOutput<P>>>;

export type Handlers = { [P in RoutePath]: Handler<P> };

/** The signed-in user (or POS token) of the request; a customer's session is not one. */
export function sessionOf(ctx: RequestContext): Session {
  if (!ctx.session || ctx.session.kind === 'customer') throw unauthorized();
  return ctx.session;
}

/** The one place a wallet handler gets its customer and their store: the customer's session. */
export function customerSessionOf(ctx: RequestContext): CustomerSession {
  if (ctx.session?.kind !== 'customer') throw unauthorized();
  return ctx.session;
}

/** The one place a handler gets its tenant: the session's store. */
export function storeSessionOf(ctx: RequestContext): StoreSession {
  const session = sessionOf(ctx);
  if (session.userType !== 'client' || session.storeId === null || session.store === null)
    throw unauthorized();
  return session as StoreSession;
}

/** A customer signing up in the wallet: what it writes (welcome points) has no employee and no location. */
export interface WalletSignUp {
  kind: 'wallet';
  storeId: number;
}

/** The platform's own daily work on a store (a birthday gift): no employee, no location, no customer acting. */
export interface StoreJob {
  kind: 'job';
  storeId: number;
}

/** Who writes to a store's ledger: its user, its POS token, a signed-in customer, one signing up, or a job. */
export type PointsActor = (Session & { storeId: number }) | CustomerSession | WalletSignUp | StoreJob;

/**
 * Who did it, for the ledger: the employee and their location; a POS call has no employee but its till
 * (the POS session's id is its till's) and the till's location; a customer acting in the wallet
 * (signing up, claiming a coupon) is none of these.
 */
export function actorOf(session: Session | CustomerSession | WalletSignUp | StoreJob): {
  userId: number | null;
  locationId: number | null;
  tillId: number | null;
} {
  if (session.kind === 'customer' || session.kind === 'wallet' || session.kind === 'job')
    return { userId: null, locationId: null, tillId: null };
  return session.kind === 'pos'
    ? { userId: null, locationId: session.locationId, tillId: session.sessionId }
    : { userId: session.userId, locationId: session.locationId, tillId: null };
}
