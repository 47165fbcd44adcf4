// The first download of a Vite build: the entry chunk and every chunk it imports statically,
// gzip-compressed (lazy chunks are not counted), printed file by file, against a budget, and the bytes
// on the wire: what the server sends a browser that asks for brotli (the build's .br copy of each file,
// scripts/compress-dist.mjs; the file itself when it has none), against a budget of its own; and the
// lazy screens' chunks, each against a budget of its own.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build's Vite manifest (`dist` is the build folder). */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The manifest keys of `key` and every chunk it imports statically, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

function entryKey(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  return entry[0];
}

const kb = (n) => (n / 1024).toFixed(1);
const gzipOf = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** What the server sends for `file` to a browser that accepts brotli (@fastify/static's preCompressed). */
const wireOf = (dist, file) => {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
};

/**
 * Prints the entry's static chunks (and those of the lazy modules in `also`, which the page loads at
 * once) and their total; exit code 1 over `limitKb` KB gzip, or over `wireLimitKb` KB on the wire.
 */
export function reportFirstDownload({ dist, manifest, limitKb, wireLimitKb, what, also = [] }) {
  const seen = staticClosure(manifest, entryKey(manifest));
  for (const key of also) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    staticClosure(manifest, key, seen);
  }
  const rows = [...seen].map((key) => {
    const file = manifest[key].file;
    return {
      file,
      raw: readFileSync(join(dist, file)).length,
      gzip: gzipOf(dist, file),
      wire: wireOf(dist, file),
    };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const cssGzip = [...seen]
    .flatMap((key) => manifest[key].css ?? [])
    .reduce((sum, file) => sum + gzipOf(dist, file), 0);

  for (const row of rows)
    console.log(`${kb(row.gzip).padStart(8)} KB gzip  ${kb(row.raw).padStart(8)} KB  ${row.file}`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const wire = rows.reduce((sum, row) => sum + row.wire, 0);
  console.log(
    `${what}: ${kb(total)} KB gzip in ${rows.length} files (limit ${limitKb} KB); CSS ${kb(cssGzip)} KB gzip`,
  );
  console.log(`${what} on the wire (brotli, as served): ${kb(wire)} KB (limit ${wireLimitKb} KB)`);
  if (total > limitKb * 1024) {
    console.error(`over the ${limitKb} KB budget`);
    process.exitCode = 1;
  }
  if (wire > wireLimitKb * 1024) {
    console.error(`over the ${wireLimitKb} KB budget on the wire`);
    process.exitCode = 1;
  }
}

/**
 * Every chunk a lazy screen downloads beyond the first download (the screen's own chunk and the
 * chunks it imports statically), each at most `limitKb` KB gzip; exit code 1 otherwise. A screen is a
 * lazily imported module of the app's source (`isScreen(manifest key)`); chunks loaded only by a click
 * (a library such as a PDF writer) are listed apart, without a limit.
 */
export function reportLazyChunks({ dist, manifest, limitKb, isScreen }) {
  const first = staticClosure(manifest, entryKey(manifest));
  const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const screenChunks = new Map();
  for (const screen of lazyKeys.filter(isScreen)) {
    for (const key of staticClosure(manifest, screen)) {
      if (first.has(key)) continue;
      screenChunks.set(key, [...(screenChunks.get(key) ?? []), screen]);
    }
  }
  const gzipOfKey = (key) => gzipOf(dist, manifest[key].file);
  const rows = [...screenChunks].map(([key, screens]) => ({ key, screens, gzip: gzipOfKey(key) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const over = rows.filter((row) => row.gzip > limitKb * 1024);
  console.log(
    `\nlazy screens: ${lazyKeys.filter(isScreen).length}; their ${rows.length} chunks, the largest:`,
  );
  for (const row of rows.slice(0, 8)) {
    const by = row.screens.length === 1 ? row.screens[0] : `${row.screens.length} screens`;
    console.log(`${kb(row.gzip).padStart(8)} KB gzip  ${manifest[row.key].file}  (${by})`);
  }
  const others = lazyKeys.filter((key) => !isScreen(key) && !screenChunks.has(key));
  if (others.length > 0) console.log('loaded on an action, not by opening a screen:');
  for (const key of others)
    console.log(`${kb(gzipOfKey(key)).padStart(8)} KB gzip  ${manifest[key].file}  (${key})`);
  console.log(`largest lazy screen chunk: ${kb(rows[0]?.gzip ?? 0)} KB gzip (limit ${limitKb} KB each)`);
  for (const row of over) {
    console.error(`over the ${limitKb} KB budget: ${manifest[row.key].file} (${row.screens.join(', ')})`);
    process.exitCode = 1;
  }
}

/**
 * What the service worker (`dist`/sw.js, workbox's injected manifest) downloads when it installs: the
 * worker itself and every file it precaches, on the wire (brotli, as served), against `wireLimitKb`;
 * exit code 1 over it, or when a precached file matches `notPrecached` (a file fetched on demand only).
 */
export function reportPrecache({ dist, wireLimitKb, notPrecached, what }) {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  if (urls.length === 0) throw new Error('no precache manifest in sw.js');
  const wire = urls.reduce((sum, url) => sum + wireOf(dist, url), wireOf(dist, 'sw.js'));
  const largest = [...urls].sort((a, b) => wireOf(dist, b) - wireOf(dist, a)).slice(0, 5);
  for (const url of largest) console.log(`${kb(wireOf(dist, url)).padStart(8)} KB on the wire  ${url}`);
  console.log(
    `${what}: sw.js and ${urls.length} precached files, ${kb(wire)} KB on the wire (brotli, as served; limit ${wireLimitKb} KB)`,
  );
  if (wire > wireLimitKb * 1024) {
    console.error(`over the ${wireLimitKb} KB budget on the wire`);
    process.exitCode = 1;
  }
  const wrong = urls.filter((url) => notPrecached.test(url));
  if (wrong.length > 0) {
    console.error(`precached but meant for on demand only: ${wrong.join(', ')}`);
    process.exitCode = 1;
  }
}
