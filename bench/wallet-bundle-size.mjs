#!/usr/bin/env node
// The initial JavaScript of the wallet's card page (apps/wallet/dist): the entry chunk and every chunk
// it imports statically, gzip-compressed. The card page and its QR code are in the entry (app/pages.ts);
// lazy chunks (the store's page, sign-in, statement, profile, English) are not counted. Target: at
// most 120 KB gzip, and 110 KB on the wire (brotli, as the server sends it; 104.5 KB on 2026-12-06,
// issue 32's target is 100). The store's page (/{cc}/{slug}, what a new customer opens first): the same
// plus its own lazy chunk, at most 130 KB gzip and 115 KB on the wire (124.5 and 109.7; target 100).
// Run after `npm run build`.
import { readManifest, reportFirstDownload, reportPrecache } from './bundle-size.mjs';

const dist = new URL('../apps/wallet/dist/', import.meta.url).pathname;
const manifest = readManifest(dist);
// A lazy chunk has its own manifest key: the card page must not have one, it is part of the entry.
if (Object.keys(manifest).some((key) => key.endsWith('features/card/CardPage.tsx'))) {
  throw new Error('the card page is a lazy chunk: it must be in the first download (app/pages.ts)');
}
reportFirstDownload({ dist, manifest, limitKb: 120, wireLimitKb: 110, what: 'wallet card page initial JS' });
console.log();
reportFirstDownload({
  dist,
  manifest,
  limitKb: 130,
  wireLimitKb: 115,
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
