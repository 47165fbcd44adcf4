// @vitest-environment jsdom
import type { WalletOrder, WalletProduct, WalletShop } from '@premia/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

const store = { ...testStore, shopOpen: true };
const shop: WalletShop = {
  storeName: 'Café Aurora',
  currencyCode: 'PEN',
  categories: [
    { id: 1, name: 'Cafés', image: null },
    { id: 2, name: 'Pastelería', image: null },
  ],
  shippingCosts: [{ id: 7, name: 'Miraflores', costCents: 800, freeFromCents: 15_000 }],
  locations: [{ id: 3, name: 'Aurora Miraflores', address: 'Av. Larco 101' }],
};
const product = (fields: Partial<WalletProduct> & { id: number; name: string }): WalletProduct => ({
  description: null,
  images: [],
  priceCents: 3200,
  oldPriceCents: null,
  pointsMode: 'conversion',
  categoryId: 1,
  stock: null,
  points: 3,
  ...fields,
});

/**
 * The shop's API as the server answers it: products with their stock, orders placed once per
 * Idempotency-Key (a repeat gets the first answer), refusals with the server's code and Spanish text.
 */
function fakeShop(products: WalletProduct[]) {
  const orders: WalletOrder[] = [];
  const byKey = new Map<string, WalletOrder>();
  let refusal: { status: number; body: Record<string, unknown> } | 'offline' | null = null;
  const calls = fakeApi({
    '/general/store': { body: { s: 'ok', store } },
    '/wallet/me': { body: { s: 'ok', card: testCard } },
    '/wallet/shop/info': { body: { s: 'ok', shop } },
    '/wallet/shop/products': (body: { productCategoryId?: number }) => ({
      body: {
        s: 'ok',
        products: products.filter(
          (p) => p.stock !== 0 && (!body.productCategoryId || p.categoryId === body.productCategoryId),
        ),
        total: products.length,
      },
    }),
    '/wallet/shop/product': (body: { productId: number }) => {
      const found = products.find((p) => p.id === body.productId);
      return found
        ? { body: { s: 'ok', product: found } }
        : {
            status: 404,
            body: {
              s: 'not-ok',
              m: 'No se encontró el producto.',
              code: 'products.notFound',
              errorType: 'not-found',
            },
          };
    },
    '/wallet/orders/place': () => {
      if (refusal) return refusal;
      const placing = calls.at(-1)!;
      const key = placing.idempotencyKey ?? `sin-clave-${orders.length}`;
      let order = byKey.get(key);
      if (!order) {
        const input = placing.body as {
          items: { productId: number; quantity: number }[];
          mode: 'delivery' | 'pickup';
          address?: string;
          note: string | null;
        };
        const lines = input.items.map((item) => {
          const p = products.find((x) => x.id === item.productId)!;
          return {
            productId: p.id,
            name: p.name,
            image: null,
            priceCents: p.priceCents,
            quantity: item.quantity,
            totalCents: p.priceCents * item.quantity,
          };
        });
        const subtotalCents = lines.reduce((s, l) => s + l.totalCents, 0);
        const shippingCents = input.mode === 'delivery' && subtotalCents < 15_000 ? 800 : 0;
        order = {
          id: 41 + orders.length,
          state: 'new',
          mode: input.mode,
          location: input.mode === 'pickup' ? { id: 3, name: 'Aurora Miraflores' } : null,
          shippingName: input.mode === 'delivery' ? 'Miraflores' : null,
          address: input.address ?? null,
          itemsCount: lines.reduce((s, l) => s + l.quantity, 0),
          subtotalCents,
          shippingCents,
          totalCents: subtotalCents + shippingCents,
          points: Math.floor(subtotalCents / 1000),
          pointsGiven: false,
          createdAt: '2026-11-24T15:30:00.000Z',
          lines,
          events: [
            {
              state: 'new',
              reason: null,
              reasonCode: null,
              reasonParams: null,
              createdAt: '2026-11-24T15:30:00.000Z',
            },
          ],
          customerNote: input.note,
          cancelReason: null,
          cancelReasonCode: null,
          cancelReasonParams: null,
        };
        byKey.set(key, order);
        orders.unshift(order);
      }
      return { body: { s: 'ok', m: `Recibimos su pedido #${order.id}.`, order } };
    },
    '/wallet/orders/get-all': () => ({ body: { s: 'ok', orders, total: orders.length } }),
  });
  return {
    calls,
    orders,
    refuseWith: (next: typeof refusal) => {
      refusal = next;
    },
  };
}

