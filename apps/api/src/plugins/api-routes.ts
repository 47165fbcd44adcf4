import {
  type Audience,
  audienceOf,
  brandServes,
  type RouteDef,
  type RoutePath,
  routes,
} from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { isClaimingInStatement, runClaimingInStatement } from '../counter-fast-path/claim-in-statement.ts';
import { CounterFastPath } from '../counter-fast-path/fast-path.ts';
import { findActiveSession, hitRateLimit } from '../features/auth/index.ts';
import { ONLY_WITHOUT_SMTP } from '../features/mail-outbox/index.ts';
import { findPosSession, POS_TOKEN_PREFIX } from '../features/pos/index.ts';
import { CUSTOMER_TOKEN_PREFIX, findCustomerSession } from '../features/wallet/index.ts';
import { claimOf, idempotencyScopeOf, runIdempotent } from '../idempotency/idempotency.ts';
import type { AnySession, CustomerSession, Deps, Handlers, RequestContext, Session } from '../lib/context.ts';
import { type RequestOrigin, runWithOrigin } from '../lib/request-origin.ts';
import { hashToken } from '../lib/tokens.ts';
import { assertAccess } from './access.ts';
import { readForm, readUpload } from './multipart.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const POS_REQUESTS_PER_MINUTE = 600;

/** The request's bearer token, if it sends one. */
function bearerOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** The session of the request's bearer token; null when there is none or it is not valid any more. */
async function sessionFromRequest(
  deps: Deps,
  token: string | undefined,
): Promise<(Session & { revision?: number }) | CustomerSession | null> {
  if (!token) return null;
  if (token.startsWith(CUSTOMER_TOKEN_PREFIX)) return findCustomerSession(deps.db, hashToken(token));
  if (token.startsWith(POS_TOKEN_PREFIX)) {
    const session = await findPosSession(deps.db, hashToken(token));
    if (session) {
      await hitRateLimit(deps.db, {
        key: `pos:${session.sessionId}`,
        max: POS_REQUESTS_PER_MINUTE,
        windowSeconds: 60,
      });
    }
    return session;
  }
  return findActiveSession(deps.db, hashToken(token));
}

type Call = {
  deps: Deps;
  path: RoutePath;
  def: RouteDef;
  /** The contract table the route is in: who may try it at all (access.ts). */
  audience: Audience;
  handler: (input: unknown, ctx: RequestContext) => Promise<object>;
  claimsInStatement: boolean;
};

/**
 * One call on a session: access first (401/403), then the body through the route's zod schema (400 in
 * Spanish), then the handler — when the route takes an Idempotency-Key and the call sends one, inside
 * the transaction that claims it, or handing the claim to the handler's one statement (idempotency.ts)
 * — whose result is checked against the output. Gives the answer's body.
 */
async function answer(call: Call, request: FastifyRequest, session: AnySession | null, sessionCheck?: SQL) {
  const { deps, path, def, handler } = call;
  assertAccess(def, call.audience, session);
  const form =
    def.acceptsFile && request.isMultipart() ? await readForm(request, def.acceptsFile.maxBytes) : undefined;
  const raw = def.multipart ? request.params : (form?.fields ?? request.body ?? {});
  const input = def.input.parse(raw, { reportInput: true });
  const upload = def.multipart ? await readUpload(request) : form?.upload;
  const ctx: RequestContext = {
    deps,
    db: deps.db,
    session,
    ip: request.ip,
    requestId: request.id,
    ...(upload ? { upload } : {}),
  };
  const key = request.headers['idempotency-key'];
  const scope = idempotencyScopeOf(session);
  const claim =
    def.idempotent && typeof key === 'string' && scope !== null
      ? {
          // A customer's key is theirs alone: another customer of the store never gets its answer.
          ...claimOf({
            storeId: scope,
            route: session?.kind === 'customer' ? `${path} customer ${session.customerId}` : path,
            key,
            input,
          }),
          ...(sessionCheck ? { sessionCheck } : {}),
        }
      : undefined;
  const result = !claim
    ? await handler(input, ctx)
    : call.claimsInStatement
      ? await runClaimingInStatement(deps.db, claim, (c) => handler(input, { ...ctx, claim: c }))
      : await runIdempotent(deps.db, claim, (tx) => handler(input, { ...ctx, db: tx }));
  return { body: { s: 'ok', ...(def.output.parse(result) as object) } };
}

/**
 * Registers every route of the contract's table (answer says in which order a call is checked), but
 * those of an area the brand lacks (the contract's brandAreas) and, with SMTP_URL set, the outbox of
 * kept mails (features/mail-outbox): they answer 404 as an unknown address does, whoever calls.
 *
 * The session is read from the database on every call, with one exception: a call whose one statement
 * claims its Idempotency-Key (the counter's give-points) takes the counter's fast path (CounterFastPath).
 */
export function registerApiRoutes(app: FastifyInstance, deps: Deps, handlers: Handlers): void {
  const fastPath = new CounterFastPath();
  for (const [path, def] of Object.entries(routes) as [RoutePath, RouteDef][]) {
    if (!brandServes(path, deps.config.brand)) continue;
    if (deps.mailer.sends && ONLY_WITHOUT_SMTP.includes(path)) continue;
    const handler = handlers[path] as Call['handler'];
    const audience = audienceOf(path);
    const call: Call = {
      deps,
      path,
      def,
      audience,
      handler,
      claimsInStatement: isClaimingInStatement(handler),
    };
    app.post(path, async (request, reply) => {
      const token = def.access === 'anonymous' ? undefined : bearerOf(request);
      const fast = call.claimsInStatement && token !== undefined && 'idempotency-key' in request.headers;
      const origin: RequestOrigin = {
        requestId: request.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        log: request.log as Logger,
        audited: [],
      };
      const answered = await runWithOrigin(origin, () =>
        fast
          ? fastPath.answer(
              token,
              (session) => assertAccess(def, audience, session),
              () => sessionFromRequest(deps, token),
              (session, check) => answer(call, request, session, check),
            )
          : sessionFromRequest(deps, token).then((session) => answer(call, request, session)),
      );
      // The call succeeded: what it did that the audit log keeps, the log says too (with the request id).
      for (const done of origin.audited) request.log.info(done, 'audited action');
      return reply.send(answered.body);
    });
  }
}
