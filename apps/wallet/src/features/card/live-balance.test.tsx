// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVERY_MS } from '../../api/queries';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();
afterEach(() => {
  vi.useRealTimers();
});

/** The API as the counter changes it: `balance.now` is what /wallet/me and /wallet/rewards answer. */
function storeWithBalance(balance: { now: number }) {
  return fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/me': () => ({ body: { s: 'ok', card: { ...testCard, balance: balance.now } } }),
    '/wallet/rewards': () => ({
      body: {
        s: 'ok',
        balance: balance.now,
        requestReward: false,
        rewardRequestInfo: null,
        qrReward: false,
        rewards: [
          {
            id: 1,
            name: 'Torta de chocolate',
            pointsCost: 50,
            missingPoints: Math.max(0, 50 - balance.now),
            description: null,
            image: null,
            soldOut: false,
            qr: null,
            pendingRequestId: null,
          },
        ],
      },
    }),
    '/wallet/reward-requests': { body: { s: 'ok', requests: [] } },
  });
}

describe('the balance the customer sees stays current', () => {
  it('shows points the cashier added while the card is open, within the live interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const balance = { now: 75 };
    storeWithBalance(balance);
    signedInAs('cus_vivo');
    renderWallet('/pe/cafe-aurora/card');
    expect((await screen.findByTestId('balance')).textContent).toBe('75 puntos');

    balance.now = 87;
    await vi.advanceTimersByTimeAsync(LIVE_EVERY_MS);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('87 puntos'));
  });

  it('reads the card again when the app comes back to the front', async () => {
    const balance = { now: 75 };
    const calls = storeWithBalance(balance);
    signedInAs('cus_vuelve');
    renderWallet('/pe/cafe-aurora/card');
    expect((await screen.findByTestId('balance')).textContent).toBe('75 puntos');
    const readsBefore = calls.filter((c) => c.path === '/wallet/me').length;

    balance.now = 120;
    fireEvent(window, new Event('visibilitychange'));
    fireEvent(window, new Event('focus'));
    expect((await screen.findByText('120 puntos')).textContent).toBe('120 puntos');
    expect(calls.filter((c) => c.path === '/wallet/me').length).toBeGreaterThan(readsBefore);
  });

  it('never shows Premios with an older balance than the card it came from', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const balance = { now: 20 };
    storeWithBalance(balance);
    signedInAs('cus_premios_vivo');
    renderWallet('/pe/cafe-aurora/rewards');
    await waitFor(() => expect(screen.getByTestId('rewards-balance').textContent).toBe('20 puntos'));
    expect(screen.getByText(/Le faltan 30 puntos/)).toBeTruthy();

    // A 300-point purchase at the counter; the customer opens the card, then goes back to Premios.
    balance.now = 320;
    fireEvent.click(screen.getByRole('link', { name: /Mi tarjeta/ }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('320 puntos'));
    fireEvent.click(screen.getByRole('link', { name: /Premios/ }));
    await waitFor(() => expect(screen.getByTestId('rewards-balance').textContent).toBe('320 puntos'));
    expect(screen.queryByText(/Le faltan 30 puntos/)).toBeNull();
  });
});
