// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../test/renderWallet';
import { call } from './client';
import { readerParamsLoaded } from './server-message';

freshWalletPerTest();
// The params' renderers are a chunk of their own; a user's first answer comes long after it.
beforeAll(() => readerParamsLoaded);

const address = { countryCode: 'pe', slug: 'cafe-aurora', email: 'lucia@example.com' };
const codeSent = {
  s: 'ok',
  m: 'Le enviamos un código de 6 dígitos a lucia@example.com. Vence en 20 minutos.',
  code: 'wallet.codeSent',
  params: { email: 'lucia@example.com', minutes: 20 },
};

describe('an ok answer says its m in the reader language, from its code', () => {
  it('in Spanish, the text the server sent', async () => {
    fakeApi({ '/login/customer/send-code': { body: codeSent } });
    expect(await call('/login/customer/send-code', address)).toEqual(codeSent);
  });

  it('in English, with its params, the rest of the answer as it came', async () => {
    await setLanguage('en');
    fakeApi({ '/login/customer/sign-up': { body: { ...welcome, token: 'cus_nuevo' } } });
    expect(await call('/login/customer/sign-up', signUp)).toEqual({
      ...welcome,
      m: 'Welcome to Café Aurora!',
      token: 'cus_nuevo',
    });
  });

  it("falls back to the server's m for a code it does not know, or no code", async () => {
    await setLanguage('it');
    fakeApi({
      '/login/customer/send-code': {
        body: { s: 'ok', m: 'Texto nuevo.', code: 'wallet.newRule', params: {} },
      },
    });
    expect(await call('/login/customer/send-code', address)).toMatchObject({ m: 'Texto nuevo.' });
    fakeApi({ '/login/customer/send-code': { body: { s: 'ok', m: 'Sin código.' } } });
    expect(await call('/login/customer/send-code', address)).toEqual({ s: 'ok', m: 'Sin código.' });
  });

  it('shows the sign-in page where the code went in its language', async () => {
    await setLanguage('fr');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/login/customer/send-code': { body: codeSent },
    });
    renderWallet('/pe/cafe-aurora/signin');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'lucia@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Nous avons envoyé un code à 6 chiffres à lucia@example.com. Il expire dans 20 minutes.',
    );
  });
});

describe("a param of a kind travels raw and is said in the reader's language", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('groups the points a coupon gave as the reader language does', async () => {
    await setLanguage('fr');
    fakeApi({
      '/wallet/coupons/claim': {
        body: {
          s: 'ok',
          m: '¡Listo! Sumó 1,500 puntos con «Feria».',
          code: 'coupons.pointsClaimed',
          params: { points: 1500, batch: 'Feria' },
          points: 1500,
          reward: null,
          balance: 1500,
          batchName: 'Feria',
        },
      },
    });
    // French groups with a narrow no-break space.
    expect(await call('/wallet/coupons/claim', { code: 'ABCD-EFGH' })).toMatchObject({
      m: "C'est fait ! Vous avez gagné 1\u202f500 points avec « Feria ».",
      points: 1500,
    });
  });

  it("writes a coupon's last day in the reader language, never moved by the phone's time zone", async () => {
    // Honolulu is ten hours behind UTC: a day read as an instant there would be the day before.
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    await setLanguage('zh');
    fakeApi({
      '/wallet/coupons/claim': {
        status: 409,
        body: {
          s: 'not-ok',
          m: 'Este cupón venció el 09/03/2024.',
          code: 'coupons.expired',
          params: { date: '2024-03-09' },
          errorType: 'conflict',
        },
      },
    });
    await expect(call('/wallet/coupons/claim', { code: 'ABCD-EFGH' })).rejects.toThrow(
      '此优惠券已于 2024/03/09 过期。',
    );
  });
});

const welcome = {
  s: 'ok',
  m: '¡Bienvenido a Café Aurora!',
  code: 'wallet.welcome',
  params: { store: 'Café Aurora' },
};
const signUp = {
  countryCode: 'pe',
  slug: 'cafe-aurora',
  signUpTicket: 'ticket-1',
  firstName: 'Lucía',
  lastName: 'Rojas',
  mobile: '987654321',
  acceptTerms: true as const,
  marketingConsent: false,
  language: 'en' as const,
};
