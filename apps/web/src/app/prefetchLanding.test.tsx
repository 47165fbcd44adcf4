// @vitest-environment jsdom
import type { LoginData } from '@premia/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../features/account/auth/SignInPage';
import { initI18n } from '../i18n';
import { fakeApi } from '../test/fakeApi';
import { browserStandIns, ownerSession } from '../test/renderWithApp';
import { PublicOnly } from './guards';
import { Providers } from './Providers';
import { prefetchLanding } from './prefetchLanding';

const owner: LoginData = { ...ownerSession, token: 'token-de-ana' };

// What the owner's home reads: asked for with the sign-in's answer, not once each screen has loaded
// after the one before it (issue 32 §9: the figures came 2–3 s after «Ingresar»).
const homeReads = [
  '/general/client-config',
  '/client/info',
  '/client/get-store-info',
  '/stats/points',
  '/client/store/more-info',
  '/client/last-given-points',
] as const;

describe('signing in', () => {
  beforeAll(() => initI18n({ allTexts: false }));
  beforeEach(browserStandIns);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks for the owner's home figures with the sign-in's answer, before the home is shown", async () => {
    const never = () => ({ status: 500, failure: { s: 'not-ok' as const, m: 'sin respuesta', code: 'x' } });
    const server = fakeApi({
      '/login/client': () => ({ s: 'ok', m: null, user: owner }) as never,
      ...Object.fromEntries(homeReads.map((path) => [path, never])),
    });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/signin']}>
          <Routes>
            <Route
              path="/signin"
              element={
                <PublicOnly>
                  <SignInPage />
                </PublicOnly>
              }
            />
            <Route path="/dashboard" element={<p>Otra pantalla</p>} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: owner.email } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Premia2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByText('Otra pantalla');
    await waitFor(() => expect(homeReads.filter((path) => server.callsTo(path).length === 0)).toEqual([]));
    expect(server.callsTo('/client/last-given-points')[0]?.headers.Authorization).toBe('Bearer token-de-ana');
    // The chunks it started are in before the page goes (the same sign-in answers the same loading).
    await prefetchLanding(owner, '/dashboard');
  });
});
