import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi/document.ts';

/**
 * GET /openapi.json and the docs page at /docs, both from the contract's route table. The document is
 * built on its first request, not at start: making it from every route's schemas is a good part of a
 * cold start, and most starts never serve it. It is filled in place into the object swagger holds.
 */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const document: Record<string, unknown> = {};
  const built = () => {
    if (!('openapi' in document)) Object.assign(document, buildOpenApi(publicUrl));
    return document;
  };
  // biome-ignore lint/suspicious/noExplicitAny: plain JSON, filled in on the first request
  await app.register(swagger, { mode: 'static', specification: { document: document as any } });
  // Its page's own scripts and styles get a policy of their own (hashes), in place of the app's.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiHooks: {
      onRequest: (_request, _reply, next) => {
        built();
        next();
      },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => built());
}
