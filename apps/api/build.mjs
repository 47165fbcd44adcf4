// Bundles the API into dist/main.js, and beside it the CPU pool's thread (cpu-pool.worker.js) and the
// task modules it runs (*.task.js, lib/cpu-pool.ts): our TypeScript (and the contract's) inlined, npm
// packages external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@premia/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'cpu-pool.worker': 'src/lib/cpu-pool.worker.ts',
    'coupon-sheet.task': 'src/features/content/coupons/coupon-sheet.task.ts',
    'wallet-poster.task': 'src/features/account/stores/wallet-poster.task.ts',
    'image-check.task': 'src/lib/image-check.task.ts',
    'bulk-file.task': 'src/features/loyalty/bulk/bulk-file.task.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