/** An element's text with the formatter's no-break spaces as plain ones. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ');

const signedIn = () => signedInAs('cus_valeria');
const placeCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path === '/wallet/orders/place');

freshWalletPerTest();

describe("the wallet's shop", () => {
  it('goes from the catalogue to a product, the cart and the checkout, and shows the order in the list', async () => {
    const server = fakeShop([
      product({
        id: 1,
        name: 'Café de Chanchamayo 250 g',
        priceCents: 3200,
        stock: 40,
        images: ['/uploads/cafe.png'],
      }),
      product({
        id: 2,
        name: 'Torta de chocolate entera',
        priceCents: 8500,
        oldPriceCents: 9900,
        stock: 3,
        categoryId: 2,
        pointsMode: 'fixed',
        points: 20,
      }),
    ]);
    signedIn();
    renderWallet('/pe/cafe-aurora/more');
    fireEvent.click(await screen.findByRole('link', { name: 'Tienda' }));

    const products = await screen.findByRole('list', { name: 'Productos' });
    const cake = within(products).getByRole('link', { name: /Torta de chocolate entera/ });
    expect(text(cake)).toContain('S/ 85.00');
    expect(text(cake)).toContain('Antes: S/ 99.00');
    expect(text(cake)).toContain('Quedan 3');
    expect(text(cake)).toContain('+20 puntos por unidad');
    fireEvent.click(screen.getByRole('button', { name: 'Pastelería' }));
    expect(await screen.findByRole('button', { name: 'Pastelería', pressed: true })).toBeTruthy();
    expect(server.calls.at(-1)?.body).toMatchObject({ productCategoryId: 2, page: 1 });

    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Productos' })).getByRole('link', { name: /Torta/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Torta de chocolate entera' })).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Una unidad más de Torta de chocolate entera' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText(/Se agregó al carrito \(tiene 3 unidades\)/)).toBeTruthy();
    expect(screen.getByText('Ya tiene 3 unidades en su carrito: no quedan más disponibles.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Volver a la tienda' }));
    fireEvent.click(await screen.findByRole('link', { name: /Café de Chanchamayo/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ver carrito' }));

    // The cart: 3 × 85.00 + 1 × 32.00 = 287.00, 60 fixed points + 3 by the conversion (32.00 at 1 per 10.00).
    expect(await screen.findByRole('heading', { name: 'Carrito' })).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(text(screen.getByTestId('cart-subtotal'))).toBe('S/ 287.00');
    expect(screen.getByText('Al recibir su pedido sumará 63 puntos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Una unidad menos de Torta de chocolate entera' }));
    expect(text(screen.getByTestId('cart-subtotal'))).toBe('S/ 202.00');
    fireEvent.click(screen.getByRole('link', { name: 'Continuar con el pedido' }));

    // Checkout: delivery to Miraflores (free from 150.00), an address and a note.
    expect(await screen.findByRole('heading', { name: 'Confirmar pedido' })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Miraflores: S\/\s8\.00$/ })).toBeTruthy();
    expect(text(screen.getByTestId('free-shipping'))).toBe(
      'Envío gratis: su pedido alcanza el mínimo de S/ 150.00.',
    );
    fireEvent.change(screen.getByLabelText('Dirección de entrega'), {
      target: { value: 'Av. Larco 1150, dpto. 302' },
    });
    fireEvent.change(screen.getByLabelText('Notas para el negocio (opcional)'), {
      target: { value: 'Tocar el timbre dos veces.' },
    });
    expect(text(screen.getByTestId('checkout-total'))).toBe('S/ 202.00');
    expect(screen.getByText('Pago contra entrega: paga al recibir su pedido.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));

    expect(await screen.findByRole('heading', { name: 'Mis pedidos' })).toBeTruthy();
    expect(screen.getByText(/^Recibimos su pedido #41\./)).toBeTruthy();
    const order = await screen.findByTestId('order-41');
    expect(order.hasAttribute('open')).toBe(true);
    expect(within(order).getByTestId('order-state').textContent).toBe('Nuevo');
    expect(text(order)).toContain('2 × Torta de chocolate entera');
    expect(text(order)).toContain('Av. Larco 1150, dpto. 302');
    expect(text(order)).toContain('Tocar el timbre dos veces.');
    expect(text(order)).toContain('S/ 202.00');
    // 15:30 UTC is 10:30 in Lima, the store's zone, whatever the browser's.
    expect(text(order)).toContain('24/11/2026, 10:30');

    const [placed] = placeCalls(server.calls);
    expect(placed?.body).toEqual({
      items: [
        { productId: 2, quantity: 2 },
        { productId: 1, quantity: 1 },
      ],
      mode: 'delivery',
      shippingCostId: 7,
      address: 'Av. Larco 1150, dpto. 302',
      note: 'Tocar el timbre dos veces.',
      expectedTotalCents: 20_200,
    });
    expect(placed?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(placed?.token).toBe('cus_valeria');
    // The cart is empty once ordered.
    expect(localStorage.getItem('premia.wallet.cart:/pe/cafe-aurora:A3f')).toBeNull();
  });

  it('makes a double tap on "Confirmar pedido" one order', async () => {
    const server = fakeShop([product({ id: 1, name: 'Taza Aurora', priceCents: 3900 })]);
    signedIn();
    localStorage.setItem(
      'premia.wallet.cart:/pe/cafe-aurora:A3f',
      JSON.stringify([
        {
          productId: 1,
          name: 'Taza Aurora',
          image: null,
          priceCents: 3900,
          stock: null,
          points: 3,
          pointsMode: 'conversion',
          quantity: 1,
        },
      ]),
    );
    renderWallet('/pe/cafe-aurora/shop/checkout');
    fireEvent.click(await screen.findByLabelText('Recojo en el local (gratis)'));
    expect(screen.getByRole('option', { name: 'Aurora Miraflores — Av. Larco 101' })).toBeTruthy();
    const confirm = await screen.findByRole('button', { name: 'Confirmar pedido' });
    await vi.waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    // The first try gets no answer (the connection dropped): the customer taps again, twice.
    server.refuseWith('offline');
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay conexión. Revise su internet e inténtelo de nuevo.',
    );
    server.refuseWith(null);
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByTestId('order-41')).toBeTruthy();
    const placed = placeCalls(server.calls);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(placed.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(placed[0]?.body).toMatchObject({ mode: 'pickup', locationId: 3, expectedTotalCents: 3900 });
    expect(server.orders).toHaveLength(1);
    expect(
      screen.getAllByRole('listitem').filter((li) => li.querySelector('[data-testid^="order-"]')),
    ).toHaveLength(1);
  });

  it("shows an out-of-stock refusal in the reader's language, then what is left, and keeps the cart", async () => {
    await setLanguage('en');
    const products = [product({ id: 5, name: 'Pie de limón', priceCents: 6900, stock: 4 })];
    const server = fakeShop(products);
    signedIn();
    localStorage.setItem(
      'premia.wallet.cart:/pe/cafe-aurora:A3f',
      JSON.stringify([
        {
          productId: 5,
          name: 'Pie de limón',
          image: null,
          priceCents: 6900,
          stock: 4,
          points: 6,
          pointsMode: 'conversion',
          quantity: 3,
        },
      ]),
    );
    renderWallet('/pe/cafe-aurora/shop/checkout');
    fireEvent.click(await screen.findByLabelText('Pick up at the store (free)'));
    const confirm = screen.getByRole('button', { name: 'Confirm order' });
    await vi.waitFor(() => expect(confirm).toHaveProperty('disabled', false));

    // Meanwhile someone else took two of the four, and the store raised the price.
    products[0] = { ...products[0]!, stock: 2, priceCents: 7200 };
    server.refuseWith({
      status: 409,
      body: {
        s: 'not-ok',
        m: 'No quedan unidades suficientes de «Pie de limón» (quedan 2).',
        code: 'orders.outOfStock',
        params: { name: 'Pie de limón', left: 2 },
        errorType: 'conflict',
      },
    });
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are not enough units of «Pie de limón» left (2 left).',
    );
    expect(await screen.findByText('Only 2 units left.')).toBeTruthy();
    const priceChange = /^The price changed: it was S\/\s69\.00, now S\/\s72\.00\.$/;
    expect(screen.getByText(priceChange)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm order' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep 2' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm order' })).toHaveProperty('disabled', false),
    );
    // Fewer units is fixed; the new price stays said, and the total is at it.
    expect(screen.getByText(priceChange)).toBeTruthy();
    expect(text(screen.getByTestId('checkout-total'))).toBe('S/ 144.00');
    expect(JSON.parse(localStorage.getItem('premia.wallet.cart:/pe/cafe-aurora:A3f')!)[0].quantity).toBe(2);

    server.refuseWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByTestId('order-41')).toBeTruthy();
    const [refused, accepted] = placeCalls(server.calls);
    // A changed order is a new attempt: another key.
    expect(accepted?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    expect(accepted?.body).toMatchObject({
      items: [{ productId: 5, quantity: 2 }],
      expectedTotalCents: 14_400,
    });
  });

  it('keeps the cart across reloads for each customer, and says at the checkout what changed since', async () => {
    const products = [
      product({ id: 1, name: 'Granola de la casa 400 g', priceCents: 2800, stock: 20 }),
      product({ id: 2, name: 'Termo de acero 500 ml', priceCents: 8900, stock: 10 }),
    ];
    fakeShop(products);
    signedIn();
    const first = renderWallet('/pe/cafe-aurora/shop/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    fireEvent.click(screen.getByRole('link', { name: 'Volver a la tienda' }));
    fireEvent.click(await screen.findByRole('link', { name: /Termo de acero/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    fireEvent.click(screen.getByRole('link', { name: 'Volver a la tienda' }));
    expect((await screen.findByTestId('cart-link')).textContent).toBe('Carrito (2)');
    first.unmount();

    // Later: the granola costs more, the flask is no longer sold.
    products[0] = { ...products[0]!, priceCents: 3100 };
    products.splice(1, 1);
    renderWallet('/pe/cafe-aurora/shop/checkout');
    expect(await screen.findByText('El precio cambió: antes S/ 28.00, ahora S/ 31.00.')).toBeTruthy();
    expect(await screen.findByText('Este producto ya no está a la venta.')).toBeTruthy();
    expect(
      screen.getByText('Algunos productos cambiaron desde que los agregó. Revise su pedido.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Termo de acero 500 ml' }));
    // 31.00 + 8.00 of shipping: the new price is the one confirmed.
    expect(text(screen.getByTestId('checkout-total'))).toBe('S/ 39.00');
    cleanup();

    // Another customer on the same phone has a cart of their own.
    localStorage.setItem(
      'premia.wallet.remembered:["/pe/cafe-aurora","/wallet/me",{}]',
      JSON.stringify({ s: 'ok', card: { ...testCard, clientCode: 'B7' } }),
    );
    vi.unstubAllGlobals();
    fakeApi({
      '/general/store': { body: { s: 'ok', store } },
      '/wallet/me': { body: { s: 'ok', card: { ...testCard, clientCode: 'B7' } } },
      '/wallet/shop/info': { body: { s: 'ok', shop } },
    });
    renderWallet('/pe/cafe-aurora/shop/cart');
    expect(await screen.findByText('Su carrito está vacío.')).toBeTruthy();
  });

  it('lists the shop on «Más» only for a store with products on sale, and links to its own ordering page', async () => {
    fakeApi({
      '/general/store': {
        body: { s: 'ok', store: { ...testStore, ordersLink: 'https://wa.me/51987654321' } },
      },
    });
    signedIn();
    renderWallet('/pe/cafe-aurora');
    const link = await screen.findByRole('link', { name: 'Hacer un pedido' });
    expect(link.getAttribute('href')).toBe('https://wa.me/51987654321');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    // «Más» lists the shop and the customer's orders only for a store with a shop.
    renderWallet('/pe/cafe-aurora/more');
    expect(await screen.findByRole('link', { name: 'Avisos' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tienda' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mis pedidos' })).toBeNull();
    cleanup();

    fakeApi({ '/general/store': { body: { s: 'ok', store } } });
    renderWallet('/pe/cafe-aurora');
    expect(await screen.findByRole('link', { name: 'Comprar en la tienda online' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('link', { name: 'Más' }),
    );
    expect((await screen.findByRole('link', { name: 'Tienda' })).getAttribute('href')).toBe(
      '/pe/cafe-aurora/shop',
    );
    expect(screen.getByRole('link', { name: 'Mis pedidos' }).getAttribute('href')).toBe(
      '/pe/cafe-aurora/orders',
    );
  });
});
