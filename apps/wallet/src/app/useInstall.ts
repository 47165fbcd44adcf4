import { useEffect } from 'react';
import { addressPath, type StoreAddress } from '../api/address';

/**
 * Makes the store's wallet installable and offline-ready: its own manifest (name, start page, scope,
 * served by the API) and the service worker, registered with the store's address as its scope.
 */
export function useInstall(address: StoreAddress, storeName: string | undefined) {
  const base = addressPath(address);
  useEffect(() => {
    if (!storeName) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.appendChild(link);
    }
    link.href = `${base}/manifest.webmanifest`;
    document.title = storeName;
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/w/sw.js', { scope: base }).catch(() => {
        // no service worker (private mode, old browser): the wallet works online
      });
    }
  }, [base, storeName]);
}
