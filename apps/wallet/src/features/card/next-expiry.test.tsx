// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

function cardWith(nextExpiry: { points: number; date: string } | null) {
  fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/me': { body: { s: 'ok', card: { ...testCard, balance: 150, nextExpiry } } },
  });
  signedInAs('cus_vence');
  return renderWallet('/pe/cafe-aurora/card');
}

describe('the points that expire next, on the card', () => {
  it('says how many points expire and on which day: «120 puntos vencen el 31/01/2027»', async () => {
    cardWith({ points: 120, date: '2027-01-31' });
    expect((await screen.findByTestId('next-expiry')).textContent).toBe('120 puntos vencen el 31/01/2027');
  });

  it("says it in the reader's language", async () => {
    await setLanguage('en');
    cardWith({ points: 1, date: '2027-01-31' });
    expect((await screen.findByTestId('next-expiry')).textContent).toMatch(/^1 point expires on .*2027/);
    await setLanguage('es');
  });

  it('says nothing when the store’s points never expire', async () => {
    cardWith(null);
    expect((await screen.findByTestId('balance')).textContent).toBe('150 puntos');
    expect(screen.queryByTestId('next-expiry')).toBeNull();
  });
});
