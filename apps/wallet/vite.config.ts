import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API prefixes (DESIGN.md): in development they go to the API server. */
const apiPrefixes = ['/login', '/general', '/wallet', '/uploads'];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The wallet's own files are served under /w/ (apps/api plugins/wallet.ts); its pages live at each
 * store's address /{country code}/{slug}, where the API answers with this build's index.html. The
 * service worker precaches the build, so a card once loaded opens offline; it is registered by the
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
      registerType: 'autoUpdate',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/w/index.html',
        navigateFallbackDenylist: [/manifest\.webmanifest$/],
        cleanupOutdatedCaches: true,
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
