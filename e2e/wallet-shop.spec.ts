import { createShopEmployee } from './support/employees';
import { signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';
import { enterWithMailedCode, fillSignUp, openFromMore, STORE } from './support/wallet';

// The wallet's shop end to end on a phone: a new customer orders two products for delivery, an employee
// with the shop permission confirms and notes the order in the back office at 1440 px and delivers it
// from a phone, and the customer sees the new state and the points. The browser is in Madrid; the
// store (Lima) says its own times.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'Europe/Madrid' });

/** A new customer of the store, signed up with the code read from the mail; leaves them on their card. */
async function signUp(page: Page, tag: string) {
  await page.goto(`${STORE}/signin`);
  await enterWithMailedCode(page, `compras.${tag}@example.com`);
  await fillSignUp(page, { firstName: 'Rosa', lastName: `Quispe ${tag}` });
  await expect(page).toHaveURL(`${STORE}/card`);
}

const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('balance').innerText()).replace(/\D/g, ''));

/** Adds units of a product from the catalogue (the product's page, + as many times as needed). */
async function addToCart(page: Page, name: string, units: number) {
  await page
    .getByRole('list', { name: 'Productos' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (let i = 1; i < units; i += 1)
    await page.getByRole('button', { name: `Una unidad más de ${name}` }).click();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(`Se agregó al carrito (tiene ${units} unidad`)).toBeVisible();
}

test('a customer orders from the wallet, a shop employee confirms, notes and delivers it, and the customer sees it delivered with the points', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  await signUp(page, tag);
  const startBalance = await balanceOf(page);

  // The catalogue, a product, the cart.
  const nav = page.getByRole('navigation', { name: /^(Secciones|Sections)$/ });
  await openFromMore(page, 'Tienda');
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda online' })).toBeVisible();
  await page.getByRole('button', { name: 'Cafés' }).click();
  const cajamarca = page
    .getByRole('list', { name: 'Productos' })
    .getByRole('link', { name: /Café de Cajamarca/ });
  await expect(cajamarca).toContainText(/S\/\s35\.00/);
  await snap(page, 'wallet-shop');
  // The shop's own style sheet is there: the products are two tiles a row, not a bulleted list.
  const products = page.getByRole('list', { name: 'Productos' });
  await expect(products).toHaveCSS('display', 'grid');
  await expect(products).toHaveCSS('list-style-type', 'none');
  await addToCart(page, 'Café de Cajamarca 250 g', 2);
  await snap(page, 'wallet-shop-product');
  await page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await page.getByRole('button', { name: 'Pastelería' }).click();
  await addToCart(page, 'Alfajores de manjar x6', 1);
  await page.getByRole('link', { name: 'Ver carrito' }).click();

  // 2 × 35.00 + 22.00 = 92.00; 9 points (1 per 10.00, line by line).
  await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/^S\/\s92\.00$/);
  await expect(page.getByText('Al recibir su pedido sumará 9 puntos.')).toBeVisible();
  await snap(page, 'wallet-cart');
  await page.getByRole('link', { name: 'Continuar con el pedido' }).click();

  // The checkout: delivery to Miraflores (8.00 under 150.00), the address, a note.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar pedido' })).toBeVisible();
  await page.getByLabel('Envío a domicilio').check();
  const zone = page.getByLabel('Zona de envío');
  const miraflores = zone.locator('option', {
    hasText: /^Miraflores: S\/\s8\.00$/,
  });
  await zone.selectOption(String(await miraflores.getAttribute('value')));
  await page.getByLabel('Dirección de entrega').fill('Av. Larco 1150, dpto. 302, Miraflores');
  await page.getByLabel('Notas para el negocio (opcional)').fill('Tocar el timbre dos veces.');
  await expect(page.getByTestId('free-shipping')).toHaveText(
    /^Envío gratis desde S\/\s150\.00: le faltan S\/\s58\.00\.$/,
  );
  await expect(page.getByTestId('checkout-total')).toHaveText(/^S\/\s100\.00$/);
  await snap(page, 'wallet-checkout');
  // A double tap: one order.
  await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();

  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  const placed = await page.getByText(/^Recibimos su pedido #\d+\./).innerText();
  const orderId = Number(/#(\d+)/.exec(placed)?.[1]);
  await expect(page.getByTestId(/^order-\d+$/)).toHaveCount(1);
  const order = page.getByTestId(`order-${orderId}`);
  await expect(order.getByTestId('order-state')).toHaveText('Nuevo');
  await expect(order.getByTestId('order-points')).toHaveText('9 puntos al entregarse');
  await expect(order).toContainText('Av. Larco 1150, dpto. 302, Miraflores');
  await snap(page, 'wallet-orders');

  // An employee with the shop permission confirms it and notes it on a wide screen, then marks it
  // delivered from a phone.
  const employee = await createShopEmployee(request);
  const office = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await office.newPage();
  await desk.goto('/');
  await signIn(desk, employee.email, employee.password);
  await desk.goto('/dashboard/orders');
  await desk.getByRole('button', { name: `Ver el pedido #${orderId}` }).click();
  const drawer = desk.getByRole('dialog');
  await expect(drawer.getByText('Tocar el timbre dos veces.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Confirmar' }).click();
  await expect(desk.getByText(`El pedido #${orderId} ahora está: Confirmado.`)).toBeVisible();
  await drawer.getByLabel('Escriba una nota interna').fill('Llamar al llegar a la puerta.');
  await drawer.getByRole('button', { name: 'Agregar nota' }).click();
  await expect(drawer.getByText('Llamar al llegar a la puerta.')).toBeVisible();
  await snap(desk, 'shop-order-confirmed');
  await office.close();
  const phoneOffice = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    timezoneId: 'Europe/Madrid',
  });
  const phone = await phoneOffice.newPage();
  await phone.goto('/');
  await signIn(phone, employee.email, employee.password);
  await phone.goto('/dashboard/orders');
  await phone.getByRole('button', { name: `Ver el pedido #${orderId}` }).click();
  const sheet = phone.getByRole('dialog');
  await expect(sheet.getByText('Llamar al llegar a la puerta.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(phone.getByText(`El pedido #${orderId} ahora está: Entregado.`)).toBeVisible();
  await expect(sheet.getByText(employee.name).first()).toBeVisible();
  await snap(phone, 'shop-order-delivered');
  await phoneOffice.close();

  // The customer sees it delivered, its history, and the points in the balance.
  await page.reload();
  await expect(order.getByTestId('order-state')).toHaveText('Entregado');
  await order.locator('summary').click();
  await expect(order.getByTestId('order-points')).toHaveText('9 puntos sumados a su saldo');
  await expect(order.getByRole('listitem').filter({ hasText: 'Confirmado' })).toHaveCount(1);
  await expect(order.getByRole('listitem').filter({ hasText: 'Entregado' })).toHaveCount(1);
  await snap(page, 'wallet-orders-delivered');
  await nav.getByRole('link', { name: 'Mi tarjeta' }).click();
  await expect(page.getByTestId('balance')).toHaveText(`${startBalance + 9} puntos`);

  // Every screen of the shop on a wide screen, and in English on both.
  for (const [language, width] of [
    ['es', 1440],
    ['en', 375],
    ['en', 1440],
  ] as const) {
    await page.setViewportSize({ width, height: width > 375 ? 900 : 812 });
    const words =
      language === 'es'
        ? {
            shop: 'Tienda',
            more: 'Más',
            add: 'Agregar al carrito',
            cart: 'Ver carrito',
            checkout: 'Continuar con el pedido',
            state: 'Entregado',
          }
        : {
            shop: 'Shop',
            more: 'More',
            add: 'Add to cart',
            cart: 'View cart',
            checkout: 'Continue to checkout',
            state: 'Delivered',
          };
    await page.evaluate((l) => localStorage.setItem('premia.wallet.language', l), language);
    await page.goto(`${STORE}/orders`);
    await expect(order.getByTestId('order-state')).toHaveText(words.state);
    await order.locator('summary').click();
    await snap(page, `wallet-orders-${language}`);
    await openFromMore(page, words.shop, words.more);
    await expect(
      page
        .getByRole('list', { name: /Productos|Products/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await snap(page, `wallet-shop-${language}`);
    await page.getByRole('link', { name: /Taza Aurora/ }).click();
    await page.getByRole('button', { name: words.add }).click();
    await snap(page, `wallet-shop-product-${language}`);
    await page.getByRole('link', { name: words.cart }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await snap(page, `wallet-cart-${language}`);
    await page.getByRole('link', { name: words.checkout }).click();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await snap(page, `wallet-checkout-${language}`);
  }
});
