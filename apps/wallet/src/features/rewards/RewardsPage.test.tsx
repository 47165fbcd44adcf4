// @vitest-environment jsdom
import type { RewardRequest, WalletReward } from '@premia/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';
import { qrSvg } from '../card/qr-svg';

const signedIn = () => signedInAs('cus_premios');
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const imageOf = (text: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(text))}`;

const reward = (
  values: Partial<WalletReward> & Pick<WalletReward, 'id' | 'name' | 'pointsCost'>,
): WalletReward => ({
  description: null,
  image: null,
  missingPoints: 0,
  soldOut: false,
  qr: null,
  pendingRequestId: null,
  ...values,
});

const request = (values: Partial<RewardRequest> & Pick<RewardRequest, 'id' | 'state'>): RewardRequest => ({
  reward: { id: 1, name: 'Café americano', pointsCost: 50, image: null },
  points: 50,
  reason: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  ...values,
});

const catalogue = (rewards: WalletReward[], requestReward = true) => ({
  s: 'ok',
  balance: 80,
  requestReward,
  rewardRequestInfo: requestReward ? 'Muestre su código en caja para recoger su premio.' : null,
  qrReward: true,
  rewards,
});

freshWalletPerTest();

describe("the wallet's rewards", () => {
  it('says what each reward still needs and shows the QR of one the balance covers', async () => {
    const rewardQr = {
      qr: 'R.1.3F.TA3B2K.ABCDEFGHIJKLMNOP',
      expiresAt: inMinutes(2),
      offlineQr: 'R.1.3F.TA9ZZZ.QRSTUVWXYZ234567',
      offlineExpiresAt: inMinutes(480),
    };
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/rewards': {
        body: catalogue(
          [
            reward({ id: 1, name: 'Café americano', pointsCost: 50, qr: 'R1-A3f' }),
            reward({ id: 2, name: 'Torta de chocolate', pointsCost: 200, missingPoints: 120 }),
          ],
          false,
        ),
      },
      '/wallet/reward-requests': { body: { s: 'ok', requests: [] } },
      '/wallet/qr': { body: { s: 'ok', ...rewardQr } },
    });
    signedIn();
    renderWallet('/pe/cafe-aurora/rewards');

    const cake = (await screen.findByRole('heading', { name: 'Torta de chocolate' })).closest('li')!;
    expect(screen.getByTestId('rewards-balance').textContent).toBe('80 puntos');
    expect(within(cake).getByText('Le faltan 120 puntos')).toBeTruthy();
    expect(within(cake).queryByRole('button')).toBeNull();

    const coffee = screen.getByRole('heading', { name: 'Café americano' }).closest('li')!;
    expect(within(coffee).queryByRole('button', { name: 'Solicitar' })).toBeNull();
    fireEvent.click(within(coffee).getByRole('button', { name: 'Mostrar QR para canjear' }));
    // The QR is the signed, short-lived one the server gave for this reward; the code to type is below it.
    const qr = await within(coffee).findByRole('img', { name: 'Código QR para canjear Café americano' });
    expect(qr.getAttribute('src')).toBe(imageOf(rewardQr.qr));
    expect(calls.filter((c) => c.path === '/wallet/qr').map((c) => c.body)).toEqual([{ rewardId: 1 }]);
    expect(within(coffee).getByText('R1-A3f')).toBeTruthy();
    expect(
      within(coffee).getByText('Muestre este código en caja para canjear «Café americano».'),
    ).toBeTruthy();
    // The store takes no requests and this customer made none: no requests section.
    expect(screen.queryByRole('heading', { name: 'Mis solicitudes' })).toBeNull();
  });

  it('opens offline as it was last seen: the rewards, a request, the QR kept for the counter, one word about the connection', async () => {
    const rewardQr = {
      qr: 'R.1.3F.TA3B2K.ABCDEFGHIJKLMNOP',
      expiresAt: inMinutes(2),
      offlineQr: 'R.1.3F.TA9ZZZ.QRSTUVWXYZ234567',
      offlineExpiresAt: inMinutes(480),
    };
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/rewards': {
        body: catalogue([reward({ id: 1, name: 'Café americano', pointsCost: 50, qr: 'R1-A3f' })], false),
      },
      '/wallet/reward-requests': { body: { s: 'ok', requests: [request({ id: 7, state: 'pending' })] } },
      '/wallet/qr': { body: { s: 'ok', ...rewardQr } },
    });
    signedIn();
    const first = renderWallet('/pe/cafe-aurora/rewards');
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar QR para canjear' }));
    await screen.findByRole('img', { name: 'Código QR para canjear Café americano' });
    first.unmount();

    fakeApi({
      '/general/store': 'offline',
      '/wallet/rewards': 'offline',
      '/wallet/reward-requests': 'offline',
      '/wallet/qr': 'offline',
    });
    renderWallet('/pe/cafe-aurora/rewards');
    const coffee = (await screen.findByRole('heading', { name: 'Café americano' })).closest('li')!;
    expect(screen.getByTestId('rewards-balance').textContent).toBe('80 puntos');
    expect(screen.getByRole('heading', { name: 'Mis solicitudes' })).toBeTruthy();
    expect(
      await screen.findByText('Sin conexión: se muestra el saldo de la última vez que abrió Café Aurora.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(coffee).getByRole('button', { name: 'Mostrar QR para canjear' }));
    const qr = await within(coffee).findByRole('img', { name: 'Código QR para canjear Café americano' });
    expect(qr.getAttribute('src')).toBe(imageOf(rewardQr.qr));
  });

  it("asks for a reward after the store's words, once, and lists the request as pending", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/rewards': { body: catalogue([reward({ id: 1, name: 'Café americano', pointsCost: 50 })]) },
      '/wallet/reward-requests': { body: { s: 'ok', requests: [] } },
      '/wallet/reward-request/add': {
        body: { s: 'ok', m: 'Pidió «Café americano».', request: request({ id: 7, state: 'pending' }) },
      },
    });
    signedIn();
    renderWallet('/pe/cafe-aurora/rewards');

    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar' }));
    expect(screen.queryByRole('heading', { name: 'Mis solicitudes' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Solicitar «Café americano»' })).toBeTruthy();
    expect(screen.getByText('Muestre su código en caja para recoger su premio.')).toBeTruthy();
    expect(
      screen.getByText('Se descontarán 50 puntos de su saldo cuando el negocio confirme su solicitud.'),
    ).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirmar solicitud' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect((await screen.findByRole('status')).textContent).toBe(
      'Pidió «Café americano». El negocio le avisará cuando lo confirme.',
    );
    expect(screen.getByText('Solicitud pendiente: el negocio le avisará.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar' })).toBeNull();
    const mine = screen.getByTestId('reward-request');
    expect(within(mine).getByText('Pendiente')).toBeTruthy();
    expect(within(mine).getByText(/Pedida el 20\/11\/2026, 10:00/)).toBeTruthy();

    const asks = calls.filter((c) => c.path === '/wallet/reward-request/add');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.body).toEqual({ rewardId: 1 });
    expect(asks[0]!.token).toBe('cus_premios');
    expect(asks[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal in the reader's language", async () => {
    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/rewards': { body: catalogue([reward({ id: 1, name: 'Café americano', pointsCost: 50 })]) },
      '/wallet/reward-requests': { body: { s: 'ok', requests: [] } },
      '/wallet/reward-request/add': {
        status: 409,
        body: {
          s: 'not-ok',
          m: 'Le faltan 10 puntos para pedir este premio.',
          code: 'requests.notEnoughPoints',
          params: { missing: 10 },
          errorType: 'conflict',
        },
      },
    });
    signedIn();
    renderWallet('/pe/cafe-aurora/rewards');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You need 10 more points to ask for this reward.',
    );
  });

  it("lists my requests with their state, the store's reason, and cancels a pending one", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/rewards': {
        body: catalogue([reward({ id: 1, name: 'Café americano', pointsCost: 50, pendingRequestId: 9 })]),
      },
      '/wallet/reward-requests': {
        body: {
          s: 'ok',
          requests: [
            request({ id: 9, state: 'pending' }),
            request({
              id: 8,
              state: 'rejected',
              reason: 'Se nos acabó este premio; pídanos otro, por favor.',
              decidedAt: '2026-11-19T15:00:00.000Z',
            }),
            request({ id: 7, state: 'confirmed', decidedAt: '2026-11-18T15:00:00.000Z' }),
          ],
        },
      },
      '/wallet/reward-request/cancel': {
        body: { s: 'ok', m: 'Se canceló su solicitud.', request: request({ id: 9, state: 'cancelled' }) },
      },
    });
    signedIn();
    renderWallet('/pe/cafe-aurora/rewards');

    const [pending, rejected, confirmed] = await screen.findAllByTestId('reward-request');
    expect(within(rejected!).getByText('Rechazada')).toBeTruthy();
    expect(
      within(rejected!).getByText('Motivo: Se nos acabó este premio; pídanos otro, por favor.'),
    ).toBeTruthy();
    expect(within(confirmed!).getByText('Confirmada')).toBeTruthy();
    expect(within(confirmed!).getByText('Confirmada el 18/11/2026, 10:00')).toBeTruthy();
    expect(within(rejected!).queryByRole('button')).toBeNull();

    fireEvent.click(within(pending!).getByRole('button', { name: 'Cancelar solicitud' }));
    expect(await within(pending!).findByText('Cancelada')).toBeTruthy();
    expect(within(pending!).queryByRole('button')).toBeNull();
    // The reward may be asked for again.
    expect(screen.getByRole('button', { name: 'Solicitar' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/wallet/reward-request/cancel')?.body).toEqual({ requestId: 9 });
  });
});
