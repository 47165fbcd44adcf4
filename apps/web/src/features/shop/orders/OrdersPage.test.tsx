// @vitest-environment jsdom
import type { OrderDetail, OrderState, OrderSummary } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { NewOrdersBadge } from './NewOrdersBadge';
import OrdersPage from './OrdersPage';

const summary = (id: number, state: OrderState): OrderSummary => ({
  id,
  state,
  mode: 'delivery',
  customer: { id: 7, name: 'Rosa Quispe', clientCode: 'C000007' },
  location: null,
  shippingName: 'Miraflores',
  address: 'Av. Larco 1150',
  itemsCount: 3,
  subtotalCents: 9200,
  shippingCents: 800,
  totalCents: 10_000,
  points: 9,
  pointsGiven: false,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
});

const detail = (id: number, state: OrderState, notes: OrderDetail['notes'] = []): OrderDetail => ({
  ...summary(id, state),
  customerEmail: 'rosa@example.com',
  customerMobile: null,
  customerNote: 'Tocar el timbre dos veces.',
  cancelReason: null,
  cancelReasonCode: null,
  cancelReasonParams: null,
  lines: [
    {
      productId: 1,
      name: 'Café de Cajamarca 250 g',
      image: null,
      priceCents: 3500,
      quantity: 2,
      totalCents: 7000,
    },
  ],
  events: [
    {
      state: 'new',
      by: null,
      reason: null,
      reasonCode: null,
      reasonParams: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  notes,
});

describe('the orders screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('filters by state on the server, opens an order, confirms it and adds a note; the badge is read again', async () => {
    let state: OrderState = 'new';
    let notes: OrderDetail['notes'] = [];
    let newOrders = 2;
    const api = fakeApi({
      '/client/get-locations': () => ({ s: 'ok', locations: [] }),
      '/client/orders/get-all': (input) => ({
        s: 'ok',
        orders: input.state && input.state !== state ? [] : [summary(41, state)],
        total: input.state && input.state !== state ? 0 : 1,
        more: false,
      }),
      '/client/orders/get': () => ({ s: 'ok', order: detail(41, state, notes) }),
      '/client/orders/update': (input) => {
        state = input.state;
        newOrders -= 1;
        return {
          s: 'ok',
          m: 'El pedido #41 ahora está: Confirmado.',
          code: 'orders.stateChanged',
          params: { orderId: 41, state: 'confirmed' },
          order: detail(41, state, notes),
        };
      },
      '/client/orders/add-note': (input) => {
        notes = [{ id: 5, text: input.text, by: 'Ana Torres', createdAt: '2026-11-20T16:00:00.000Z' }];
        return { s: 'ok', m: 'Se agregó la nota.', order: detail(41, state, notes) };
      },
      '/client/orders/count-new': () => ({ s: 'ok', count: newOrders }),
    });
    renderWithApp(
      <>
        <NewOrdersBadge />
        <OrdersPage />
      </>,
    );
    expect(await screen.findByText('Rosa Quispe (C000007)')).toBeTruthy();
    expect(await screen.findByLabelText('2 pedidos nuevos')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Estado'));
    fireEvent.click(await screen.findByTitle('Confirmado'));
    await waitFor(() =>
      expect(api.callsTo('/client/orders/get-all').at(-1)?.input).toMatchObject({
        state: 'confirmed',
        page: 1,
      }),
    );
    expect(await screen.findByText('No hay pedidos con estos filtros.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Estado'));
    fireEvent.click(await screen.findByTitle('Nuevo'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver el pedido #41' }));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Tocar el timbre dos veces.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El pedido #41 ahora está: Confirmado.')).toBeTruthy();
    expect(api.callsTo('/client/orders/update')[0]?.input).toEqual({ orderId: 41, state: 'confirmed' });
    expect(await screen.findByLabelText('1 pedidos nuevos')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('Escriba una nota interna'), {
      target: { value: 'Llamar al llegar.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Agregar nota' }));
    expect(await within(drawer).findByText('Llamar al llegar.')).toBeTruthy();
    expect(api.callsTo('/client/orders/add-note')[0]?.input).toEqual({
      orderId: 41,
      text: 'Llamar al llegar.',
    });
  });

  describe('in English', () => {
    afterEach(() => setLanguage('es', { persist: false }));

    it("says the order's new state in English: the server sends its key, not its Spanish name", async () => {
      await setLanguage('en', { persist: false });
      fakeApi({
        '/client/get-locations': () => ({ s: 'ok', locations: [] }),
        '/client/orders/get-all': () => ({ s: 'ok', orders: [summary(41, 'new')], total: 1, more: false }),
        '/client/orders/get': () => ({ s: 'ok', order: detail(41, 'new') }),
        '/client/orders/update': () => ({
          s: 'ok',
          m: 'El pedido #41 ahora está: Confirmado.',
          code: 'orders.stateChanged',
          params: { orderId: 41, state: 'confirmed' },
          order: detail(41, 'confirmed'),
        }),
        '/client/orders/count-new': () => ({ s: 'ok', count: 1 }),
      });
      renderWithApp(<OrdersPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'View order #41' }));
      const drawer = await screen.findByRole('dialog');
      fireEvent.click(await within(drawer).findByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Order #41 is now: Confirmed.')).toBeTruthy();
    });

    it('says why the API cancelled an order in English, not in Spanish', async () => {
      await setLanguage('en', { persist: false });
      const released =
        'No se recogió en el plazo de 72 horas: el pedido se canceló y sus productos volvieron a la venta.';
      const order: OrderDetail = {
        ...detail(41, 'cancelled'),
        cancelReason: released,
        cancelReasonCode: 'orders.releasedReason',
        cancelReasonParams: { hours: 72 },
        events: [
          {
            state: 'new',
            by: null,
            reason: null,
            reasonCode: null,
            reasonParams: null,
            createdAt: '2026-11-20T15:00:00.000Z',
          },
          {
            state: 'cancelled',
            by: null,
            reason: released,
            reasonCode: 'orders.releasedReason',
            reasonParams: { hours: 72 },
            createdAt: '2026-11-23T15:00:00.000Z',
          },
        ],
        notes: [],
      };
      fakeApi({
        '/client/get-locations': () => ({ s: 'ok', locations: [] }),
        '/client/orders/get-all': () => ({
          s: 'ok',
          orders: [summary(41, 'cancelled')],
          total: 1,
          more: false,
        }),
        '/client/orders/get': () => ({ s: 'ok', order }),
        '/client/orders/count-new': () => ({ s: 'ok', count: 0 }),
      });
      renderWithApp(<OrdersPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'View order #41' }));
      const drawer = await screen.findByRole('dialog');
      const english =
        'Not picked up within 72 hours: the order was cancelled and its products went back on sale.';
      expect(await within(drawer).findAllByText(english)).toHaveLength(2);
      expect(within(drawer).queryByText(/No se recogió/)).toBeNull();
    });
  });
});
