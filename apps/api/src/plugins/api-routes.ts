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
import type { RateLimitStanding } from '../features/account/auth/index.ts';
import { ONLY_WITHOUT_SMTP } from '../features/platform/mail-outbox/index.ts';
import { claimOf, idempotencyScopeOf } from '../idempotency/idempotency.ts';
import type { AnySession, Deps, Handlers, RequestContext } from '../lib/context.ts';
import { origins, type RequestOrigin } from '../lib/request-origin.ts';
import { assertAccess } from './access.ts';
import { setRateLimitStanding } from './errors.ts';
import { CounterFastPath } from './fast-path.ts';
import { readForm, readUpload } from './multipart.ts';
import { type RouteRuns, readSession, routeRuns, runHandler, takesFastPath } from './route-runs.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** The request's bearer token, if it sends one. */
function bearerOf(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Runs an API call with its origin at hand. Where an action came from is the request's, not the
 * business rule's: the audit log and the security log read it (lib/request-origin.ts's currentOrigin,
 * requestLog) instead of every service passing it.
 */
function runWithOrigin<T>(origin: RequestOrigin, work: () => T): T {
  return origins.run(origin, work);
}

type Call = {
  deps: Deps;
  path: RoutePath;
  def: RouteDef;
  /** The contract table the route is in: who may try it at all (access.ts). */
  audience: Audience;
  handler: (input: unknown, ctx: RequestContext) => Promise<object>;
  runs: RouteRuns;
};

/**
 * One call on a session: access first (401/403), then the body through the route's zod schema (400 in
 * Spanish), then the handler as the route runs (route-runs.ts: with the call's Idempotency-Key claimed
 * when the route takes one), whose result is checked against the output. Gives the answer's body.
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
  const result = await runHandler(call.runs, handler, input, ctx, claim);
  const checked = def.output.safeParse(result);
  if (!checked.success) throw new AnswerOffContract(path, checked.error);
  return { body: { s: 'ok', ...(checked.data as object) } };
}

/** A handler's answer that its route's output schema refuses: our failure (500, logged), not the caller's. */
class AnswerOffContract extends Error {
  constructor(path: string, cause: Error) {
    super(`the answer of ${path} does not match its route's output`, { cause });
    this.name = 'AnswerOffContract';
  }
}

/**
 * Registers every route of the contract's table (answer says in which order a call is checked), but
 * those of an area the brand lacks (the contract's brandAreas) and, with SMTP_URL set, the outbox of
 * kept mails (features/mail-outbox): they answer 404 as an unknown address does, whoever calls.
 *
 * The session is read from the database on every call, but for a route that allows a remembered one
 * (route-runs.ts): its calls with a token and a key take the counter's fast path (CounterFastPath).
 */
export function registerApiRoutes(app: FastifyInstance, deps: Deps, handlers: Handlers): void {
  const fastPath = new CounterFastPath();
  for (const [path, def] of Object.entries(routes) as [RoutePath, RouteDef][]) {
    if (!brandServes(path, deps.config.brand)) continue;
    if (deps.mailer.sends && ONLY_WITHOUT_SMTP.includes(path)) continue;
    const handler = handlers[path] as Call['handler'];
    const audience = audienceOf(path);
    const call: Call = { deps, path, def, audience, handler, runs: routeRuns(path, def, handler) };
    app.post(path, async (request, reply) => {
      const token = def.access === 'anonymous' ? undefined : bearerOf(request);
      const origin: RequestOrigin = {
        requestId: request.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        log: request.log as Logger,
        audited: [],
      };
      // Set before the call runs, so that its failures (a 404, a 400) carry them too.
      const standing = (state: RateLimitStanding) => setRateLimitStanding(reply, state);
      const answered = await runWithOrigin(origin, () =>
        takesFastPath(call.runs, token, request)
          ? fastPath.answer(
              token,
              (session) => assertAccess(def, audience, session),
              () => readSession(call.runs, deps, token, standing),
              (session, check) => answer(call, request, session, check),
            )
          : readSession(call.runs, deps, token, standing).then((session) => answer(call, request, session)),
      );
      // The call succeeded: what it did that the audit log keeps, the log says too (with the request id).
      for (const done of origin.audited) request.log.info(done, 'audited action');
      return reply.send(answered.body);
    });
  }
}
