import type { Socket } from 'node:net';
import { type ErrorType, errorStatus, type MessageCode, type Said, said, zodSaid } from '@premia/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.ts';
import { isNumericOutOfRange, isUnstorableText } from '../lib/pg-errors.ts';

/** Fastify's own request errors, told in Spanish. */
const fastifyErrors: Record<string, [number, MessageCode, ErrorType]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.tooLarge', 'payload-too-large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.notJson', 'validation'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.empty', 'validation'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.invalidJson', 'validation'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.invalidContentLength', 'validation'],
  FST_ERR_BAD_URL: [400, 'request.badUrl', 'validation'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'request.urlTooLong', 'validation'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'request.invalid', 'validation'],
  FST_REQ_FILE_TOO_LARGE: [413, 'uploads.imageTooLarge', 'payload-too-large'],
  FST_FILES_LIMIT: [400, 'request.oneFile', 'validation'],
  FST_PARTS_LIMIT: [400, 'request.oneFile', 'validation'],
  FST_FIELDS_LIMIT: [400, 'request.oneFile', 'validation'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'request.imageAsMultipart', 'validation'],
};

/** The envelope { s: 'not-ok', m, code, params, errorType } with its status. */
export const fail = (
  reply: FastifyReply,
  status: number,
  errorType: ErrorType,
  text: Said,
  requestId?: string,
) => reply.status(status).send({ s: 'not-ok', ...text, errorType, ...(requestId ? { requestId } : {}) });

/** The seconds a 429 asks the caller to wait when the limit it met says nothing more precise. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * A 429's headers: Retry-After always (RFC 9110 §10.2.3), and the limit it met as the IETF RateLimit
 * fields (`RateLimit-Limit`, `-Remaining`, `-Reset`) when the refusal knows it.
 */
function setRateLimitHeaders(reply: FastifyReply, error: AppError) {
  const state = error.rateLimit;
  reply.header('Retry-After', String(state?.resetSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  if (!state) return;
  setRateLimitStanding(reply, { limit: state.limit, remaining: 0, resetSeconds: state.resetSeconds });
}

/**
 * Where the caller stands against its limit, on every answer of a counted call (a till's POS calls, not
 * only their 429): the IETF RateLimit fields in their separate-header form, the requests of the window
 * (`RateLimit-Limit`), those left after this one (`-Remaining`) and the seconds until the window starts
 * again (`-Reset`). docs/POS.md says how a till uses them.
 */
export function setRateLimitStanding(
  reply: FastifyReply,
  state: { limit: number; remaining: number; resetSeconds: number },
) {
  reply.header('RateLimit-Limit', String(state.limit));
  reply.header('RateLimit-Remaining', String(state.remaining));
  reply.header('RateLimit-Reset', String(state.resetSeconds));
}

/** Fastify's router's own refusals (a bad or too long path) answered like every other failure. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? fastifyErrors[error.code] : undefined;
  if (known) return fail(reply, known[0], known[2], said(known[1]));
  return fail(reply, 400, 'validation', said('request.invalid'));
}

/** What Node's HTTP parser refuses before a request exists (a header too large, one sent too slowly). */
const clientErrors: Record<string, [number, MessageCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request.timeout'],
  HPE_HEADER_OVERFLOW: [431, 'request.headersTooLarge'],
};

/**
 * Node's clientError, answered in the envelope on the raw socket (no request reached Fastify), then the
 * socket is closed: a malformed request line, headers over the size limit, or headers or a body that
 * did not arrive within the server's timeouts (docs/DEPLOY.md).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = (error.code && clientErrors[error.code]) || [400, 'request.invalid'];
  const body = JSON.stringify({ s: 'not-ok', ...said(code), errorType: 'validation' });
  if (socket.writable) {
    const reason =
      status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Every failure leaves as the envelope with an honest status code. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) setRateLimitHeaders(reply, error);
      const { errorType, code, params } = error;
      // Every denial is in the log (the request's line carries its id; never the token that was refused).
      if (error.status === 401 || error.status === 403)
        request.log.warn(
          { statusCode: error.status, code, route: request.routeOptions.url },
          'access denied',
        );
      return fail(reply, error.status, errorType, { m: error.message, code, params });
    }
    if (error instanceof ZodError) return fail(reply, 400, 'validation', zodSaid(error));
    // A number past what its column holds (e.g. a balance beyond 2^31) is the request's fault, not ours.
    if (isNumericOutOfRange(error)) {
      return fail(reply, 400, 'validation', said('common.numberTooLarge'));
    }
    // Text the database cannot store (a NUL byte the contract let through) is the request's fault too.
    if (isUnstorableText(error)) {
      return fail(reply, 400, 'validation', said('common.textNotAllowed'));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return fail(reply, known[0], known[2], said(known[1]));
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      return fail(reply, status, 'validation', said('request.invalid'));
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return fail(reply, 500, 'internal', said('common.internal', { requestId: request.id }), request.id);
  });

  app.setNotFoundHandler((request, reply) => {
    // The path is said back cut short: a 200,000-character one is not echoed whole.
    const url = request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url;
    fail(reply, errorStatus['not-found'], 'not-found', said('common.routeNotFound', { url }));
  });
}
