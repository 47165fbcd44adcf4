// @vitest-environment jsdom
import type { StampCardView } from '@premia/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

function cardWith(stampCard: StampCardView | null) {
  fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/me': { body: { s: 'ok', card: { ...testCard, stampCard } } },
  });
  signedInAs('cus_sellos');
  return renderWallet('/pe/cafe-aurora/card');
}

const card = (stamps: number): StampCardView => ({
  stamps,
  perCard: 10,
  prize: 'Un café gratis',
  full: stamps >= 10,
  stampedToday: false,
});

describe('the stamp card on the wallet card', () => {
  it('shows M circles, N filled, and the prize', async () => {
    cardWith(card(3));
    const panel = await screen.findByTestId('stamp-card');
    expect(panel.querySelectorAll('.stamps__dot')).toHaveLength(10);
    expect(panel.querySelectorAll('.stamps__dot--on')).toHaveLength(3);
    expect(screen.getByTestId('stamp-count').textContent).toBe('3 de 10 sellos');
    expect(screen.getByText('Tarjeta llena: Un café gratis')).toBeTruthy();
    expect(screen.getByRole('img', { name: '3 de 10 sellos' })).toBeTruthy();
  });

  it('says a full card is to be shown at the counter, in the reader’s language', async () => {
    await setLanguage('en');
    cardWith(card(10));
    expect((await screen.findByTestId('stamp-count')).textContent).toBe('10 of 10 stamps');
    expect(screen.getByText('Card full! Show it at the counter to get: Un café gratis')).toBeTruthy();
    await setLanguage('es');
  });

  it('shows no stamp card where the store runs none', async () => {
    cardWith(null);
    expect((await screen.findByTestId('balance')).textContent).toBe('20 puntos');
    expect(screen.queryByTestId('stamp-card')).toBeNull();
  });
});
