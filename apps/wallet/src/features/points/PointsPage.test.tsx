// @vitest-environment jsdom
import type { LedgerEntry } from '@premia/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

const entry = (values: Partial<LedgerEntry> & Pick<LedgerEntry, 'id' | 'kind' | 'points'>): LedgerEntry => ({
  customerId: 7,
  customerName: 'Valeria Torres',
  clientCode: 'A3f',
  amount: null,
  ticketNumber: null,
  duplicateTicket: false,
  reason: null,
  reasonCode: null,
  reasonParams: null,
  reward: null,
  employee: null,
  location: null,
  till: null,
  reversesEntryId: null,
  reversedByEntryId: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...values,
});

/** A statement with the texts the API writes, as it sends them: Spanish words, and their code and params. */
const statement = {
  s: 'ok',
  balance: 45,
  total: 3,
  entries: [
    entry({
      id: 3,
      kind: 'coupon',
      points: 5,
      reason: 'Cupón «Feria»',
      reasonCode: 'ledger.coupon',
      reasonParams: { batch: 'Feria' },
    }),
    entry({
      id: 2,
      kind: 'purchase',
      points: 20,
      amount: 20,
      reason: 'Pedido #2 · Compra en la tienda online',
      reasonCode: 'ledger.onlineOrder',
      reasonParams: { orderId: 2 },
    }),
    entry({
      id: 1,
      kind: 'welcome',
      points: 20,
      reason: 'Puntos de bienvenida',
      reasonCode: 'ledger.welcome',
      reasonParams: {},
    }),
  ],
};

function showStatement() {
  fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/points': { body: statement },
  });
  signedInAs('cus_movimientos');
  renderWallet('/pe/cafe-aurora/points');
}

const linesOf = async () =>
  within(await screen.findByTestId('statement'))
    .getAllByRole('listitem')
    .map((line) => line.querySelector('strong')?.textContent);

freshWalletPerTest();

describe("the wallet's statement says what the API wrote in the reader's language", () => {
  it('in Spanish, the words the API sent', async () => {
    showStatement();
    expect(await linesOf()).toEqual([
      'Cupón QR · Cupón «Feria»',
      'Compra · Pedido #2 · Compra en la tienda online',
      'Bienvenida · Puntos de bienvenida',
    ]);
  });

  it('in English, with no Spanish word left', async () => {
    await setLanguage('en');
    showStatement();
    const lines = await linesOf();
    expect(lines).toEqual([
      'QR coupon · Coupon «Feria»',
      'Purchase · Order #2 · Online shop purchase',
      'Welcome · Welcome points',
    ]);
    expect(lines.join(' ')).not.toMatch(/Pedido|Compra|Cupón|bienvenida/);
  });

  it('in French, with no Spanish word left', async () => {
    await setLanguage('fr');
    showStatement();
    const lines = await linesOf();
    expect(lines).toEqual([
      'Coupon QR · Coupon « Feria »',
      'Achat · Commande n° 2 · Achat sur la boutique en ligne',
      'Bienvenue · Points de bienvenue',
    ]);
    expect(lines.join(' ')).not.toMatch(/Pedido|Compra|Cupón|bienvenida/);
  });
});
