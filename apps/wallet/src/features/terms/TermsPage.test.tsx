// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signInByCode } from '../../test/signIn';

freshWalletPerTest();

const newCustomer = {
  '/login/customer/send-code': { body: { s: 'ok', m: 'Le enviamos un código.' } },
  '/login/customer/verify-code': { body: { s: 'ok', token: null, signUpTicket: 'ticket-1' } },
  '/login/customer/sign-up': { body: { s: 'ok', m: '¡Bienvenido a Café Aurora!', token: 'cus_nuevo' } },
} as const;

describe('the terms and privacy the sign-up asks to accept (issue 32 §4)', () => {
  it('opens from the consent over the form and comes back with what was typed', async () => {
    const calls = fakeApi({ '/general/store': { body: { s: 'ok', store: testStore } }, ...newCustomer });
    renderWallet('/pe/cafe-aurora/signin');
    await signInByCode('lucia@example.com');
    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '987654321' } });
    fireEvent.click(screen.getByLabelText(/Acepto los términos/));

    const link = screen.getByRole('link', { name: 'Leer los términos y la política de privacidad' });
    expect(link.getAttribute('href')).toBe('/pe/cafe-aurora/terms');
    fireEvent.click(link);
    const sheet = screen.getByRole('dialog', { name: 'Términos y privacidad' });
    expect(within(sheet).getByText(/programa de puntos de Café Aurora/)).toBeTruthy();
    expect(within(sheet).getByText(/Su email, nombre, apellido y celular/)).toBeTruthy();
    expect(within(sheet).getByText(/«Más» › «Perfil» › «Eliminar mi cuenta»/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrarme' })).toBeNull();
    expect(window.location.pathname).toBe('/pe/cafe-aurora/signin');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Volver al registro' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía');
    expect((screen.getByLabelText('Celular') as HTMLInputElement).value).toBe('987654321');
    expect((screen.getByLabelText(/Acepto los términos/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/login/customer/sign-up')?.body).toMatchObject({
        firstName: 'Lucía',
        mobile: '987654321',
        acceptTerms: true,
      }),
    );
  });

  it("is a page of its own, open to everyone, with the store's contact", async () => {
    const store = { ...testStore, phoneCode: '+51', phone: '987 654 321', email: 'hola@cafeaurora.pe' };
    fakeApi({ '/general/store': { body: { s: 'ok', store } } });
    renderWallet('/pe/cafe-aurora/terms');
    const page = await screen.findByRole('article', { name: 'Términos y privacidad' });
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y privacidad' })).toBeTruthy();
    expect(within(page).getByText(/Café Aurora es responsable de sus datos/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'hola@cafeaurora.pe' }).getAttribute('href')).toBe(
      'mailto:hola@cafeaurora.pe',
    );
    expect(within(page).getByRole('link', { name: '+51 987 654 321' })).toBeTruthy();
    expect(within(page).getByRole('heading', { name: 'Cómo eliminar sus datos' })).toBeTruthy();
  });

  it("sends the customer to the counter without a phone or email, in the reader's language", async () => {
    fakeApi({ '/general/store': { body: { s: 'ok', store: testStore } } });
    await setLanguage('en');
    renderWallet('/pe/cafe-aurora/terms');
    const page = await screen.findByRole('article', { name: 'Terms and privacy' });
    expect(within(page).getByText("Ask at any of Café Aurora's locations.")).toBeTruthy();
    expect(within(page).getByRole('heading', { name: 'How to delete your data' })).toBeTruthy();
  });
});
