/**
 * The service worker's notifications: a push from the server (notifications/push-sender.ts's
 * PushMessage) is shown at once (the same tag replaces a repeat), and a tap on it opens the wallet's
 * inbox of the store whose service worker it is (its scope is the store's address), focusing a wallet
 * window already open. Plain functions of what the worker has, so a unit test drives them.
 */

export interface PushMessage {
  title: string;
  body: string;
  url: string | null;
  image: string | null;
  tag: string;
}

/** The push's data as the server sends it; anything else still shows something rather than nothing. */
export function readPush(data: { json(): unknown; text(): string } | null): PushMessage {
  let value: Partial<PushMessage> = {};
  try {
    value = (data?.json() ?? {}) as Partial<PushMessage>;
  } catch {
    value = { body: data?.text() ?? '' };
  }
  return {
    title: typeof value.title === 'string' && value.title ? value.title : 'Premia',
    body: typeof value.body === 'string' ? value.body : '',
    url: typeof value.url === 'string' ? value.url : null,
    image: typeof value.image === 'string' ? value.image : null,
    tag: typeof value.tag === 'string' && value.tag ? value.tag : 'premia-notification',
  };
}

/** Where a tap on a notification goes: the inbox of the worker's store (its scope is the store's address). */
export const inboxOf = (scope: string) => `${scope.replace(/\/$/, '')}/inbox`;

export function showPush(registration: ServiceWorkerRegistration, message: PushMessage): Promise<void> {
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/w/icon-192.png',
    badge: '/w/icon-192.png',
    data: { url: inboxOf(registration.scope) },
    ...(message.image ? { image: message.image } : {}),
  } as NotificationOptions);
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** Opens the inbox: a window of this wallet already open is brought forward on it, else a new one. */
export async function openInbox(
  clients: { windows(): Promise<readonly WindowLike[]>; openWindow(url: string): Promise<unknown> },
  target: string,
): Promise<void> {
  const store = target.slice(0, target.lastIndexOf('/'));
  const windows = await clients.windows();
  const open = windows.find((w) => w.url === store || w.url.startsWith(`${store}/`));
  if (open) {
    await open.focus();
    if (open.url !== target && open.navigate) await open.navigate(target);
    return;
  }
  await clients.openWindow(target);
}
