import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API prefixes (DESIGN.md): in development they go to the API server. */
const apiPrefixes = ['/login', '/general', '/wallet', '/uploads'];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The wallet's own files are served under /w/ (apps/api plugins/wallet.ts); its pages live at each
 * store's address /{country code}/{slug}, where the API answers with this build's index.html. The
 * service worker (src/sw.ts) precaches the build, so a card once loaded opens offline, and shows the
 * store's push notifications; it is registered by the
 * app with the store's address as its scope (the API allows that with Service-Worker-Allowed), and the
 * web app manifest is the store's own, served by the API at /{country code}/{slug}/manifest.webmanifest.
 */
export default defineConfig({
  base: '/w/',
  plugins: [
    react(),
    VitePWA({
      injectRegister: false,
      manifest: false,
      // Our own worker (src/sw.ts): workbox's precache and offline pages, plus Web Push.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
    }),
  ],
  server: {
    port: Number(process.env.WALLET_PORT ?? 5174),
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/wallet-bundle-size.mjs reads the manifest to find the card page's initial JavaScript.
    manifest: true,
  },
});
