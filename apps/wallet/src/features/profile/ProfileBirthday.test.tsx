// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, freshWalletPerTest, renderWallet, testProfile, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

function server(birthday: string | null) {
  return fakeApi({
    '/general/store': { body: { s: 'ok', store: testStore } },
    '/wallet/profile': { body: { s: 'ok', profile: { ...testProfile, birthday } } },
    '/wallet/profile/update': (body: typeof testProfile) => ({
      body: {
        s: 'ok',
        m: 'Se guardaron sus datos.',
        profile: { ...testProfile, ...body, birthday: body.birthday ?? birthday },
      },
    }),
  });
}

describe('the birthday in the profile: set once by the customer', () => {
  it('is typed while empty and sent with the profile', async () => {
    const calls = server(null);
    signedInAs('cus_cumple_vacio');
    renderWallet('/pe/cafe-aurora/profile');
    const field = (await screen.findByLabelText('Fecha de nacimiento (opcional)')) as HTMLInputElement;
    expect(field.readOnly).toBe(false);
    fireEvent.change(field, { target: { value: '1994-08-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wallet/profile/update')).toBe(true));
    expect(calls.find((c) => c.path === '/wallet/profile/update')?.body).toMatchObject({
      birthday: '1994-08-21',
    });
  });

  it('is shown read-only once set, says the store can change it, and is not sent', async () => {
    const calls = server('1990-03-14');
    signedInAs('cus_cumple_puesto');
    renderWallet('/pe/cafe-aurora/profile');
    const field = (await screen.findByLabelText('Fecha de nacimiento')) as HTMLInputElement;
    expect(field.value).toBe('1990-03-14');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('Ya está registrada. Si necesita cambiarla, pídalo en el negocio.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wallet/profile/update')).toBe(true));
    expect(calls.find((c) => c.path === '/wallet/profile/update')?.body).not.toHaveProperty('birthday');
  });
});
