// @vitest-environment jsdom
import type { LedgerEntry } from '@premia/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, setLanguage } from '../../i18n';
import { fakeApi } from '../../test/fakeApi';
import { browserStandIns, renderWithApp } from '../../test/renderWithApp';
import { storeFixture } from '../../test/storeFixture';
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
  reversesEntryId: null,
  reversedByEntryId: null,
  // 20:10 UTC: 15:10 in Lima (the store), 21:10 in Madrid (the browser).
  createdAt: '2026-11-05T20:10:00.000Z',
};

function server() {
  return fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: storeFixture(),
      generalConfiguration: undefined as never,
    }),
    '/client/customer/points': () => ({ s: 'ok', balance: 12500, total: 1, entries: [purchase] }),
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
});
