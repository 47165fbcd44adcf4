import { demo, expectNoSidewaysScroller, listValue, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// The platform admin runs the business (issue #17): creates a business, confirms its payment, sees it
// on the admin home; the new owner signs in and sees the allowance. At 1440 and 375 px.

const PASSWORD = 'Flores-de-mayo-2026';

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('admin creates a business, confirms its payment and sees it on the home; the owner sees the allowance', async ({
  page,
  request,
}) => {
  // One long journey through six screens, each screenshotted and checked with axe.
  test.setTimeout(240_000);
  const width = page.viewportSize()?.width ?? 0;
  const tag = `${Date.now().toString(36)}${width}`;
  const store = `Florería Jazmín ${tag}`;
  const email = `rosa.${tag}@example.com`;

  await page.goto('/');
  await signIn(page, demo.admin.email);
  await page.goto('/dashboard/admin/stores');
  await expect(page.getByRole('heading', { name: 'Negocios', level: 1 })).toBeVisible();
  await expect(page.getByText('Librería Quipu')).toBeVisible();
  await snap(page, 'admin-stores');

  await page.getByRole('button', { name: 'Nuevo negocio' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Nombre del negocio').fill(store);
  await modal.getByLabel('Tipo de comercio').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(2).click();
  await modal.getByLabel('RUC').fill('20123456789');
  await modal.getByLabel('Nombre del dueño').fill('Rosa');
  await modal.getByLabel('Apellido del dueño').fill('Mamani');
  await modal.getByLabel('Email del dueño').fill(email);
  await modal.getByLabel('Contraseña del dueño').fill(PASSWORD);
  await snap(page, 'admin-business-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Negocio creado')).toBeVisible();
  await expect(modal).toBeHidden();

  await page.getByPlaceholder('Buscar por nombre, RUC o email del dueño').fill(tag);
  await page.getByPlaceholder('Buscar por nombre, RUC o email del dueño').press('Enter');
  await expect(page.getByRole('button', { name: store, exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The owner asks for a pack (no PayPal configured: a manual payment the admin confirms).
  const login = await request.post('/login/client', { data: { email, password: PASSWORD } });
  const token = (await login.json()).user.token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const plans = await (
    await request.post('/general/payment/redemptions-costs', { data: {}, headers: auth })
  ).json();
  const pack = plans.plans.find((p: { name: string }) => p.name === 'Pack 100 canjes');
  const bought = await request.post('/client/payment/save', { data: { planId: pack.id }, headers: auth });
  expect((await bought.json()).payment.status).toBe('pending');

  await page.getByRole('button', { name: `Acciones de ${store}` }).click();
  await page.getByRole('menuitem', { name: 'Pagos' }).click();
  await expect(page.getByRole('heading', { name: `Pagos de ${store}` })).toBeVisible();
  await expect(page.getByTestId('admin-allowance-left')).toHaveText('0');
  await snap(page, 'admin-store-payments');
  // On a phone a card per payment: the seven columns once scrolled sideways at 375 px.
  if ((page.viewportSize()?.width ?? 0) < 768) await expectNoSidewaysScroller(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Pago confirmado. Se sumaron 100 canjes al negocio.')).toBeVisible();
  await expect(page.getByTestId('admin-allowance-left')).toHaveText('100');
  await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
  // Where its buttons were, the confirmed payment says when it was confirmed.
  await expect(page.getByText(/^Confirmado el \d/)).toBeVisible();

  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración', level: 1 })).toBeVisible();
  await expect(page.getByText('Ingresos de este mes')).toBeVisible();
  await expect(page.getByTestId('admin-months-chart')).toBeVisible();
  const revenue = page.locator('.ant-statistic').filter({ hasText: 'Ingresos de este mes' });
  await expect(revenue).toContainText('USD');
  await snap(page, 'admin-home');

  await page.goto('/dashboard/admin/configuration');
  await expect(page.getByText('Canjes de los negocios')).toBeVisible();
  await expect(page.getByLabel('Canjes gratis para negocios nuevos')).toBeVisible();
  await snap(page, 'admin-configuration');
  await page.goto('/dashboard/admin/configuration?tab=plans');
  await expect(listValue(page, 'Pack 500 canjes', false)).toBeVisible();
  await snap(page, 'admin-configuration-plans');
  await page.goto('/dashboard/admin/configuration?tab=paymentProvider');
  await expect(page.getByText('Todavía no hay un secreto guardado.')).toBeVisible();
  await snap(page, 'admin-configuration-payment');

  await signOut(page);
  await signIn(page, email, PASSWORD);
  await page.goto('/dashboard/configuration');
  await page.getByRole('link', { name: 'Comprar canjes y ver mis pagos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment$/);
  await expect(page.getByTestId('allowance-left')).toHaveText('100');
});
