import { cspViolations, demo, listValue, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

// Every screen of the shell, screenshotted (e2e/artifacts/<screen>-<width>.png) and checked with axe,
// at 1440 px (desktop project) and 375 px (mobile project).
test.describe('screens', () => {
  test('public screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveTitle('Inicio');
    await snap(page, 'signin');

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await snap(page, 'signin-error');

    await page.goto('/registro');
    await expect(page.getByRole('heading', { name: 'Registre su negocio', level: 1 })).toBeVisible();
    await snap(page, 'registro');

    await page.goto('/resetpassword?token=abcdefghijklmnopqrstuvwxyz0123456789');
    await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
    await snap(page, 'resetpassword');

    await page.goto('/no-such-page');
    await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
    await snap(page, 'not-found-public');
  });

  test('dashboard screens of the owner', async ({ page }) => {
    const blocked = cspViolations(page);
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Café Aurora');
    await snap(page, 'home');

    await page.goto('/dashboard/myprofile');
    await expect(page.getByLabel('Email')).toHaveValue(demo.owner.email);
    await snap(page, 'myprofile');

    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await snap(page, 'not-found-dashboard');
    expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
  });

  test('store management screens of the owner', async ({ page }) => {
    // Five screens, each checked for accessibility: on a phone that alone takes most of a minute.
    test.setTimeout(150_000);
    await page.goto('/');
    await signIn(page, demo.owner.email);

    await page.goto('/dashboard/employees');
    // A table cell on a desktop, a card's field on a phone (ResponsiveTable).
    await expect(
      page.getByRole('main').getByText(demo.employee.email, { exact: true }).first(),
    ).toBeVisible();
    await snap(page, 'employees-list');

    await page.goto('/dashboard/locations');
    await expect(page.getByRole('main').getByText('Aurora Barranco', { exact: true }).first()).toBeVisible();
    await snap(page, 'locations-list');

    // The create/edit modal every back-office form shares (FormModal), with a rule's message showing.
    await page.goto('/dashboard/customerlevels');
    await page.getByRole('button', { name: 'Nuevo nivel' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('El campo «Nombre» es obligatorio.')).toBeVisible();
    await snap(page, 'level-modal');
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/dashboard/customers/bulk');
    await expect(page.getByRole('heading', { name: 'Puntos desde un archivo', level: 1 })).toBeVisible();
    await expect(page.getByText('Lotes anteriores')).toBeVisible();
    await snap(page, 'bulk-points');

    await page.goto('/dashboard/configuration');
    await expect(page.getByLabel('Nombre del negocio', { exact: true })).toHaveValue('Café Aurora');
    await snap(page, 'configuration-demo');
  });

  test('payment screens of the owner', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);

    await page.goto('/dashboard/payment');
    await expect(listValue(page, 'Confirmado')).toBeVisible();
    await snap(page, 'payment-demo');

    await page.goto('/dashboard/recurringsubscription');
    await expect(page.getByTestId('subscription-status')).toHaveText('Activa');
    await snap(page, 'recurringsubscription-demo');
  });

  test('online shop screens of the owner', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);

    await page.goto('/dashboard/products');
    await expect(listValue(page, 'Café de Chanchamayo 250 g')).toBeVisible();
    await snap(page, 'shop-products');

    await page.goto('/dashboard/shippingcosts');
    await expect(listValue(page, 'Miraflores')).toBeVisible();
    await snap(page, 'shop-shippingcosts');

    await page.goto('/dashboard/categories');
    await expect(page.getByRole('heading', { name: 'Pastelería' })).toBeVisible();
    await snap(page, 'shop-categories');
  });

  test('online shop orders of the owner', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
    await expect(listValue(page, 'Cancelado', false)).toBeVisible();
    await snap(page, 'shop-orders');
    await page
      .getByRole('button', { name: /^Ver el pedido/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('Historial')).toBeVisible();
    await snap(page, 'shop-order-drawer');
  });

  // The platform's own offers and news (no sidebar entry: reached from the admin's home).
  test("the platform admin's offers and news", async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await page.goto('/dashboard/admin/offers');
    await expect(page.getByRole('heading', { name: 'Ofertas de la plataforma', level: 1 })).toBeVisible();
    await snap(page, 'admin-offers');
    await page.goto('/dashboard/admin/news');
    await expect(page.getByRole('heading', { name: 'Novedades de la plataforma', level: 1 })).toBeVisible();
    await snap(page, 'admin-news');
  });

  test('the 500 page when the server cannot be reached', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.employee.email);
    // A network failure of the configuration call: the dashboard cannot start.
    await page.route('**/general/client-config', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Error interno del servidor' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Algo salió mal. Por favor, inténtelo de nuevo.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await snap(page, 'server-error');
  });
});
