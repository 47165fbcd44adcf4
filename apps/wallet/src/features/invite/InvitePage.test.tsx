// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { knownCustomerSignIn, signedInAs, signInByCode } from '../../test/signIn';

const invite = {
  s: 'ok',
  enabled: true,
  code: 'K7PQ2M',
  referrerPoints: 100,
  friendPoints: 50,
  minPurchase: 20,
  rewarded: 2,
  pending: 1,
  pointsEarned: 200,
};

freshWalletPerTest();

describe('«Invita a un amigo» in the wallet', () => {
  it('shows the code, the link to the sign-up with it, the rule of the first purchase and the friends brought; copies the link', async () => {
    const api = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/referral': { body: invite },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signedInAs('cus_invita');
    renderWallet('/pe/cafe-aurora/invite');
    expect(await screen.findByTestId('referral-code')).toHaveProperty('textContent', 'K7PQ2M');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      `${window.location.origin}/pe/cafe-aurora/signin?ref=K7PQ2M`,
    );
    expect(screen.getByText(/usted recibe 100 puntos y su amigo 50/)).toBeTruthy();
    expect(
      screen.getByText(/al menos S\/\s?20\.00\. Si es menor, esta invitación ya no da puntos\./),
    ).toBeTruthy();
    expect(screen.getByTestId('referral-friends').textContent).toBe('2 amigos premiados');
    expect(screen.getByText('1 amigo espera su primera compra')).toBeTruthy();
    // No share sheet in this browser: only the copy button.
    expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/pe/cafe-aurora/signin?ref=K7PQ2M'));
    // The phone's device id goes with the read, the same each time.
    const bodies = api.filter((c) => c.path === '/wallet/referral').map((c) => c.body);
    expect((bodies[0] as { device: string }).device).toMatch(/^[0-9a-f]{32}$/);
  });

  it('signs up with the code of the invite link filled in, and sends it with the device id', async () => {
    const api = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      ...knownCustomerSignIn('cus_nuevo'),
      '/login/customer/verify-code': { body: { s: 'ok', token: null, signUpTicket: 'ticket-1' } },
      '/login/customer/sign-up': { body: { s: 'ok', m: 'Bienvenido.', token: 'cus_nuevo' } },
      '/wallet/me': { body: { s: 'ok', card: null } },
    });
    renderWallet('/pe/cafe-aurora/signin?ref=K7PQ2M');
    await signInByCode('amigo@example.com');
    const code = (await screen.findByLabelText('Código de invitación (opcional)')) as HTMLInputElement;
    expect(code.value).toBe('K7PQ2M');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Beto' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '987654321' } });
    fireEvent.click(screen.getByLabelText(/Acepto los términos y condiciones/));
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(api.some((c) => c.path === '/login/customer/sign-up')).toBe(true));
    const body = api.find((c) => c.path === '/login/customer/sign-up')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ referralCode: 'K7PQ2M' });
    expect(body.device).toMatch(/^[0-9a-f]{32}$/);
  });
});
