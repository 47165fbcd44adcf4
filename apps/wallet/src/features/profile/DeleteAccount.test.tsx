// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../api/session';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testProfile, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const deleted = {
  s: 'ok',
  m: 'Se eliminó su cuenta. Sus datos personales se borraron.',
  code: 'wallet.accountDeleted',
};

describe('deleting the account', () => {
  it("ends on the store's page, which says the account was deleted, once", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/profile': { body: { s: 'ok', profile: testProfile } },
      '/wallet/delete-account': { body: deleted },
    });
    signedInAs('cus_borrar');
    renderWallet('/pe/cafe-aurora/profile');

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Se eliminó su cuenta. Sus datos personales se borraron.',
    );
    expect(window.location.pathname).toBe('/pe/cafe-aurora');
    expect(calls.filter((c) => c.path === '/wallet/delete-account')).toHaveLength(1);
    expect(getToken({ countryCode: 'pe', slug: 'cafe-aurora' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Perfil' })).toBeNull();
  });

  it("says it in the reader's language", async () => {
    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/profile': { body: { s: 'ok', profile: { ...testProfile, language: 'en' } } },
      '/wallet/delete-account': { body: deleted },
    });
    signedInAs('cus_borrar_en');
    renderWallet('/pe/cafe-aurora/profile');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe('Your account was deleted. Your personal data was erased.');
  });
});
