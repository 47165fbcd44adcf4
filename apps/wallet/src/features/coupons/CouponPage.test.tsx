// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { knownCustomerSignIn, signedInAs, signInByCode } from '../../test/signIn';

freshWalletPerTest();

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
      '/wallet/me': () => ({ body: { s: 'ok', card: { ...testCard, balance } } }),
    });
    signedInAs('cus_cupon');
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
    signedInAs('cus_cupon');
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
    signedInAs('cus_cupon');
    renderWallet('/pe/cafe-aurora/coupon');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'ABCD1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon has already been claimed.');
  });

  it('asks a visitor to sign in first and brings them back to the same code', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      ...knownCustomerSignIn('cus_qr'),
    });
    renderWallet('/pe/cafe-aurora/coupon?code=QR1234');
    fireEvent.click(await screen.findByRole('link', { name: 'Entrar o registrarme' }));
    await signInByCode('mario@example.com');
    expect(((await screen.findByLabelText('Código del cupón')) as HTMLInputElement).value).toBe('QR1234');
    expect(window.location.pathname + window.location.search).toBe('/pe/cafe-aurora/coupon?code=QR1234');
  });

  it('lists the coupons the store gave the customer; «Usar este cupón» puts the code in the form', async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/coupons/mine': {
        body: {
          s: 'ok',
          coupons: [
            {
              code: 'ABCDEFGHJKMNPQ',
              batchName: 'Café gratis',
              points: 50,
              reward: null,
              expiresOn: '2099-12-31',
            },
          ],
        },
      },
      '/wallet/coupons/claim': {
        body: {
          s: 'ok',
          m: '¡Listo! Sumó 50 puntos con «Café gratis».',
          points: 50,
          balance: 50,
          batchName: 'Café gratis',
        },
      },
    });
    signedInAs('cus_regalo');
    renderWallet('/pe/cafe-aurora/coupon');
    const given = await screen.findByTestId('given-coupon');
    expect(given.textContent).toContain('Café gratis');
    expect(given.textContent).toContain('50 puntos');
    expect(given.textContent).toContain('ABCD-EFGH-JKMN-PQ');
    fireEvent.click(screen.getByRole('button', { name: 'Usar este cupón' }));
    expect(((await screen.findByLabelText('Código del cupón')) as HTMLInputElement).value).toBe(
      'ABCD-EFGH-JKMN-PQ',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Canjear cupón' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '¡Listo! Sumó 50 puntos con «Café gratis».',
    );
    expect(calls.find((c) => c.path === '/wallet/coupons/claim')).toMatchObject({
      body: { code: 'ABCD-EFGH-JKMN-PQ' },
    });
  });
});
