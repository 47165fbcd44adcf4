import { said } from '@premia/contract';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, type Storage, UPLOADS_URL } from '../storage/storage.ts';
import { fail } from './errors.ts';

/** GET /uploads/...: the uploaded images, by the names the server gave them, from whichever storage. */
export function registerUploadFiles(app: FastifyInstance, storage: Storage): void {
  app.get(`${UPLOADS_URL}*`, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const data = await storage.read(urlPath);
    if (!data) return fail(reply, 404, 'not-found', said('uploads.imageNotFound'));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(contentTypeOf(urlPath))
      .send(data);
  });
}
