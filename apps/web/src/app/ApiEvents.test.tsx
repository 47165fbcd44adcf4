// @vitest-environment jsdom
import type { LoginData } from '@premia/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { endSession, startSession } from '../api/session';
import { initI18n } from '../i18n';
import { ownerSession } from '../test/renderWithApp';
import { ApiEvents } from './ApiEvents';

/** The address the router is at, as a screen would read it. */
function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

const session = (storeUserType: 'owner' | 'employee'): LoginData => ({ ...ownerSession, storeUserType });

async function redeemWithNothingLeft() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            s: 'not-ok',
            m: 'Su negocio no tiene canjes disponibles. Compre un paquete de canjes para seguir canjeando.',
            code: 'rewards.noRedemptionsLeft',
            params: {},
            errorType: 'no-redemptions-left',
          }),
          { status: 402 },
        ),
    ),
  );
  render(
    <MemoryRouter initialEntries={['/dashboard/rewards']}>
      <AntdApp>
        <ApiEvents />
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
      </AntdApp>
    </MemoryRouter>,
  );
  await api('/client/customer/give-reward', { customerId: 1, rewardId: 1 });
}

describe('a redemption refused because the store has no redemptions left', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    endSession('logout');
  });

  it('tells the owner, with a button to buy a redemption pack on the payment screen', async () => {
    startSession(session('owner'));
    await redeemWithNothingLeft();
    expect(await screen.findByText('Sin canjes disponibles')).toBeTruthy();
    expect(
      screen.getByText(
        'Su negocio no tiene canjes disponibles. Compre un paquete de canjes para seguir canjeando.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Suscripción no activa')).toBeNull();
    const buy = screen.getByRole('link', { name: 'Comprar canjes' });
    expect(buy.getAttribute('href')).toBe('/dashboard/payment');
    fireEvent.click(buy);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/dashboard/payment'),
    );
  });

  it('asks an employee to tell the owner, without a link they could not open', async () => {
    startSession(session('employee'));
    await redeemWithNothingLeft();
    expect(
      await screen.findByText(
        'Su negocio no tiene canjes disponibles. Pida al dueño del negocio que compre un paquete de canjes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comprar canjes' })).toBeNull();
  });
});
