// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readerParamsLoaded } from '../../api/server-message';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const notifications = [
  {
    id: 7,
    title: 'Doble puntos este sábado',
    description: 'Todas sus compras del sábado suman el doble.',
    image: null,
    buttonText: 'Ver más',
    buttonLink: 'https://premia.example/oferta',
    from: 'store',
    // 02:30 UTC: still the 14th in Lima (the store's zone), whatever the browser's.
    sentAt: '2030-01-15T02:30:00.000Z',
    read: false,
  },
  {
    id: 3,
    title: 'Bienvenida a Premia',
    description: 'Sume puntos en sus negocios favoritos.',
    image: null,
    buttonText: null,
    buttonLink: null,
    from: 'platform',
    sentAt: '2030-01-10T15:00:00.000Z',
    read: true,
  },
];

function inboxApi() {
  return fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/notifications/unread-count': { body: { s: 'ok', unread: 1 } },
    '/wallet/notifications/list': { body: { s: 'ok', notifications, unread: 1 } },
    '/wallet/notifications/mark-read': { body: { s: 'ok', unread: 0 } },
  });
}

describe("the wallet's inbox", () => {
  it("lists the customer's notifications with the store's dates, the unread count on the nav, and marks one read", async () => {
    const calls = inboxApi();
    signedInAs('cus_inbox');
    renderWallet('/pe/cafe-aurora/inbox');

    const list = await screen.findByRole('list', { name: 'Sus avisos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Doble puntos este sábado');
    expect(items[0]!.textContent).toContain('14/01/2030, 21:30');
    expect(items[0]!.textContent).toContain('Sin leer:');
    expect(items[1]!.textContent).toContain('de Premia');
    expect(within(items[0]!).getByRole('link', { name: 'Ver más' }).getAttribute('href')).toBe(
      'https://premia.example/oferta',
    );
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByText('1 aviso sin leer')).toBeTruthy();

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Marcar como leído' }));
    await vi.waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(calls.find((c) => c.path === '/wallet/notifications/mark-read')).toMatchObject({
      body: { notificationIds: [7] },
      token: 'cus_inbox',
    });
    expect(within(list).queryByRole('button', { name: 'Marcar como leído' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar todos como leídos' })).toBeNull();
  });

  it("says a points expiry notice Premia wrote in the reader's language, with the day as they write it", async () => {
    await readerParamsLoaded;
    await setLanguage('en');
    const notice = {
      id: 9,
      title: 'Sus puntos vencen pronto',
      description: '120 puntos vencen el 31/01/2027.',
      image: null,
      buttonText: null,
      buttonLink: null,
      from: 'store',
      sentAt: '2027-01-01T13:00:00.000Z',
      read: false,
      titleCode: 'notifications.expiryTitle',
      descriptionCode: 'notifications.expiryBody',
      textParams: { points: 120, date: '2027-01-31' },
    };
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/notifications/unread-count': { body: { s: 'ok', unread: 1 } },
      '/wallet/notifications/list': { body: { s: 'ok', notifications: [notice], unread: 1 } },
    });
    signedInAs('cus_inbox');
    renderWallet('/pe/cafe-aurora/inbox');
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toContain('Your points expire soon');
    expect(within(list).getByText('120 points expire on 31/01/2027.')).toBeTruthy();
  });

  it('says so when the inbox is empty, in English too', async () => {
    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/notifications/unread-count': { body: { s: 'ok', unread: 0 } },
      '/wallet/notifications/list': { body: { s: 'ok', notifications: [], unread: 0 } },
    });
    signedInAs('cus_inbox');
    renderWallet('/pe/cafe-aurora/inbox');
    expect(
      await screen.findByText(
        'No notifications yet. The offers and news the store sends you will show here.',
      ),
    ).toBeTruthy();
    // The inbox is on «More»: the bar's «More» is lit.
    expect(screen.getByRole('link', { name: 'More' }).className).toContain('active');
    // jsdom has no Push API: the page says so instead of offering a button that cannot work.
    expect(
      screen.getByText('This browser cannot receive notifications. You will still see them in the Inbox.'),
    ).toBeTruthy();
  });
});
