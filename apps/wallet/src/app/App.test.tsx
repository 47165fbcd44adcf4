// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '../features/card/qr-svg';
import { setLanguage } from '../i18n';
import {
  fakeApi,
  freshWalletPerTest,
  renderWallet,
  testCard,
  testProfile,
  testStore,
} from '../test/renderWallet';
import { knownCustomerSignIn, signedInAs, signInByCode } from '../test/signIn';

const card = { ...testCard, nextLevel: { name: 'Plata', pointsLeft: 130 } };
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const signedQr = {
  qr: 'C.3F.TA3B2K.ABCDEFGHIJKLMNOP',
  expiresAt: inMinutes(2),
  offlineQr: 'C.3F.TA9ZZZ.QRSTUVWXYZ234567',
  offlineExpiresAt: inMinutes(480),
};
const imageOf = (text: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(text))}`;

freshWalletPerTest();

describe('the wallet', () => {
  it('signs a new customer up by the mailed code and opens their card', async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/login/customer/send-code': {
        body: { s: 'ok', m: 'Le enviamos un código de 6 dígitos a lucia@example.com. Vence en 20 minutos.' },
      },
      '/login/customer/verify-code': { body: { s: 'ok', token: null, signUpTicket: 'ticket-1' } },
      '/login/customer/sign-up': { body: { s: 'ok', m: '¡Bienvenido a Café Aurora!', token: 'cus_nuevo' } },
      '/wallet/me': { body: { s: 'ok', card } },
      '/wallet/qr': { body: { s: 'ok', ...signedQr } },
    });
    renderWallet('/pe/cafe-aurora/signin');

    // Each step's first field has the focus: the phone's keyboard is up without a tap.
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Le enviamos un código de 6 dígitos a lucia@example.com. Vence en 20 minutos.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Código de 6 dígitos')));
    expect(screen.getByLabelText('Código de 6 dígitos').getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const firstName = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '987654321' } });
    fireEvent.click(screen.getByLabelText(/Acepto los términos/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));

    expect(await screen.findByTestId('client-code')).toHaveProperty('textContent', 'A3f');
    expect(screen.getByTestId('balance').textContent).toBe('20 puntos');
    expect(screen.getByText('Le faltan 130 puntos para el nivel Plata.')).toBeTruthy();
    // The QR is the signed, short-lived one the server gave, never the client code itself.
    expect(
      (await screen.findByRole('img', { name: 'Código QR de su tarjeta: A3f' })).getAttribute('src'),
    ).toBe(imageOf(signedQr.qr));
    expect(calls.find((c) => c.path === '/login/customer/verify-code')?.body).toEqual({
      countryCode: 'pe',
      slug: 'cafe-aurora',
      email: 'lucia@example.com',
      code: '123456',
    });
    expect(calls.find((c) => c.path === '/login/customer/sign-up')?.body).toMatchObject({
      signUpTicket: 'ticket-1',
      acceptTerms: true,
      marketingConsent: false,
      birthday: null,
      language: 'es',
    });
    expect(calls.find((c) => c.path === '/wallet/me')?.token).toBe('cus_nuevo');
  });

  it("shows a refused code in the reader's language", async () => {
    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/login/customer/send-code': { body: { s: 'ok', m: 'Le enviamos un código.' } },
      '/login/customer/verify-code': {
        status: 400,
        body: {
          s: 'not-ok',
          m: 'El código no es correcto o ya venció. Revíselo o pida uno nuevo.',
          code: 'wallet.codeWrong',
          params: {},
          errorType: 'validation',
        },
      },
    });
    renderWallet('/pe/cafe-aurora/signin');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not correct or has expired. Check it or ask for a new one.',
    );
  });

  it('opens the card it showed last time without a connection', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/me': { body: { s: 'ok', card } },
    });
    signedInAs('cus_guardado');
    const first = renderWallet('/pe/cafe-aurora/card');
    expect((await screen.findByTestId('balance')).textContent).toBe('20 puntos');
    first.unmount();

    fakeApi({ '/general/store': 'offline', '/wallet/me': 'offline' });
    renderWallet('/pe/cafe-aurora/card');
    expect((await screen.findByTestId('client-code')).textContent).toBe('A3f');
    expect(screen.getByTestId('balance').textContent).toBe('20 puntos');
    expect(screen.getByRole('banner').textContent).toContain('Café Aurora');
  });

  it("shows offline the QR kept for it once the shown one expired, and none after the kept one's hours", async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/me': { body: { s: 'ok', card } },
      '/wallet/qr': { body: { s: 'ok', ...signedQr, expiresAt: inMinutes(-1) } },
    });
    signedInAs('cus_guardado');
    const first = renderWallet('/pe/cafe-aurora/card');
    const qr = await screen.findByRole('img', { name: 'Código QR de su tarjeta: A3f' });
    expect(qr.getAttribute('src')).toBe(imageOf(signedQr.offlineQr));
    first.unmount();

    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/me': { body: { s: 'ok', card } },
      '/wallet/qr': {
        body: { s: 'ok', ...signedQr, expiresAt: inMinutes(-500), offlineExpiresAt: inMinutes(-1) },
      },
    });
    renderWallet('/pe/cafe-aurora/card');
    expect(await screen.findByText(/Conéctese a internet para mostrar su código QR/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Código QR de su tarjeta: A3f' })).toBeNull();
  });

  it('sends a visitor of a page for customers to sign in, and says when the address has no store', async () => {
    fakeApi({
      '/general/store': (body: { slug: string }) =>
        body.slug === 'cafe-aurora'
          ? { body: { s: 'ok', store: testStore } }
          : {
              status: 404,
              body: {
                s: 'not-ok',
                m: 'No encontramos este negocio, o ya no está activo.',
                code: 'wallet.storeNotFound',
                errorType: 'not-found',
              },
            },
    });
    renderWallet('/pe/cafe-aurora/points');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pe/cafe-aurora/signin');
    cleanup();

    renderWallet('/pe/cerrado');
    expect(await screen.findByRole('heading', { name: 'Negocio no encontrado' })).toBeTruthy();
    expect(screen.getByText('No encontramos este negocio, o ya no está activo.')).toBeTruthy();
  });

  it("signs out to the store's page; the card then asks to sign in again", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/profile': { body: { s: 'ok', profile: testProfile } },
      '/wallet/logout': { body: { s: 'ok' } },
    });
    signedInAs('cus_salir');
    renderWallet('/pe/cafe-aurora/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('link', { name: 'Entrar o registrarme' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pe/cafe-aurora');
    expect(calls.find((c) => c.path === '/wallet/logout')?.token).toBe('cus_salir');
    expect(localStorage.getItem('premia.wallet.session:/pe/cafe-aurora')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Mi tarjeta' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pe/cafe-aurora/signin');
  });

  it('signs in a customer the store knows, in the language of their profile', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      ...knownCustomerSignIn('cus_conocido', { language: 'en' }),
      '/wallet/me': { body: { s: 'ok', card: { ...card, customerName: 'Mario Rojas' } } },
    });
    renderWallet('/pe/cafe-aurora/signin');
    await signInByCode('mario@example.com');
    expect(await screen.findByRole('heading', { name: 'Mario Rojas' })).toBeTruthy();
    expect(await screen.findByText('Your balance')).toBeTruthy();
  });

  it('keeps five entries in the bottom bar and lists every other page on «Más», which stays lit on them', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: { ...testStore, shopOpen: true } } },
      '/wallet/notifications/unread-count': { body: { s: 'ok', unread: 2 } },
    });
    signedInAs('cus_mas');
    renderWallet('/pe/cafe-aurora/more');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones' }));
    // «Más» carries the inbox's unread count.
    expect(await nav.findByText('2 avisos sin leer')).toBeTruthy();
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Inicio',
      'Mi tarjeta',
      'Mis puntos',
      'Premios',
      '22 avisos sin leerMás',
    ]);
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Más' })).toBeTruthy();
    expect(main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['22 avisos sin leerAvisos', '/pe/cafe-aurora/inbox'],
      ['Tienda', '/pe/cafe-aurora/shop'],
      ['Mis pedidos', '/pe/cafe-aurora/orders'],
      ['Canjear cupón', '/pe/cafe-aurora/coupon'],
      ['Mi reseña', '/pe/cafe-aurora/review'],
      ['Invitar', '/pe/cafe-aurora/invite'],
      ['Perfil', '/pe/cafe-aurora/profile'],
    ]);
    fireEvent.click(main.getByRole('link', { name: 'Perfil' }));
    expect(await screen.findByRole('heading', { name: 'Mis datos' })).toBeTruthy();
    expect(nav.getByRole('link', { name: /Más/ }).className).toContain('active');
    expect(nav.getByRole('link', { name: 'Premios' }).className).not.toContain('active');
  });
});
