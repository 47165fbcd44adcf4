import type { WalletPath, WalletProfile } from '@premia/contract';
import { fireEvent, screen } from '@testing-library/react';
import { setToken } from '../api/session';
import { type Answer, testProfile, testStore } from './renderWallet';

/** A customer signed in to testStore before the page opens: their session token is on the phone. */
export function signedInAs(token: string) {
  setToken({ countryCode: testStore.countryCode, slug: testStore.slug }, token);
}

/**
 * The API's answers (for fakeApi) when a customer the store knows signs in by the mailed code: the code
 * is sent, the code gives `token`, and their profile (testProfile with `profile`) sets the language.
 */
export function knownCustomerSignIn(
  token: string,
  profile: Partial<WalletProfile> = {},
): Partial<Record<WalletPath, Answer>> {
  return {
    '/login/customer/send-code': { body: { s: 'ok', m: 'Le enviamos un código.' } },
    '/login/customer/verify-code': { body: { s: 'ok', token, signUpTicket: null } },
    '/wallet/profile': { body: { s: 'ok', profile: { ...testProfile, ...profile } } },
  };
}

/** Signs in on the sign-in page shown, as a customer does: the email, «Enviar código», the mailed code, «Entrar». */
export async function signInByCode(email: string, code = '654321') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  fireEvent.change(await screen.findByLabelText('Código de 6 dígitos'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}
