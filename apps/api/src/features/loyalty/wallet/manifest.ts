import type { DbOrTx } from '../../../db/database.ts';
import { findOpenStoreByAddress } from '../../account/stores/index.ts';

/**
 * The web app manifest of a store's wallet: installed, it opens on the customer's card, named after the
 * store, its scope the store's address. Null when no open store has that address.
 */
export async function walletManifest(db: DbOrTx, address: { countryCode: string; slug: string }) {
  const found = await findOpenStoreByAddress(db, address.countryCode, address.slug);
  if (!found) return null;
  const base = `/${found.countryCode.toLowerCase()}/${found.store.slug}`;
  return {
    id: base,
    name: found.store.name,
    short_name: found.store.name.length > 12 ? `${found.store.name.slice(0, 11)}…` : found.store.name,
    start_url: `${base}/card`,
    scope: base,
    display: 'standalone',
    lang: 'es',
    background_color: '#f4f7f6',
    theme_color: '#0f766e',
    icons: [
      { src: '/w/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/w/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/w/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
