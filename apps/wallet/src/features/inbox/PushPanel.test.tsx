// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const endpoint = 'https://fcm.googleapis.com/fcm/send/este-telefono';

/** The store and an empty inbox, as the inbox page reads them. */
const inboxAnswers = {
  '/general/store': { body: { s: 'ok', store: testStore } },
  '/wallet/notifications/unread-count': { body: { s: 'ok', unread: 0 } },
  '/wallet/notifications/list': { body: { s: 'ok', notifications: [], unread: 0 } },
} as const;

/** The server's key and its yes to a subscription. */
const pushAnswers = {
  '/wallet/push/key': { body: { s: 'ok', publicKey: P256DH } },
  '/wallet/push/subscribe': { body: { s: 'ok', consents: { inbox: true, push: true, mail: false } } },
} as const;

/** The browser's side of Web Push, as a phone that has not been asked yet has it. */
function fakeBrowserPush() {
  let subscription: { endpoint: string; toJSON(): object; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint,
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: P256DH, auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    return subscription;
  });
  const registration = {
    scope: '/pe/cafe-aurora',
    pushManager: { subscribe, getSubscription: async () => subscription },
  };
  const requestPermission = vi.fn(async () => {
    permission.value = 'granted';
    return 'granted';
  });
  const permission = { value: 'default' };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission.value;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { requestPermission, subscribe };
}

describe('notifications on this phone', () => {
  it('asks the browser only when the customer taps «Activar avisos», sends the subscription, and ends it', async () => {
    const browser = fakeBrowserPush();
    const calls = fakeApi({
      ...inboxAnswers,
      ...pushAnswers,
      '/wallet/push/unsubscribe': { body: { s: 'ok' } },
    });
    signedInAs('cus_push');
    renderWallet('/pe/cafe-aurora/inbox');

    const turnOn = await screen.findByRole('button', { name: 'Activar avisos' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(turnOn);
    expect(await screen.findByText('Este teléfono recibe los avisos.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.find((c) => c.path === '/wallet/push/subscribe')).toMatchObject({
      token: 'cus_push',
      body: { endpoint, keys: { p256dh: P256DH, auth: 'tBHItJI5svbpez7KI4CCXg' } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar avisos' }));
    expect(await screen.findByRole('button', { name: 'Activar avisos' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/wallet/push/unsubscribe')?.body).toEqual({ endpoint });
  });

  it("says in a sentence of ours when the phone's push service fails, and lets the customer try again", async () => {
    const browser = fakeBrowserPush();
    browser.subscribe.mockImplementationOnce(async () => {
      throw new DOMException('Registration failed - push service error', 'AbortError');
    });
    const calls = fakeApi({
      ...inboxAnswers,
      ...pushAnswers,
    });
    localStorage.setItem('premia.wallet.session:/pe/cafe-aurora', 'cus_push');
    renderWallet('/pe/cafe-aurora/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Activar avisos' }));
    expect(
      await screen.findByText('No se pudieron activar los avisos en este teléfono. Inténtelo de nuevo.'),
    ).toBeTruthy();
    expect(screen.queryByText(/push service error/)).toBeNull();
    expect(calls.some((c) => c.path === '/wallet/push/subscribe')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Activar avisos' }));
    expect(await screen.findByText('Este teléfono recibe los avisos.')).toBeTruthy();
    expect(screen.queryByText(/No se pudieron activar/)).toBeNull();
  });

  it('says notifications are blocked when the customer refuses the browser', async () => {
    const browser = fakeBrowserPush();
    browser.requestPermission.mockImplementation(async () => {
      vi.stubGlobal('Notification', { permission: 'denied', requestPermission: browser.requestPermission });
      return 'denied';
    });
    const calls = fakeApi({
      ...inboxAnswers,
    });
    signedInAs('cus_push');
    renderWallet('/pe/cafe-aurora/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Activar avisos' }));
    expect(await screen.findByText(/Los avisos están bloqueados en este navegador/)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/wallet/push/subscribe')).toBe(false);
  });
});
