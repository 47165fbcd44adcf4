import fs from 'node:fs';
import { said } from '@premia/contract';
import type { FastifyInstance } from 'fastify';
import { type Storage, UPLOADS_URL } from '../storage/storage.ts';
import { fail } from './errors.ts';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** GET /uploads/...: the uploaded images, by the names the server gave them. */
export function registerUploadFiles(app: FastifyInstance, storage: Storage): void {
  app.get(`${UPLOADS_URL}*`, async (request, reply) => {
    const file = storage.fileOf(request.url.split('?')[0] ?? '');
    if (!file || !fs.existsSync(file)) {
      return fail(reply, 404, 'not-found', said('uploads.imageNotFound'));
    }
    const extension = file.slice(file.lastIndexOf('.') + 1);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(TYPES[extension] ?? 'application/octet-stream')
      .send(fs.createReadStream(file));
  });
}
