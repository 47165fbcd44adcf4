import { describe, expect, it, vi } from 'vitest';
import { openInbox, readPush, showPush } from './push';

const pushData = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });

describe("the service worker's push", () => {
  it('shows the notification the server sent, tagged so a repeat replaces it, opening the inbox', async () => {
    const showNotification = vi.fn(async () => {});
    const registration = {
      // As the wallet registers it: the store's address, no slash at the end.
      scope: 'https://premia.example/pe/cafe-aurora',
      showNotification,
    } as unknown as ServiceWorkerRegistration;
    await showPush(
      registration,
      readPush(
        pushData({
          title: 'Doble puntos este sábado',
          body: 'Todas sus compras suman el doble.',
          url: null,
          image: 'https://premia.example/uploads/n.png',
          tag: 'premia-notification-7',
        }),
      ),
    );
    expect(showNotification).toHaveBeenCalledWith('Doble puntos este sábado', {
      body: 'Todas sus compras suman el doble.',
      tag: 'premia-notification-7',
      icon: '/w/icon-192.png',
      badge: '/w/icon-192.png',
      image: 'https://premia.example/uploads/n.png',
      data: { url: 'https://premia.example/pe/cafe-aurora/inbox' },
    });
  });

  it('still shows something for a push that is not JSON', () => {
    const message = readPush({
      json: () => {
        throw new SyntaxError('not JSON');
      },
      text: () => 'Hola',
    });
    expect(message).toEqual({
      title: 'Premia',
      body: 'Hola',
      url: null,
      image: null,
      tag: 'premia-notification',
    });
  });

  it('a tap brings an open wallet window of the store to the inbox, or opens one', async () => {
    const target = 'https://premia.example/pe/cafe-aurora/inbox';
    const focus = vi.fn(async () => {});
    const navigate = vi.fn(async () => {});
    const openWindow = vi.fn(async () => null);
    await openInbox(
      {
        windows: async () => [
          { url: 'https://premia.example/pe/cafe-aurora-bis/card', focus: vi.fn(), navigate: vi.fn() },
          { url: 'https://premia.example/pe/cafe-aurora/card', focus, navigate },
        ],
        openWindow,
      },
      target,
    );
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(target);
    expect(openWindow).not.toHaveBeenCalled();

    await openInbox({ windows: async () => [], openWindow }, target);
    expect(openWindow).toHaveBeenCalledWith(target);
  });
});
