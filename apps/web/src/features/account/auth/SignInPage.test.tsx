// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/Providers';
import { initI18n, setLanguage } from '../../../i18n';
import { fakeApi } from '../../../test/fakeApi';
import { browserStandIns } from '../../../test/renderWithApp';
import SignInPage from './SignInPage';

function renderSignIn() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/signin']}>
        <SignInPage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('the sign-in page with the first download only', () => {
  // As the app starts (main.tsx): of Spanish, only the sign-in page's sections of the dictionary.
  beforeAll(() => initI18n({ allTexts: false }));
  beforeEach(browserStandIns);
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setLanguage('es', { persist: false });
    localStorage.clear();
  });

  it('says everything in Spanish, never a dictionary key', async () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByText('Ingrese a su panel de control')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registre su negocio' })).toBeTruthy();
    // A key of a section the first download lacks (i18n/index.ts) would show as itself: 'recovery.title'.
    expect(document.body.textContent).not.toMatch(/\b[a-z][A-Za-z]*\.[a-z][A-Za-z]+\b/);

    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El email y/o la contraseña no son válidos.');
  });

  it('offers the five languages and switches the page to the one chosen', async () => {
    renderSignIn();
    const picker = screen.getByRole('combobox', { name: 'Idioma' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Español', 'English', '中文', 'Français', 'Italiano']);
    fireEvent.change(picker, { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
    expect(localStorage.getItem('premia.language')).toBe('en');
  });

  it('opens the forgot-password modal in Spanish, and its notice stays once the modal closes', async () => {
    const server = fakeApi({
      '/login/client/recovery-password': () => ({
        s: 'ok',
        m: 'Si el email está registrado, recibirá un enlace para crear una nueva contraseña.',
      }),
    });
    renderSignIn();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@cafe-aurora.pe' } });
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));

    // A lazy screen: it comes with the rest of the Spanish dictionary.
    const modal = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    expect(within(modal).getByPlaceholderText('Email')).toHaveProperty('value', 'ana@cafe-aurora.pe');
    fireEvent.click(within(modal).getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Pedido recibido')).toBeTruthy();
    expect(
      screen.getByText('Si el email está registrado, recibirá un enlace para crear una nueva contraseña.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recuperar contraseña' })).toBeNull());
    expect(server.callsTo('/login/client/recovery-password').map((call) => call.input)).toEqual([
      { email: 'ana@cafe-aurora.pe' },
    ]);
  });
  it("tells the owner of a deactivated business whom to write to, in the reader's language", async () => {
    fakeApi({
      '/login/client': () => ({
        status: 403,
        failure: {
          s: 'not-ok',
          m: 'Su negocio está desactivado. Para reactivarlo, escriba al soporte de Premia al +51 999 888 777 (teléfono o WhatsApp).',
          code: 'auth.storeDeactivated',
          params: { phone: '+51 999 888 777' },
          errorType: 'forbidden',
        },
      }),
    });
    renderSignIn();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@cafe-aurora.pe' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Premia2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Su negocio está desactivado. Para reactivarlo, escriba al soporte de Premia al +51 999 888 777 (teléfono o WhatsApp).',
    );
    cleanup();
    await setLanguage('en', { persist: false });
    renderSignIn();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@cafe-aurora.pe' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Premia2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your business is deactivated. To reactivate it, write to Premia support at +51 999 888 777 (phone or WhatsApp).',
    );
  });
});
