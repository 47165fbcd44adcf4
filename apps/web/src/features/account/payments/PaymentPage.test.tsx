// @vitest-environment jsdom
import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import PaymentPage from './PaymentPage';

type Payment = RouteResponse<'/client/payment/get-all'>['payments'][number];
const pack = { id: 1, name: 'Pack 100 canjes', price: 15, currencyCode: 'USD', redemptions: 100 };

/** The store's payments as the fake server keeps them: one pending order per plan, as the API does. */
function paymentsServer(payBy: 'manual' | 'paypal', manualInstructions: string | null) {
  const payments: Payment[] = [];
  const order = (planId: number): Payment => ({
    id: payments.length + 1,
    plan: { id: planId, name: pack.name },
    redemptions: 100,
    amount: 15,
    currencyCode: 'USD',
    status: 'pending',
    provider: payBy,
    createdAt: '2026-11-05T20:10:00.000Z',
    confirmedAt: null,
    approveUrl: payBy === 'paypal' ? 'https://paypal.test/checkoutnow?token=X' : null,
  });
  return fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: storeFixture(),
      generalConfiguration: undefined as never,
    }),
    '/general/payment/redemptions-costs': () => ({ s: 'ok', plans: [{ ...pack, payBy }] }),
    '/client/payment/get-all': () => ({
      s: 'ok',
      payments: payments.map((p) => ({ ...p })),
      allowance: { redeemFree: 50, redeemBought: 0, total: 50, used: 3, left: 47 },
      manualInstructions,
    }),
    '/client/payment/save': (input) => {
      const existing = payments.find((p) => p.plan?.id === input.planId && p.status === 'pending');
      const payment = existing ?? order(input.planId);
      if (!existing) payments.unshift(payment);
      return {
        s: 'ok',
        m: 'Se registró su pedido.',
        payment,
        approveUrl: payment.approveUrl,
        existing: !!existing,
      };
    },
    '/client/payment/cancel': (input) => {
      const payment = payments.find((p) => p.id === input.paymentId)!;
      payment.status = 'cancelled';
      return { s: 'ok', m: 'Pedido cancelado.', payment };
    },
  });
}

const renderPage = () => renderWithApp(<PaymentPage />);

describe('buying a redemption pack', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('asks first (plan, price, how to pay), makes one order for a double click, and the owner cancels it', async () => {
    const api = paymentsServer('manual', 'Transferencia al BCP 191-0000000-0-00 a nombre de Premia SAC.');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar Pack 100 canjes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar la compra' });
    expect(within(dialog).getByText('Pack 100 canjes')).toBeTruthy();
    // The price as the store's customers write money (a Lima store: the contract's writeMoney).
    expect(within(dialog).getByText('USD 15.00')).toBeTruthy();
    expect(
      within(dialog).getByText('Transferencia al BCP 191-0000000-0-00 a nombre de Premia SAC.'),
    ).toBeTruthy();
    // Opening the confirmation orders nothing; going back neither.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(api.callsTo('/client/payment/save')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Comprar Pack 100 canjes' }));
    const again = await screen.findByRole('dialog', { name: 'Confirmar la compra' });
    const confirm = within(again).getByRole('button', { name: 'Confirmar pedido' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Se registró su pedido.')).toBeTruthy();
    const saves = api.callsTo('/client/payment/save');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.headers['Idempotency-Key']).toBeTruthy();

    // The pending order can be cancelled from its row, after a question.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar el pedido de Pack 100 canjes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Pedido cancelado.')).toBeTruthy();
    expect(api.callsTo('/client/payment/cancel').map((c) => c.input)).toEqual([{ paymentId: 1 }]);
    expect(await screen.findByText('Cancelado')).toBeTruthy();
  });

  it('says the plan is paid at PayPal', async () => {
    paymentsServer('paypal', null);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar Pack 100 canjes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar la compra' });
    expect(within(dialog).getByText(/^Pagará con PayPal/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirmar e ir a PayPal' })).toBeTruthy();
    expect(within(dialog).queryByText(/Ya tiene un pedido pendiente/)).toBeNull();
  });

  it('without instructions from the admin, says the Premia team will tell how to pay', async () => {
    paymentsServer('manual', null);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar Pack 100 canjes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar la compra' });
    expect(within(dialog).getByText('El equipo de Premia le indicará cómo pagar.')).toBeTruthy();
  });
});
