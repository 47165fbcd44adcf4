#!/usr/bin/env node
// The initial JavaScript of the wallet's card page (apps/wallet/dist): the entry chunk and every chunk
// it imports statically, gzip-compressed. The card page and its QR code are in the entry (app/pages.ts);
// lazy chunks (the store's page, sign-in, statement, profile, English) are not counted. Target: at
// most 120 KB gzip. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/wallet/dist/', import.meta.url).pathname;
const limitKb = 120;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the Vite manifest');
// A lazy chunk has its own manifest key: the card page must not have one, it is part of the entry.
if (Object.keys(manifest).some((key) => key.endsWith('features/card/CardPage.tsx'))) {
  throw new Error('the card page is a lazy chunk: it must be in the first download (app/pages.ts)');
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) visit(child);
};
visit(entry[0]);

const rows = [...seen].map((key) => {
  const file = manifest[key].file;
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const css = [...seen].flatMap((key) => manifest[key].css ?? []);
const cssGzip = css.reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  0,
);

const kb = (n) => (n / 1024).toFixed(1);
for (const row of rows)
  console.log(`${kb(row.gzip).padStart(8)} KB gzip  ${kb(row.raw).padStart(8)} KB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `wallet card page initial JS: ${kb(total)} KB gzip in ${rows.length} files (limit ${limitKb} KB); CSS ${kb(cssGzip)} KB gzip`,
);
if (total > limitKb * 1024) {
  console.error(`over the ${limitKb} KB budget`);
  process.exitCode = 1;
}
