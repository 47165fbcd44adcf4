import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API prefixes (DESIGN.md, "Shape of the system"); in development they go to the API server. */
const apiPrefixes = ['/login', '/general', '/client', '/stats', '/admin'];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

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
  },
});
