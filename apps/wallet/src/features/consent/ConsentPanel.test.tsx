// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, freshWalletPerTest, renderWallet, testProfile, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const profile = { ...testProfile, marketingConsent: true };

describe('marketing consent in the profile', () => {
  it('changes one channel at a time, and withdraws every channel in one tap', async () => {
    let consents = { inbox: true, push: false, mail: true };
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/profile': { body: { s: 'ok', profile } },
      '/wallet/profile/update': { body: { s: 'ok', m: 'Se guardaron sus datos.', profile } },
      '/wallet/consent/get': () => ({ body: { s: 'ok', consents } }),
      '/wallet/consent/save': (body: Partial<typeof consents>) => {
        consents = { ...consents, ...body };
        return { body: { s: 'ok', consents } };
      },
      '/wallet/consent/withdraw-all': () => {
        consents = { inbox: false, push: false, mail: false };
        return { body: { s: 'ok', consents } };
      },
    });
    signedInAs('cus_consent');
    renderWallet('/pe/cafe-aurora/profile');

    const panel = await screen.findByRole('group', { name: 'Ofertas y novedades' });
    const mail = await within(panel).findByRole('checkbox', { name: /Por email/ });
    expect((mail as HTMLInputElement).checked).toBe(true);
    expect(
      (within(panel).getByRole('checkbox', { name: /Notificaciones en el teléfono/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);

    fireEvent.click(mail);
    expect(await within(panel).findByText('Se guardó su elección.')).toBeTruthy();
    expect((mail as HTMLInputElement).checked).toBe(false);
    expect(calls.filter((c) => c.path === '/wallet/consent/save').map((c) => c.body)).toEqual([
      { mail: false },
    ]);

    fireEvent.click(within(panel).getByRole('button', { name: 'No quiero recibir nada' }));
    await vi.waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('checkbox')
          .map((c) => (c as HTMLInputElement).checked),
      ).toEqual([false, false, false]),
    );
    expect(calls.find((c) => c.path === '/wallet/consent/withdraw-all')?.token).toBe('cus_consent');

    // Saving the details leaves consent alone: it is changed channel by channel above.
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Se guardaron sus datos.');
    expect(calls.find((c) => c.path === '/wallet/profile/update')?.body).not.toHaveProperty(
      'marketingConsent',
    );
  });

  it('moves a switch at once and puts it back when the server refuses', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/profile': { body: { s: 'ok', profile } },
      '/wallet/consent/get': { body: { s: 'ok', consents: { inbox: true, push: false, mail: false } } },
      '/wallet/consent/save': 'offline',
    });
    signedInAs('cus_consent');
    renderWallet('/pe/cafe-aurora/profile');
    const panel = await screen.findByRole('group', { name: 'Ofertas y novedades' });
    const mail = (await within(panel).findByRole('checkbox', { name: /Por email/ })) as HTMLInputElement;
    fireEvent.click(mail);
    expect(mail.checked).toBe(true);
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'No hay conexión. Revise su internet e inténtelo de nuevo.',
    );
    await vi.waitFor(() => expect(mail.checked).toBe(false));
  });
});
