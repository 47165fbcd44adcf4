import webpush from 'web-push';
import type { Config } from '../../../config.ts';
import type { VapidKeys } from './keys.ts';

/**
 * The push services browsers subscribe with (Chrome/Edge/Opera through FCM, Firefox, Windows, Safari):
 * the server posts only to these, over https, so a subscription cannot make it call anything else.
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];

/** Whether the server may post pushes to this endpoint: a known push service, or an origin the config adds. */
export function endpointAllowed(endpoint: string, config: Pick<Config, 'pushEndpointOrigins'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.pushEndpointOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICES.some((p) => p.test(url.hostname));
}

/** Who sends (VAPID's subject): the platform's https address, or its mail address. */
function vapidSubject(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return `mailto:${address}`;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string | null;
  image: string | null;
  /** The same notification shown twice on a device replaces itself (the service worker's tag). */
  tag: string;
}

export type PushOutcome = 'sent' | 'gone';

const PUSH_TIMEOUT_MS = 5_000;

/**
 * Encrypts (aes128gcm, RFC 8291) and signs (VAPID) one push with web-push, and posts it to the device's
 * push service. 404/410: the device unsubscribed ('gone'); any other failure throws.
 */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  keys: VapidKeys,
  config: Pick<Config, 'publicUrl' | 'mailFrom' | 'pushEndpointOrigins'>,
): Promise<PushOutcome> {
  if (!endpointAllowed(subscription.endpoint, config)) return 'gone';
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapidSubject(config), publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  // web-push's own sender speaks https only; fetch sends the same request to any allowed origin.
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
  return 'sent';
}
