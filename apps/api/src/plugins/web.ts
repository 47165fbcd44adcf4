import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { said } from '@premia/contract';
import type { FastifyInstance } from 'fastify';
import { varyOnEncoding } from './compression.ts';
import { fail } from './errors.ts';

const API_PREFIXES = [
  '/login/',
  '/general/',
  '/client/',
  '/stats/',
  '/admin/',
  '/wallet/',
  '/docs',
  '/openapi.json',
  '/health',
  '/uploads/',
];

/** Serves the built web app; any other GET that is not an API path gets index.html (client routing). */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, 'the web app is not built (npm run build); only the API is served');
    return;
  }
  // preCompressed: the build's .br/.gz copies (scripts/compress-dist.mjs) go to a browser that asks.
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1h',
    preCompressed: true,
    setHeaders: varyOnEncoding,
  });
  const html = fs.readFileSync(index, 'utf8');
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (API_PREFIXES.some((p) => url.startsWith(p))) {
      return fail(reply, 404, 'not-found', said('common.routeNotFound', { url }));
    }
    const file = path.join(webDist, path.normalize(url));
    if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist, file), {
        maxAge: url.startsWith('/assets/') ? '365d' : '1h',
      });
    }
    if (url.startsWith('/assets/')) return reply.status(404).send('Not found');
    return sendIndex(request, reply);
  });
}
