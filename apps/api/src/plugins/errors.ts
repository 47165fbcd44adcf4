import { type ErrorType, errorStatus, type MessageCode, type Said, said, zodSaid } from '@premia/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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

/** Every failure leaves as the envelope with an honest status code. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { errorType, code, params } = error;
      // Every denial is in the log (the request's line carries its id; never the token that was refused).
      if (error.status === 401 || error.status === 403)
        request.log.warn(
          { statusCode: error.status, code, route: request.routeOptions.url },
          'access denied',
        );
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
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
    fail(reply, errorStatus['not-found'], 'not-found', said('common.routeNotFound', { url: request.url }));
  });
}
