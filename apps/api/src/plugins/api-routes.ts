import { type RouteDef, type RoutePath, routes } from '@premia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findActiveSession } from '../features/auth/auth.repository.ts';
import type { Deps, Handlers, RequestContext, Session } from '../lib/context.ts';
import { hashToken } from '../lib/tokens.ts';
import { assertAccess } from './access.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** The session of the request's bearer token; null when there is none or it is not valid any more. */
async function sessionFromRequest(deps: Deps, request: FastifyRequest): Promise<Session | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  return findActiveSession(deps.db, hashToken(match[1]));
}

/**
 * Registers every route of the contract's table: access first (401/403), then the body through the
 * route's zod schema (400 in Spanish), then the handler, whose result is checked against the output.
 */
export function registerApiRoutes(app: FastifyInstance, deps: Deps, handlers: Handlers): void {
  for (const [path, def] of Object.entries(routes) as [RoutePath, RouteDef][]) {
    const handler = handlers[path] as (input: unknown, ctx: RequestContext) => Promise<object>;
    app.post(path, async (request, reply) => {
      const session = def.access === 'anonymous' ? null : await sessionFromRequest(deps, request);
      assertAccess(def.access, session);
      const input = def.input.parse(request.body ?? {}, { reportInput: true });
      const key = request.headers['idempotency-key'];
      const ctx: RequestContext = {
        deps,
        session,
        ip: request.ip,
        requestId: request.id,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      };
      const result = await handler(input, ctx);
      return reply.send({ s: 'ok', ...(def.output.parse(result) as object) });
    });
  }
}
