#!/usr/bin/env node
// The initial JavaScript of the wallet's card page (apps/wallet/dist): the entry chunk and every chunk
// it imports statically. The card page and its QR code are in the entry (app/pages.ts); lazy chunks (the
// store's page, sign-in, statement, profile, English) are not counted. Issue 32: at most 100 KB on the
// wire (brotli, as the server sends it; 104.8 before, 92.1 after the wallet's own translator took
// i18next's place, 2026-12-06), and 120 KB gzip. The store's page (/{cc}/{slug}, what a new customer
// opens first): the same plus its own lazy chunk, at most 100 KB on the wire (110.5 before, 97.9 after)
// and 130 KB gzip. Then the service worker's install: at most 250 KB on the wire.
// Run after `npm run build`.
import { readManifest, reportFirstDownload, reportPrecache } from './bundle-size.mjs';

const dist = new URL('../apps/wallet/dist/', import.meta.url).pathname;
const manifest = readManifest(dist);
// A lazy chunk has its own manifest key: the card page must not have one, it is part of the entry.
if (Object.keys(manifest).some((key) => key.endsWith('features/card/CardPage.tsx'))) {
  throw new Error('the card page is a lazy chunk: it must be in the first download (app/pages.ts)');
}
reportFirstDownload({ dist, manifest, limitKb: 120, wireLimitKb: 100, what: 'wallet card page initial JS' });
console.log();
reportFirstDownload({
  dist,
  manifest,
  limitKb: 130,
  wireLimitKb: 100,
  what: "wallet store page's JS",
  also: ['src/features/store/StorePage.tsx'],
});
console.log();
// The service worker's install: the core (Spanish included) only; another language's dictionaries
// (assets/lang-*, vite.config.ts) are fetched and kept when a reader chooses it (src/sw.ts).
reportPrecache({
  dist,
  wireLimitKb: 250,
  notPrecached: /(^|\/)lang-/,
  what: "wallet service worker's precache",
});
