import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { varyOnEncoding } from './compression.ts';

/** A store's wallet address: /{two-letter country code}/{slug} (spec §4), and the wallet's pages under it. */
const COUNTRY = ':countryCode(^[A-Za-z]{2}$)';

/** The web app manifest of a store's wallet, or null when no open store has that address. */
export type WalletManifest = (address: { countryCode: string; slug: string }) => Promise<object | null>;

/**
 * Serves the customer wallet (apps/wallet/dist): its built files under /w/ (the service worker with
 * Service-Worker-Allowed: /, so it may take a store's address as its scope), its index.html at every
 * store's address /{cc}/{slug} and below, and each store's manifest at /{cc}/{slug}/manifest.webmanifest.
 * The back office's own paths never have a two-letter first segment, so the two apps never meet.
 */
export async function registerWalletApp(
  app: FastifyInstance,
  walletDist: string,
  manifestOf: WalletManifest,
): Promise<void> {
  const index = path.join(walletDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ walletDist }, 'the wallet is not built (npm run build); store addresses are not served');
    return;
  }
  await app.register(fastifyStatic, {
    root: walletDist,
    prefix: '/w/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // The build's .br/.gz copies (scripts/compress-dist.mjs) go to a browser that asks.
    preCompressed: true,
    setHeaders(res, file) {
      varyOnEncoding(res);
      const name = path.relative(walletDist, file).replace(/\.(br|gz)$/, '');
      if (name === 'sw.js') res.setHeader('service-worker-allowed', '/');
      res.setHeader(
        'cache-control',
        name.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get(`/${COUNTRY}/:slug`, sendIndex);
  app.get(`/${COUNTRY}/:slug/*`, sendIndex);
  app.get<{ Params: { countryCode: string; slug: string } }>(
    `/${COUNTRY}/:slug/manifest.webmanifest`,
    async (request, reply) => {
      const manifest = await manifestOf(request.params);
      if (!manifest) return reply.status(404).type('text/plain').send('Not found');
      return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(manifest);
    },
  );
}
