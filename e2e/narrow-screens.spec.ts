import { demo, expectNoSidewaysOverflow, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// Issue #13: nothing scrolls sideways (the admin home was 399 px wide at 375). Runs at 1440 (desktop
// project) and 375 px (mobile project), with the browser in Madrid and the demo store in Lima.
test.use({ timezoneId: 'Europe/Madrid' });

/** The page is no wider than the window: document.documentElement.scrollWidth <= clientWidth. */
async function fits(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide in a ${clientWidth} px window`,
  ).toBeLessThanOrEqual(clientWidth);
  await expectNoSidewaysOverflow(page);
}

test('the admin’s home and dashboard fit the window', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración de la plataforma');
  await expect(page.getByTestId('home-today')).toContainText('por confirmar');
  await expect(page.locator('#content').getByRole('link', { name: 'Configuración' })).toBeVisible();
  await fits(page);
  await snap(page, 'narrow-admin-home');
  await page.goto('/dashboard/admin');
  await expect(page.getByTestId('admin-months-chart')).toBeVisible();
  await fits(page);
  await snap(page, 'narrow-admin-dashboard');
  for (const path of ['/dashboard/admin/stores', '/dashboard/admin/storetypes', '/dashboard/admin/cities']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await fits(page);
  }
});

test('the owner’s home, payments and purchase confirmation fit the window', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Café Aurora');
  await expect(page.getByTestId('home-today')).toContainText('Hoy:');
  await fits(page);
  // A card's title is read whole, wrapped on a phone, not cut with an ellipsis.
  const storeLink = page.getByRole('heading', { level: 2, name: 'Su tienda en el celular del cliente' });
  await expect(storeLink).toBeVisible();
  const { scrollWidth, clientWidth } = await storeLink.evaluate((title) => {
    const box = title.closest('.ant-card-head-title') as HTMLElement;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(scrollWidth, 'the title is cut').toBeLessThanOrEqual(clientWidth);
  await page.goto('/dashboard/payment');
  await expect(page.getByRole('button', { name: 'Comprar Pack 100 canjes' })).toBeVisible();
  await fits(page);
  await page.getByRole('button', { name: 'Comprar Pack 100 canjes' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar la compra' })).toContainText('Pack 100 canjes');
  await fits(page);
  await snap(page, 'narrow-buy-plan');
  await page.getByRole('button', { name: 'Volver' }).click();
  for (const path of [
    '/dashboard/employees',
    '/dashboard/locations',
    '/dashboard/customers',
    '/dashboard/rewards',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await fits(page);
  }
});

test('in French, a long tag wraps inside its cell or card instead of running past it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.evaluate(() => localStorage.setItem('premia.language', 'fr'));
  await page.goto('/dashboard/employees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employés');
  const tags = page.getByRole('main').locator('.ant-tag', { hasText: 'Échanger des récompenses' });
  await expect(tags.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // How far each tag's right edge runs past its table cell or card value (was 4 px and more in French).
  const past = await tags.evaluateAll((els) =>
    els.map((el) => {
      const box = el.closest('td, dd')?.getBoundingClientRect();
      return box ? Math.max(0, Math.ceil(el.getBoundingClientRect().right - box.right)) : 0;
    }),
  );
  expect(past).toEqual(past.map(() => 0));
  await fits(page);
  await snap(page, 'narrow-employees-fr');
});
