// The first download of a Vite build: the entry chunk and every chunk it imports statically,
// gzip-compressed (lazy chunks are not counted), printed file by file, against a budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build's Vite manifest (`dist` is the build folder). */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Prints the entry's static chunks and their total; exit code 1 over `limitKb` KB gzip. */
export function reportFirstDownload({ dist, manifest, limitKb, what }) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');

  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit(entry[0]);

  const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const rows = [...seen].map((key) => {
    const file = manifest[key].file;
    return { file, raw: readFileSync(join(dist, file)).length, gzip: gzip(file) };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const cssGzip = [...seen]
    .flatMap((key) => manifest[key].css ?? [])
    .reduce((sum, file) => sum + gzip(file), 0);

  const kb = (n) => (n / 1024).toFixed(1);
  for (const row of rows)
    console.log(`${kb(row.gzip).padStart(8)} KB gzip  ${kb(row.raw).padStart(8)} KB  ${row.file}`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `${what}: ${kb(total)} KB gzip in ${rows.length} files (limit ${limitKb} KB); CSS ${kb(cssGzip)} KB gzip`,
  );
  if (total > limitKb * 1024) {
    console.error(`over the ${limitKb} KB budget`);
    process.exitCode = 1;
  }
}
