// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../i18n';
import { fakeApi, renderWallet, testStore } from '../../test/renderWallet';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await setLanguage('es');
  localStorage.clear();
  vi.unstubAllGlobals();
});

const card = {
  storeName: 'Café Aurora',
  customerName: 'Valeria Torres',
  clientCode: 'A3f',
  balance: 20,
  level: null,
  nextLevel: null,
};

describe('claiming a coupon', () => {
  it("opens from a coupon's QR with the code filled in; the points show on the card", async () => {
    let balance = 20;
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/coupons/claim': () => {
        balance += 50;
        return {
          body: {
            s: 'ok',
            m: '¡Listo! Sumó 50 puntos con «Volantes».',
            points: 50,
            balance,
            batchName: 'Volantes',
          },
        };
      },
      '/wallet/me': () => ({ body: { s: 'ok', card: { ...card, balance } } }),
    });
    localStorage.setItem('premia.wallet.session:/pe/cafe-aurora', 'cus_cupon');
    renderWallet('/pe/cafe-aurora/coupon?code=ABCD-EFGH-JKMN-PQ');

    const input = await screen.findByLabelText('Código del cupón');
    expect((input as HTMLInputElement).value).toBe('ABCD-EFGH-JKMN-PQ');
    fireEvent.click(screen.getByRole('button', { name: 'Canjear cupón' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '¡Listo! Sumó 50 puntos con «Volantes».',
    );
    expect(screen.getByText('Su saldo: 70 puntos.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/wallet/coupons/claim')).toMatchObject({
      body: { code: 'ABCD-EFGH-JKMN-PQ' },
      token: 'cus_cupon',
    });

    fireEvent.click(screen.getByRole('link', { name: 'Ver mi tarjeta' }));
    expect((await screen.findByTestId('balance')).textContent).toBe('70 puntos');
  });

  it("says a reward's code gave the reward, to collect at the counter", async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/coupons/claim': {
        body: {
          s: 'ok',
          m: '¡Listo! Canjeó «Café americano» con «Café gratis». Pídalo en caja.',
          points: 0,
          reward: { id: 4, name: 'Café americano' },
          balance: 20,
          batchName: 'Café gratis',
        },
      },
    });
    localStorage.setItem('premia.wallet.session:/pe/cafe-aurora', 'cus_cupon');
    renderWallet('/pe/cafe-aurora/coupon?code=CAFE2030');
    fireEvent.click(await screen.findByRole('button', { name: 'Canjear cupón' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '¡Listo! Canjeó «Café americano» con «Café gratis». Pídalo en caja: el negocio ya ve el canje.',
    );
    expect(screen.getByText('Su saldo: 20 puntos.')).toBeTruthy();
  });

  it("shows the server's refusal in the reader's language", async () => {
    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/coupons/claim': {
        status: 409,
        body: {
          s: 'not-ok',
          m: 'Este cupón ya fue canjeado.',
          code: 'coupons.alreadyClaimed',
          params: {},
          errorType: 'conflict',
        },
      },
    });
    localStorage.setItem('premia.wallet.session:/pe/cafe-aurora', 'cus_cupon');
    renderWallet('/pe/cafe-aurora/coupon');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'ABCD1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon has already been claimed.');
  });

  it('asks a visitor to sign in first and brings them back to the same code', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/login/customer/send-code': { body: { s: 'ok', m: 'Le enviamos un código.' } },
      '/login/customer/verify-code': { body: { s: 'ok', token: 'cus_qr', signUpTicket: null } },
      '/wallet/profile': {
        body: {
          s: 'ok',
          profile: {
            firstName: 'Mario',
            lastName: 'Rojas',
            email: 'mario@example.com',
            mobile: null,
            birthday: null,
            marketingConsent: false,
            language: 'es',
          },
        },
      },
    });
    renderWallet('/pe/cafe-aurora/coupon?code=QR1234');
    fireEvent.click(await screen.findByRole('link', { name: 'Entrar o registrarme' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'mario@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    fireEvent.change(await screen.findByLabelText('Código de 6 dígitos'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(((await screen.findByLabelText('Código del cupón')) as HTMLInputElement).value).toBe('QR1234');
    expect(window.location.pathname + window.location.search).toBe('/pe/cafe-aurora/coupon?code=QR1234');
  });
});
