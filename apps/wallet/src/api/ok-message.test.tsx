// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../test/renderWallet';
import { call } from './client';

freshWalletPerTest();

const address = { countryCode: 'pe', slug: 'cafe-aurora', email: 'lucia@example.com' };
const codeSent = {
  s: 'ok',
  m: 'Le enviamos un código de 6 dígitos a lucia@example.com. Vence en 10 minutos.',
  code: 'wallet.codeSent',
  params: { email: 'lucia@example.com', minutes: 10 },
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
      'Nous avons envoyé un code à 6 chiffres à lucia@example.com. Il expire dans 10 minutes.',
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
