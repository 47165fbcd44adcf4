import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi/document.ts';

/** GET /openapi.json and the docs page at /docs, both from the contract's route table. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const document = buildOpenApi(publicUrl);
  // biome-ignore lint/suspicious/noExplicitAny: the generated document is plain JSON
  await app.register(swagger, { mode: 'static', specification: { document: document as any } });
  // Its page's own scripts and styles get a policy of their own (hashes), in place of the app's.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
}
