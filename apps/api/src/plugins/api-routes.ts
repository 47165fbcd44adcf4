import { type RouteDef, type RoutePath, routes } from '@premia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findActiveSession } from '../features/auth/auth.repository.ts';
import { hitRateLimit } from '../features/auth/rate-limit.ts';
import { findPosSession, POS_TOKEN_PREFIX } from '../features/pos/pos.repository.ts';
import {
  claimOf,
  isClaimingInStatement,
  runClaimingInStatement,
  runIdempotent,
} from '../idempotency/idempotency.ts';
import type { Deps, Handlers, RequestContext, Session } from '../lib/context.ts';
import { invalid } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';
import { assertAccess } from './access.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const POS_REQUESTS_PER_MINUTE = 600;

/** The session of the request's bearer token; null when there is none or it is not valid any more. */
async function sessionFromRequest(deps: Deps, request: FastifyRequest): Promise<Session | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  if (!token) return null;
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

/** The one file of a multipart request (field "file"), read whole; its limits are checked by the service. */
async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string } | undefined> {
  if (!request.isMultipart()) throw invalid('Envíe la imagen como multipart/form-data en el campo «file».');
  const file = await request.file();
  if (!file) return undefined;
  const data = await file.toBuffer();
  return { data, filename: file.filename };
}

/**
 * A multipart body of a route that also takes JSON: its text fields (the input) and its field "file", read
 * whole up to maxBytes + 1 bytes (the service refuses a larger file with its own message).
 */
async function readForm(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let upload: { data: Buffer; filename: string } | undefined;
  // throwFileSizeLimit is honoured by parts() though its type leaves it out.
  const options = { limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !upload) upload = { data, filename: part.filename };
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, upload };
}

/**
 * Registers every route of the contract's table: access first (401/403), then the body through the
 * route's zod schema (400 in Spanish), then the handler — when the route takes an Idempotency-Key and
 * the call sends one, inside the transaction that claims it, or handing the claim to the handler's one
 * statement (idempotency.ts) — whose result is checked against the output.
 */
export function registerApiRoutes(app: FastifyInstance, deps: Deps, handlers: Handlers): void {
  for (const [path, def] of Object.entries(routes) as [RoutePath, RouteDef][]) {
    const handler = handlers[path] as (input: unknown, ctx: RequestContext) => Promise<object>;
    const claimsInStatement = isClaimingInStatement(handler);
    app.post(path, async (request, reply) => {
      const session = def.access === 'anonymous' ? null : await sessionFromRequest(deps, request);
      assertAccess(def, session);
      const form =
        def.acceptsFile && request.isMultipart()
          ? await readForm(request, def.acceptsFile.maxBytes)
          : undefined;
      const raw = def.multipart ? request.params : (form?.fields ?? request.body ?? {});
      const input = def.input.parse(raw, { reportInput: true });
      const upload = def.multipart ? await readUpload(request) : form?.upload;
      const tasks: (() => Promise<void>)[] = [];
      const ctx: RequestContext = {
        deps,
        db: deps.db,
        session,
        ip: request.ip,
        requestId: request.id,
        afterCommit: (task) => tasks.push(task),
        ...(upload ? { upload } : {}),
      };
      const key = request.headers['idempotency-key'];
      const claim =
        def.idempotent && typeof key === 'string' && session?.storeId
          ? claimOf({ storeId: session.storeId, route: path, key, input })
          : undefined;
      const result = !claim
        ? await handler(input, ctx)
        : claimsInStatement
          ? await runClaimingInStatement(deps.db, claim, (c) => handler(input, { ...ctx, claim: c }))
          : await runIdempotent(deps.db, claim, (tx) => handler(input, { ...ctx, db: tx }));
      const body = { s: 'ok', ...(def.output.parse(result) as object) };
      for (const task of tasks) {
        task().catch((error: unknown) => request.log.error({ err: error }, 'after-commit task failed'));
      }
      return reply.send(body);
    });
  }
}
