import { spanishError } from '@premia/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.ts';
import { isNumericOutOfRange, isUnstorableText } from '../lib/pg-errors.ts';

const GENERIC_500 = 'Ocurrió un error interno. Inténtelo de nuevo en unos minutos.';

/** Fastify's own request errors, told in Spanish. */
const fastifyErrors: Record<string, [number, string, AppError['errorType']]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La petición es demasiado grande.', 'payload-too-large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'El contenido debe enviarse como JSON.', 'validation'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'La petición no tiene contenido.', 'validation'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'La petición no es un JSON válido.', 'validation'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud de la petición no es válida.', 'validation'],
  FST_ERR_BAD_URL: [400, 'La dirección no es válida.', 'validation'],
  FST_REQ_FILE_TOO_LARGE: [413, 'La imagen no puede pesar más de 5 MB.', 'payload-too-large'],
  FST_FILES_LIMIT: [400, 'Envíe un solo archivo.', 'validation'],
  FST_PARTS_LIMIT: [400, 'Envíe un solo archivo.', 'validation'],
  FST_FIELDS_LIMIT: [400, 'Envíe un solo archivo.', 'validation'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    400,
    'Envíe la imagen como multipart/form-data en el campo «file».',
    'validation',
  ],
};

/** Every failure leaves as the envelope { s: 'not-ok', m, errorType } with an honest status code. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ s: 'not-ok', m: error.message, errorType: error.errorType });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ s: 'not-ok', m: spanishError(error), errorType: 'validation' });
    }
    // A number past what its column holds (e.g. a balance beyond 2^31) is the request's fault, not ours.
    if (isNumericOutOfRange(error)) {
      return reply
        .status(400)
        .send({ s: 'not-ok', m: 'El número es demasiado grande.', errorType: 'validation' });
    }
    // Text the database cannot store (a NUL byte the contract let through) is the request's fault too.
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send({ s: 'not-ok', m: 'El texto contiene caracteres no permitidos.', errorType: 'validation' });
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) {
      return reply.status(known[0]).send({ s: 'not-ok', m: known[1], errorType: known[2] });
    }
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      return reply
        .status(status)
        .send({ s: 'not-ok', m: 'La petición no es válida.', errorType: 'validation' });
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return reply.status(500).send({
      s: 'not-ok',
      m: `${GENERIC_500} (ref. ${request.id})`,
      errorType: 'internal',
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ s: 'not-ok', m: `La ruta ${request.url} no existe.`, errorType: 'not-found' });
  });
}
