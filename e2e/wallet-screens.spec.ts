import { apiAs, demo, snap } from './support/helpers';
import { waitForMail } from './support/mail';
import { expect, test } from './support/test';
import { fillSignUp, phoneInMadrid, printedCouponCode, STORE, walletNav } from './support/wallet';

// The wallet's screens walk (issue #32): every screen a customer meets, on a phone (375 px), checked by
// snap() with axe (no serious or critical violation) and for sideways overflow. One customer signs up
// through the forms once (those are screens of the walk); the rest is reached by address.
test.use(phoneInMadrid);

test('every wallet screen on a phone has no serious accessibility problem', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const email = `recorrido.${tag}@example.com`;
  const owner = await apiAs(request, demo.owner.email);
  const offer = `Dos capuchinos ${tag}`;
  const news = `Nuevo local ${tag}`;
  await owner('/client/offer/add', {
    name: offer,
    description: 'De lunes a jueves.',
    price: 12.5,
    oldPrice: 18,
    public: true,
    expirationDate: '2030-12-31',
  });
  await owner('/client/news/add', { name: news, description: 'Abrimos el lunes.', public: true });
  const couponCode = await printedCouponCode(owner, tag);

  // Before signing in: the store's page, the terms, the sign-in's two steps, the sign-up and its sheet.
  await page.goto(STORE);
  await expect(page.getByRole('heading', { level: 1, name: 'Café Aurora' })).toBeVisible();
  await snap(page, 'walk-store');
  await page.goto(`${STORE}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y privacidad' })).toBeVisible();
  await snap(page, 'walk-terms');
  await page.goto(`${STORE}/signin`);
  await page.getByLabel('Email').fill(email);
  await snap(page, 'walk-signin');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Código de 6 dígitos')).toBeVisible();
  await snap(page, 'walk-signin-code');
  const code = /para entrar en Café Aurora es (\d{6})\./.exec(await waitForMail(email))?.[1];
  await page.getByLabel('Código de 6 dígitos').fill(code!);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
  await snap(page, 'walk-signup');
  await page.getByRole('link', { name: 'Leer los términos y la política de privacidad' }).click();
  await expect(page.getByRole('dialog', { name: 'Términos y privacidad' })).toBeVisible();
  await snap(page, 'walk-signup-terms');
  await page.getByRole('button', { name: 'Volver al registro' }).click();
  await fillSignUp(page, { firstName: 'Rocío', lastName: `Recorrido ${tag}` });
  await expect(page).toHaveURL(`${STORE}/card`);
  const clientCode = (await page.getByTestId('client-code').innerText()).trim();

  // A purchase of S/ 400 at the counter: 40 points (a reward within reach) and a survey to answer.
  const employee = await apiAs(request, demo.employee.email);
  const { customers } = await employee<{ customers: { id: number; clientCode: string }[] }>(
    '/client/customer/search',
    { q: clientCode },
  );
  const customerId = customers.find((c) => c.clientCode === clientCode)!.id;
  await employee('/client/customer/add-points', { customerId, amount: 400, ticketNumber: `WS-${tag}` });

  await page.reload();
  await expect(page.getByRole('heading', { name: '¿Cómo fue su compra?' })).toBeVisible();
  await snap(page, 'walk-card');
  await walletNav(page).getByRole('link', { name: 'Mis puntos' }).click();
  await expect(page.getByTestId('statement').getByRole('listitem').first()).toContainText('Compra');
  await snap(page, 'walk-points');

  // Premios: the list, a reward's QR, a request.
  await walletNav(page).getByRole('link', { name: 'Premios' }).click();
  const coffee = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Café americano' }) });
  await expect(coffee.getByRole('button', { name: 'Mostrar QR para canjear' })).toBeVisible();
  await snap(page, 'walk-rewards');
  await coffee.getByRole('button', { name: 'Mostrar QR para canjear' }).click();
  await expect(coffee.getByRole('img', { name: 'Código QR para canjear Café americano' })).toBeVisible();
  await snap(page, 'walk-reward-qr');
  await coffee.getByRole('button', { name: 'Solicitar' }).click();
  await coffee.getByRole('button', { name: 'Confirmar solicitud' }).click();
  await expect(page.getByTestId('reward-request').first()).toContainText('Pendiente');
  await snap(page, 'walk-requests');

  await page.goto(`${STORE}/survey`);
  await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
  await snap(page, 'walk-survey');
  await page.goto(`${STORE}/review`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'walk-review');

  await page.goto(`${STORE}/coupon?code=${couponCode}`);
  await page.getByRole('button', { name: 'Canjear cupón' }).click();
  await expect(page.getByRole('status')).toContainText('Sumó 25 puntos');
  await snap(page, 'walk-coupon');

  await page.goto(`${STORE}/more`);
  await expect(page.getByRole('heading', { level: 1, name: 'Más' })).toBeVisible();
  await snap(page, 'walk-more');
  await page.goto(`${STORE}/inbox`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'walk-inbox');
  await page.goto(`${STORE}/offers`);
  await page.getByRole('link', { name: new RegExp(offer) }).click();
  await expect(page.getByRole('heading', { level: 1, name: offer })).toBeVisible();
  await snap(page, 'walk-offer');
  await page.goto(`${STORE}/news`);
  await expect(page.getByRole('link', { name: new RegExp(news) })).toBeVisible();
  await snap(page, 'walk-news');

  // The shop: the catalogue, a product, the cart, the checkout, the orders.
  await page.goto(`${STORE}/shop`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda online' })).toBeVisible();
  await snap(page, 'walk-shop');
  const product = 'Café de Cajamarca 250 g';
  await page
    .getByRole('list', { name: 'Productos' })
    .getByRole('link', { name: new RegExp(product) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Se agregó al carrito')).toBeVisible();
  await snap(page, 'walk-product');
  await page.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
  await snap(page, 'walk-cart');
  await page.getByRole('link', { name: 'Continuar con el pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar pedido' })).toBeVisible();
  await snap(page, 'walk-checkout');
  await page.goto(`${STORE}/orders`);
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await snap(page, 'walk-orders');

  // The profile, the deletion's question, and the store's page that says the account is gone.
  await page.goto(`${STORE}/profile`);
  await expect(page.getByLabel('Nombre')).toHaveValue('Rocío');
  await snap(page, 'walk-profile');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByRole('alertdialog', { name: '¿Eliminar su cuenta?' })).toBeVisible();
  await snap(page, 'walk-delete');
  await page.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(STORE);
  await snap(page, 'walk-deleted');

  await page.goto('/pe/no-existe-este-negocio');
  await expect(page.getByRole('heading', { name: 'Negocio no encontrado' })).toBeVisible();
  await snap(page, 'walk-no-store');
});
