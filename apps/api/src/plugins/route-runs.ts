import type { RouteDef, RoutePath } from '@premia/contract';
import type { FastifyRequest } from 'fastify';
import { isClaimingInStatement, KeyTaken } from '../counter-fast-path/claim-in-statement.ts';
import type { Db } from '../db/database.ts';
import { findActiveSession, hitRateLimit, type RateLimitStanding } from '../features/account/auth/index.ts';
import { findPosSession, POS_TOKEN_PREFIX } from '../features/loyalty/pos/index.ts';
import { CUSTOMER_TOKEN_PREFIX, findCustomerSession } from '../features/loyalty/wallet/index.ts';
import { type Claim, firstAnswer, runIdempotent } from '../idempotency/idempotency.ts';
import type { CustomerSession, Deps, RequestContext, Session } from '../lib/context.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { hashToken } from '../lib/tokens.ts';

/**
 * How a route's calls run, as its row of the route table declares it (RouteDef's idempotent, session
 * and rateLimit): the one place that reads those declarations.
 */
export interface RouteRuns {
  /** The handler's one statement claims the call's Idempotency-Key (ctx.claim), with no transaction. */
  claimsInStatement: boolean;
  /** A call with a token and a key may run on the session remembered from the token's last minute. */
  remembersSession: boolean;
  /** A POS token's call counts against the token's limit. */
  posTokenLimit: boolean;
}

const POS_REQUESTS_PER_MINUTE = 600;

const KEY_PK = 'idempotency_keys_store_id_key_pk';

/**
 * The route's declarations, checked against its handler at start: a handler that claims its key in its
 * statement and a table that says otherwise (or the reverse) would run a write without its key.
 */
export function routeRuns(path: RoutePath, def: RouteDef, handler: object): RouteRuns {
  const claimsInStatement = def.idempotent === 'in-statement';
  if (claimsInStatement !== isClaimingInStatement(handler)) {
    throw new Error(
      `${path}: the route table says idempotent ${String(def.idempotent)}, but its handler ${claimsInStatement ? 'does not claim' : 'claims'} its key in its statement (claimsKeyInStatement)`,
    );
  }
  return {
    claimsInStatement,
    remembersSession: def.session === 'remembered',
    posTokenLimit: def.rateLimit === 'pos-token',
  };
}

/** Whether a call takes the counter's fast path (CounterFastPath): its route allows a remembered session, and it sends a token and a key. */
export function takesFastPath(
  runs: RouteRuns,
  token: string | undefined,
  request: FastifyRequest,
): token is string {
  return runs.remembersSession && token !== undefined && 'idempotency-key' in request.headers;
}

/**
 * The session of the request's bearer token, read fresh; null when there is none or it is not valid any
 * more. A till's call of a POS route counts against its till's limit, and `standing` hears where the till
 * stands (the answer's RateLimit-* headers, whatever the answer).
 */
export async function readSession(
  runs: RouteRuns,
  deps: Deps,
  token: string | undefined,
  standing?: (state: RateLimitStanding) => void,
): Promise<(Session & { revision?: number }) | CustomerSession | null> {
  if (!token) return null;
  if (token.startsWith(CUSTOMER_TOKEN_PREFIX)) return findCustomerSession(deps.db, hashToken(token));
  if (token.startsWith(POS_TOKEN_PREFIX)) {
    const session = await findPosSession(deps.db, hashToken(token));
    if (session && runs.posTokenLimit) {
      const state = await hitRateLimit(deps.db, {
        key: `pos:${session.sessionId}`,
        max: POS_REQUESTS_PER_MINUTE,
        windowSeconds: 60,
      });
      standing?.(state);
    }
    return session;
  }
  return findActiveSession(deps.db, hashToken(token));
}

/**
 * Runs the handler: as it is without a key; with one, inside the transaction that claims it, or handing
 * the claim to the handler's one statement (idempotency.ts, runClaimingInStatement below).
 */
export function runHandler(
  runs: RouteRuns,
  handler: (input: unknown, ctx: RequestContext) => Promise<object>,
  input: unknown,
  ctx: RequestContext,
  claim: Claim | undefined,
): Promise<object> {
  if (!claim) return handler(input, ctx);
  if (runs.claimsInStatement) {
    return runClaimingInStatement(ctx.deps.db, claim, (c) => handler(input, { ...ctx, claim: c }));
  }
  return runIdempotent(ctx.deps.db, claim, (tx) => handler(input, { ...ctx, db: tx }));
}

/**
 * A point-changing call whose one statement claims the key together with its change (the counter's
 * give-points, in one round trip): `run` gets the claim to embed. When the key is taken — a retry, or a
 * concurrent call that committed first — the first answer is returned and nothing is written twice.
 * A statement that said 'key-taken' on a remembered session had its session check pass first, so the
 * first answer is given there too.
 */
export async function runClaimingInStatement<T extends object>(
  db: Db,
  claim: Claim,
  run: (claim: Claim) => Promise<T>,
): Promise<T> {
  // A key whose first call failed is never stored, so a taken key always has its answer; twice is
  // enough for the one race left (the first answer read before that call committed).
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(claim);
    } catch (error) {
      if (!(error instanceof KeyTaken || isUniqueViolation(error, KEY_PK))) throw error;
      const first = await firstAnswer<T>(db, claim);
      if (first) return first;
      if (attempt > 0) throw error;
    }
  }
}
