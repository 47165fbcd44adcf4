import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API prefixes (DESIGN.md, "Shape of the system"); in development they go to the API server. */
const apiPrefixes = ['/login', '/general', '/client', '/stats', '/admin'];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The back office's own scripts (not its style sheets, not the packages). */
const ownScript = /\/apps\/web\/src\/.*\.tsx?$/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle-size.mjs reads the manifest to find the sign-in page's initial JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // A feature's index.ts lists what other features use of it: one screen taking a hook from it must
      // not get the feature's other components (and their style sheets) with it. Our scripts do nothing
      // when imported (style sheets do: they stay as they are), so an export nobody uses is left out.
      // antd's component packages (@rc-component/*) do nothing when imported but do not say so in their
      // package.json as antd does: without this, antd's Input brings the whole form library (rc-form
      // and its validator, 16 KB gzip) into the sign-in page for one context object.
      treeshake: {
        moduleSideEffects: (id) =>
          /node_modules\/@rc-component\//.test(id) || ownScript.test(id) ? false : undefined,
      },
    },
  },
});
