#!/usr/bin/env node
// The initial JavaScript of the sign-in page (apps/web/dist): the entry chunk and every chunk it
// imports statically, gzip-compressed. Lazy chunks (the dashboard, other screens, other languages)
// are not counted. Target: at most 300 KB gzip. Run after `npm run build`.
import { readManifest, reportFirstDownload } from './bundle-size.mjs';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
reportFirstDownload({ dist, manifest: readManifest(dist), limitKb: 300, what: 'sign-in initial JS' });
