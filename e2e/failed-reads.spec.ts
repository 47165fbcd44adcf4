import { demo, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// The browser in Madrid, the stores in Lima: nothing here depends on it, but no screen may either.
// At 1440 px (desktop project) and 375 px (mobile project).
test.use({ timezoneId: 'Europe/Madrid' });

/**
 * Makes one API path answer as a broken proxy does (an HTML 502, which the owner once saw as
 * "Unexpected token 'b' … is not valid JSON") until `heal` is called; then the real server answers.
 */
async function breakPath(page: Page, path: string) {
  let failing = true;
  let failed = 0;
  await page.route(`**${path}`, async (route) => {
    if (!failing) return route.fallback();
    failed += 1;
    return route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body>bad gateway</body></html>',
    });
  });
  return {
    heal: () => {
      failing = false;
    },
    failed: () => failed,
  };
}

/**
 * The screen says it could not load — in Spanish, with the reason and a retry —, never raw text and
 * never its empty state; the retry, the server healed, brings the list and the alert goes.
 */
async function failThenRetry(
  page: Page,
  { path, screen, empty, name }: { path: string; screen: string; empty: string; name: string },
) {
  const broken = await breakPath(page, path);
  await page.goto(screen);
  const alert = page.getByRole('alert').filter({ hasText: 'No se pudo cargar la información' });
  // The client asks three times (1 s and 2 s apart) before it says so: slow on a loaded machine.
  await expect(alert).toBeVisible({ timeout: 45_000 });
  await expect(alert).toContainText('Respuesta inesperada del servidor (HTTP 502).');
  await expect(alert.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  await expect(page.getByText(/Unexpected token|not valid JSON|bad gateway/)).toHaveCount(0);
  await expect(page.getByText(empty)).toHaveCount(0);
  await expect(page.locator('main .ant-empty')).toHaveCount(0);
  expect(broken.failed()).toBeGreaterThan(0);
  await snap(page, `failed-read-${name}`);

  broken.heal();
  const answered = page.waitForResponse((r) => r.url().endsWith(path) && r.status() === 200, {
    timeout: 45_000,
  });
  await alert.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await answered;
  await expect(alert).toHaveCount(0);
}

test('a failed list says so with a retry on the store’s screens; retried, the list shows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);

  await failThenRetry(page, {
    path: '/client/customer/all',
    screen: '/dashboard/customers',
    empty: 'No hay clientes con estos filtros.',
    name: 'customers',
  });
  // A table's rows at 1440 px, a card per customer at 375 (the mobile project).
  await expect(page.getByRole('main').locator('.ant-table-row, .cards__item').first()).toBeVisible();

  await failThenRetry(page, {
    path: '/client/get-all-rewards',
    screen: '/dashboard/rewards',
    empty: 'Todavía no tiene premios.',
    name: 'rewards',
  });
  await expect(page.getByRole('main').locator('.ant-card').first()).toBeVisible();
});

test('a failed list says so with a retry on the admin’s stores; retried, the stores show', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.admin.email);
  await failThenRetry(page, {
    path: '/admin/store/get-all',
    screen: '/dashboard/admin/stores',
    empty: 'No hay negocios que coincidan.',
    name: 'admin-stores',
  });
  await expect(page.getByRole('main').getByText('Librería Quipu').first()).toBeVisible();
});
