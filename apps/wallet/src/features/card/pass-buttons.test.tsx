// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const APPLE = 'https://premia.example/passes/apple/P.1.2.ABC.AAAAAAAAAAAAAAAA';
const GOOGLE = 'https://pay.google.com/gp/v/save/eyJ.eyJ.sig';

function cardWithPasses(passes: { apple: string | null; google: string | null }, agent?: string) {
  if (agent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/me': { body: { s: 'ok', card: testCard } },
    '/wallet/passes': { body: { s: 'ok', ...passes } },
  });
  signedInAs('cus_pases');
  return renderWallet('/pe/cafe-aurora/card');
}

afterEach(() => vi.restoreAllMocks());

describe("the card in the phone's own wallet (issue 35 §3)", () => {
  it('offers both wallets, each opening the link the server gave', async () => {
    cardWithPasses({ apple: APPLE, google: GOOGLE });
    const apple = await screen.findByTestId('apple-wallet');
    expect(apple.textContent).toBe('Agregar a Apple Wallet');
    expect(apple.getAttribute('href')).toBe(APPLE);
    const google = screen.getByTestId('google-wallet');
    expect(google.textContent).toBe('Guardar en Google Wallet');
    expect(google.getAttribute('href')).toBe(GOOGLE);
    expect(screen.getByRole('navigation', { name: 'Tu tarjeta en el teléfono' })).toBeTruthy();
  });

  it("shows an iPhone only Apple's, an Android phone only Google's", async () => {
    cardWithPasses(
      { apple: APPLE, google: GOOGLE },
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    );
    await screen.findByTestId('apple-wallet');
    expect(screen.queryByTestId('google-wallet')).toBeNull();
  });

  it("shows an Android phone only Google's", async () => {
    cardWithPasses({ apple: APPLE, google: GOOGLE }, 'Mozilla/5.0 (Linux; Android 15; Pixel 9)');
    await screen.findByTestId('google-wallet');
    expect(screen.queryByTestId('apple-wallet')).toBeNull();
  });

  it('shows no button when the platform has no keys', async () => {
    cardWithPasses({ apple: null, google: null });
    await screen.findByTestId('balance');
    expect(screen.queryByTestId('apple-wallet')).toBeNull();
    expect(screen.queryByTestId('google-wallet')).toBeNull();
  });

  it("says them in the reader's language", async () => {
    await setLanguage('en');
    cardWithPasses({ apple: APPLE, google: GOOGLE });
    expect((await screen.findByTestId('apple-wallet')).textContent).toBe('Add to Apple Wallet');
    expect(screen.getByTestId('google-wallet').textContent).toBe('Save to Google Wallet');
    await setLanguage('es');
  });
});
