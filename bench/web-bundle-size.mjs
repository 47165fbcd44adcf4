#!/usr/bin/env node
// The back office's JavaScript (apps/web/dist), gzip-compressed. The sign-in page's first download:
// the entry chunk and every chunk it imports statically, at most 250 KB gzip and 200 KB on the wire
// (brotli, as the server sends it: issue 32; 222.0 KB before the declarative router and the server's
// Spanish texts went lazy, 196.1 after, 2026-12-06); lazy chunks (the dashboard, the other screens, the
// other languages, the rest of the Spanish texts and the server's) are not counted there. Then every chunk a lazy screen of src/ downloads: at most 150 KB gzip each. Run after
// `npm run build`; `npm run test:e2e` runs it after its build.
import { readManifest, reportFirstDownload, reportLazyChunks } from './bundle-size.mjs';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = readManifest(dist);
reportFirstDownload({ dist, manifest, limitKb: 250, wireLimitKb: 200, what: 'sign-in initial JS' });
reportLazyChunks({ dist, manifest, limitKb: 150, isScreen: (key) => key.startsWith('src/') });
