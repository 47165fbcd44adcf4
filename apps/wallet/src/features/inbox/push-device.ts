/**
 * This phone's Web Push subscription for one store's wallet: the service worker registered with the
 * store's address as its scope (app/useInstall.ts) holds it, so each store's wallet has its own.
 */

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** The store's service worker registration, registering it when the page has not yet. */
async function registrationOf(scope: string): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(scope);
  if (found) return found;
  return navigator.serviceWorker.register('/w/sw.js', { scope });
}

/** The push service's key as the browser takes it: the URL-safe base64 of the VAPID public key, as bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentSubscription(scope: string): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration(scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser's permission (call it from the customer's tap: browsers refuse a prompt nobody asked
 * for) and subscribes this phone with the platform's key. Null when the customer did not allow it.
 */
export async function subscribePush(scope: string, publicKey: () => Promise<string>) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await registrationOf(scope);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(await publicKey()),
  });
  return subscription.toJSON();
}

/** Ends this phone's subscription; its endpoint, for the server to forget, or null when there was none. */
export async function unsubscribePush(scope: string): Promise<string | null> {
  const subscription = await currentSubscription(scope);
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
