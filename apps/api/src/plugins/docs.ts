import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi.ts';

/** GET /openapi.json and the docs page at /docs, both from the contract's route table. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const document = buildOpenApi(publicUrl);
  // biome-ignore lint/suspicious/noExplicitAny: the generated document is plain JSON
  await app.register(swagger, { mode: 'static', specification: { document: document as any } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
}
