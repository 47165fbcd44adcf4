import { expect, type Page } from '@playwright/test';
import { demo, expectNoSidewaysOverflow, expectNoSidewaysScroller, signIn, snap } from './support/helpers';
import { test } from './support/test';

// Issue #32 §2: at 375 px every back-office and admin list is a column of cards (ResponsiveTable): nothing
// scrolls sideways and each row's actions are on the screen. At 1440 px they are tables.

/** The first row's card (or table row) and its action, visible inside the window. */
async function firstRowActionOnScreen(page: Page, action: RegExp) {
  const width = page.viewportSize()?.width ?? 0;
  const phone = width < 768;
  const row = phone
    ? page.locator('#content .cards__item').first()
    : page.locator('#content .ant-table-row').first();
  await expect(row).toBeVisible();
  const button = row.getByRole('button', { name: action }).first();
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box, 'the action has a box').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), 'the action’s right edge, in px').toBeLessThanOrEqual(width);
  await expectNoSidewaysScroller(page);
  await expectNoSidewaysOverflow(page);
}

test("the owner's shop and payments lists show every row's actions", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstRowActionOnScreen(page, /^Ver/);
  await snap(page, 'phone-orders');

  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstRowActionOnScreen(page, /Editar/);
  await snap(page, 'phone-products');

  await page.goto('/dashboard/shippingcosts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstRowActionOnScreen(page, /Editar/);
  await snap(page, 'phone-shippingcosts');

  await page.goto('/dashboard/payment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroller(page);
  await snap(page, 'phone-payments');
});

test("the owner's bulk file lists fit the window", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/customers/bulk');
  await expect(page.getByRole('heading', { name: 'Puntos desde un archivo', level: 1 })).toBeVisible();
  const stamp = Date.now().toString(36);
  const file = ['Cliente;Puntos;Motivo', `Azzzz;10;Teléfono ${stamp}`].join('\r\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: `tel-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('bulk-rows').getByText('No se encontró al cliente «Azzzz».')).toBeVisible();
  await expectNoSidewaysScroller(page);
  await expectNoSidewaysOverflow(page);
  await snap(page, 'phone-bulk');
});

test("the admin's stores, cities and locations show every row's actions", async ({ page }) => {
  test.setTimeout(180_000);
  // A store whose owner has a long email: the list must fit the window with it, at 1440 px as at 375.
  const stamp = Date.now().toString(36);
  const registered = await page.request.post('/login/client/register', {
    data: {
      storeName: `Bodega ${stamp}`,
      storeTypeId: 1,
      countryId: 1,
      firstName: 'Maricielo',
      lastName: 'Fernández',
      email: `maricielo.fernandez.administracion.${stamp}@bodegas-del-centro-historico.example.com`,
      password: 'Bodega-del-centro-2026',
    },
  });
  expect((await registered.json()).s).toBe('ok');
  await page.goto('/');
  await signIn(page, demo.admin.email);

  await page.goto('/dashboard/admin/stores');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstRowActionOnScreen(page, /Acciones|Editar/);
  await snap(page, 'phone-admin-stores');

  await page.goto('/dashboard/admin/cities');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstRowActionOnScreen(page, /Editar/);
  await snap(page, 'phone-admin-cities');

  await page.goto('/dashboard/admin/locations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroller(page);
  await expectNoSidewaysOverflow(page);
  await snap(page, 'phone-admin-locations');
});

test('an employee who opens an owner’s address is told it is not theirs, not that it does not exist', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.employee.email);
  await page.goto('/dashboard/configuration');
  await expect(page.getByRole('heading', { name: 'No tiene permiso' })).toBeVisible();
  await expect(page.getByText('Página no encontrada')).toHaveCount(0);
  await snap(page, 'phone-forbidden');
});
