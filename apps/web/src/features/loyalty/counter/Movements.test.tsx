// @vitest-environment jsdom
import type { LedgerEntry } from '@premia/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, setLanguage } from '../../../i18n';
import { fakeApi } from '../../../test/fakeApi';
import { browserStandIns, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { Movements } from './Movements';

const purchase: LedgerEntry = {
  id: 9,
  customerId: 7,
  customerName: 'Ana Pérez',
  clientCode: 'A1B2',
  kind: 'purchase',
  points: 12500,
  amount: 12500.5,
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
  // 20:10 UTC: 15:10 in Lima (the store), 21:10 in Madrid (the browser).
  createdAt: '2026-11-05T20:10:00.000Z',
};

/** The texts the API writes, as it sends them: their Spanish words, and their code and params. */
const written: LedgerEntry[] = [
  {
    ...purchase,
    id: 11,
    kind: 'coupon',
    points: 5,
    amount: null,
    reason: 'Cupón «Feria»',
    reasonCode: 'ledger.coupon',
    reasonParams: { batch: 'Feria' },
  },
  {
    ...purchase,
    id: 10,
    points: 20,
    reason: 'Pedido #2 · Compra en la tienda online',
    reasonCode: 'ledger.onlineOrder',
    reasonParams: { orderId: 2 },
  },
  {
    ...purchase,
    id: 9,
    kind: 'welcome',
    points: 20,
    amount: null,
    reason: 'Puntos de bienvenida',
    reasonCode: 'ledger.welcome',
    reasonParams: {},
  },
];

function server(entries: LedgerEntry[] = [purchase]) {
  return fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: storeFixture(),
      generalConfiguration: undefined as never,
    }),
    '/client/customer/points': () => ({ s: 'ok', balance: 12500, total: entries.length, entries }),
  });
}

describe("the counter's last movements", () => {
  const browserZone = process.env.TZ;
  beforeAll(async () => {
    process.env.TZ = 'Europe/Madrid';
    await initI18n();
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });
  beforeEach(browserStandIns);
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setLanguage('es', { persist: false });
  });

  it('shows a movement at the store’s time, not the browser’s, with the points grouped in Spanish', async () => {
    server();
    renderWithApp(<Movements customerId={7} />);
    expect(await screen.findByText(/05\/11\/2026, 15:10/)).toBeTruthy();
    expect(screen.queryByText(/21:10/)).toBeNull();
    expect(screen.getByText('+12.500')).toBeTruthy();
  });

  it('groups the points the English way for an English reader', async () => {
    await setLanguage('en', { persist: false });
    expect(i18n.language).toBe('en');
    server();
    renderWithApp(<Movements customerId={7} />);
    expect(await screen.findByText('+12,500')).toBeTruthy();
    expect(await screen.findByText(/05\/11\/2026, 15:10/)).toBeTruthy();
  });

  const linesOf = async () =>
    within(await screen.findByTestId('movements'))
      .getAllByRole('listitem')
      .map((line) => line.querySelector('.counter-moves__text > span')?.textContent);

  it('says the texts the API wrote in English, with no Spanish word left', async () => {
    await setLanguage('en', { persist: false });
    server(written);
    renderWithApp(<Movements customerId={7} />);
    await screen.findByText(/Welcome points/);
    const lines = await linesOf();
    expect(lines).toEqual([
      'QR coupon · Coupon «Feria»',
      'Purchase · Order #2 · Online shop purchase',
      'Welcome · Welcome points',
    ]);
    expect(lines.join(' ')).not.toMatch(/Pedido|Compra|Cupón|bienvenida/);
  });

  it('says them in French, with no Spanish word left', async () => {
    await setLanguage('fr', { persist: false });
    server(written);
    renderWithApp(<Movements customerId={7} />);
    await screen.findByText(/Points de bienvenue/);
    const lines = await linesOf();
    expect(lines).toEqual([
      'Coupon QR · Coupon « Feria »',
      'Achat · Commande n° 2 · Achat sur la boutique en ligne',
      'Bienvenue · Points de bienvenue',
    ]);
    expect(lines.join(' ')).not.toMatch(/Pedido|Compra|Cupón|bienvenida/);
  });
});
