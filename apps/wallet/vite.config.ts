import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API prefixes (DESIGN.md): in development they go to the API server. */
const apiPrefixes = ['/login', '/general', '/wallet', '/uploads'];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * A language's dictionary other than Spanish (the wallet's texts, src/i18n/locales, and the server's,
 * @premia/client's server-texts): its chunk is named lang-…, kept out of the service worker's precache
 * and cached when a reader first chooses that language (src/sw.ts). Spanish (es.json in the entry,
 * es-pages.json) is the core and is precached.
 */
const otherLanguage = /\/(i18n\/locales|server-texts)\/(en|zh|fr|it|ar)\.json$/;

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
        globIgnores: ['**/assets/lang-*'],
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
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && otherLanguage.test(chunk.facadeModuleId)
            ? 'assets/lang-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
