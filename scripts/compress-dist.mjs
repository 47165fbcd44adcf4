#!/usr/bin/env node
// Compresses a built app once, at build time: next to every text file of <dist> (JS, CSS, HTML, SVG,
// JSON, the web manifest) of at least 1 KB, a brotli (.br, quality 11) and a gzip (.gz, level 9) copy,
// which the server sends as they are to a browser that asks for them (@fastify/static's preCompressed).
// Usage: node scripts/compress-dist.mjs <dist>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_BYTES = 1024;

const dist = process.argv[2];
if (!dist) throw new Error('usage: compress-dist.mjs <dist>');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
}
console.log(`compressed ${count} files of ${dist} (brotli and gzip)`);
