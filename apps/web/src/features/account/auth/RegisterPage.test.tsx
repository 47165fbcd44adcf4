// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { peru } from '../../../test/countryFixture';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import RegisterPage from './RegisterPage';

function registerServer() {
  return fakeApi({
    '/general/get-store-types': () => ({ s: 'ok', storetypes: [{ id: 1, name: 'Panadería', image: null }] }),
    '/general/get-countries': () => ({
      s: 'ok',
      countries: [peru],
    }),
    '/login/client/register': () => ({ s: 'ok', m: 'Revise su email.' }),
  });
}

function fillWithPassword(password: string) {
  fireEvent.change(screen.getByLabelText('Nombre del negocio'), { target: { value: 'Panadería Lucía' } });
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Lucía' } });
  fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Quispe' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@example.com' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repita la contraseña'), { target: { value: password } });
}

describe('the registration form checks what the contract checks', () => {
  freshScreenPerTest();
  afterEach(() => setLanguage('es', { persist: false }));

  it("refuses a 7-character password with the contract's message, and sends nothing", async () => {
    const server = registerServer();
    renderWithApp(<RegisterPage />);
    fillWithPassword('Pan-123');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(await screen.findByText('El campo «Tipo de comercio» es obligatorio.')).toBeTruthy();
    expect(server.callsTo('/login/client/register')).toHaveLength(0);
  });

  it("says a blank field and a bad address as the server would, in the reader's language", async () => {
    registerServer();
    await setLanguage('en', { persist: false });
    renderWithApp(<RegisterPage />);
    // The browser takes the address (type=email); the contract wants a domain with a dot.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@cafe' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Pan-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The password must have at least 8 characters.')).toBeTruthy();
    expect(await screen.findByText('The field «Email» is not a valid email.')).toBeTruthy();
    expect(await screen.findByText('The field «Business name» is required.')).toBeTruthy();
  });

  it("keeps a paste past the contract's length whole, counts it against the limit and refuses it", async () => {
    const server = registerServer();
    renderWithApp(<RegisterPage />);
    const storeName = 'P'.repeat(121);
    const password = `Pan-${'1'.repeat(125)}`; // 129 characters
    fireEvent.change(screen.getByLabelText('Nombre del negocio'), { target: { value: storeName } });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'L'.repeat(81) } });
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Q'.repeat(81) } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });

    // Nothing is cut: no maxLength for the browser to cut a paste with (jsdom's -1 is none), the input
    // keeps what was pasted, and its counter shows it against the contract's limit.
    for (const label of ['Nombre del negocio', 'Nombre', 'Apellido', 'Email', 'Contraseña'])
      expect(screen.getByLabelText(label)).toHaveProperty('maxLength', -1);
    expect(screen.getByLabelText<HTMLInputElement>('Nombre del negocio').value).toBe(storeName);
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña').value).toBe(password);
    expect(screen.getByText('121 / 120')).toBeTruthy();
    expect(screen.getAllByText('81 / 80')).toHaveLength(2);
    expect(screen.getByText('129 / 128')).toBeTruthy();
    expect(screen.getByText('0 / 254')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(
      await screen.findByText('El campo «Nombre del negocio» no puede tener más de 120 caracteres.'),
    ).toBeTruthy();
    expect(await screen.findByText('El campo «Nombre» no puede tener más de 80 caracteres.')).toBeTruthy();
    expect(await screen.findByText('El campo «Apellido» no puede tener más de 80 caracteres.')).toBeTruthy();
    expect(await screen.findByText('La contraseña no puede tener más de 128 caracteres.')).toBeTruthy();
    expect(server.callsTo('/login/client/register')).toHaveLength(0);
  });
});
