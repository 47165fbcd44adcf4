// Bundles the API into dist/main.js, and the thread that reads uploaded spreadsheets into
// dist/bulk-file.worker.js beside it: our TypeScript (and the contract's) inlined, npm packages external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@premia/'));

await build({
  entryPoints: { main: 'src/main.ts', 'bulk-file.worker': 'src/features/bulk/bulk-file.worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
