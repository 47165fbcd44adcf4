import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this many bytes go as they are: compressing them saves little and costs the counter's hot path. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers on the fly (brotli or gzip, as the browser asks; `Vary: Accept-Encoding`): the
 * API's JSON and the OpenAPI document above COMPRESS_MIN_BYTES, index.html. The built apps' files are
 * compressed once at build (scripts/compress-dist.mjs) and sent as they are (web.ts, wallet-app.ts).
 * Registered before the routes: it hooks each route as it is added. Request bodies are not inflated.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    globalDecompression: false,
  });
}

/** The header a file answer needs when a compressed copy of it may be sent instead (@fastify/static). */
export function varyOnEncoding(res: { setHeader(name: string, value: string): unknown }) {
  res.setHeader('vary', 'accept-encoding');
}
