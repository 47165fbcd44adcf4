import { createShopEmployee } from './support/employees';
import { demo, expectAccessible, sidebarLabels, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

const shop = ['Tienda online', 'Pedidos', 'Productos', 'Costos de envío', 'Categorías'];

test.describe('the menu of each role, default brand (spec §2, §6)', () => {
  test('owner', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    expect(await sidebarLabels(page)).toEqual([
      'Panel',
      'Fidelización',
      'Clientes',
      'Actividad',
      'Premios',
      'Ofertas',
      ...shop,
      'Novedades',
      'Cupones QR',
      'Empleados',
      'Locales',
      'Configuración',
      'Registro de auditoría',
      'Pasivo de puntos',
      'Segmentos',
      'Automatizaciones',
    ]);
    // The item of the last URL segment is highlighted.
    await expect(page.locator('.ant-menu-item-selected')).toHaveText('Panel');
    await snap(page, 'home-owner');
  });

  test('employee without the shop permission', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.employee.email);
    expect(await sidebarLabels(page)).toEqual(['Panel', 'Fidelización', 'Actividad']);
    await snap(page, 'home-employee');
  });

  test('employee with the shop permission', async ({ page, request }) => {
    const employee = await createShopEmployee(request);
    await page.goto('/');
    await signIn(page, employee.email, employee.password);
    expect(await sidebarLabels(page)).toEqual(['Panel', 'Fidelización', 'Actividad', ...shop]);
    await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Pedidos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(page.locator('.ant-menu-item-selected')).toHaveText(/^Pedidos/);
    // The open group holding the current page keeps a readable title.
    await expectAccessible(page);
    await expect(page.locator('main main')).toHaveCount(0);
    // Another role's screen says so (not that it does not exist).
    await page.goto('/dashboard/customers');
    await expect(
      page.getByText('No tiene permiso para ver esta página. Si la necesita, pídasela al dueño del negocio.'),
    ).toBeVisible();
  });

  test('admin', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    expect(await sidebarLabels(page)).toEqual([
      'Administración',
      'Panel de administración',
      'Negocios',
      'Tipos de comercio',
      'Categorías',
      'Ciudades',
      'Locales',
      'Notificaciones',
      'Registro de auditoría',
      'Pasivo de puntos',
      'Webhooks',
      'Configuración',
    ]);
    await snap(page, 'home-admin');
  });
});

test.describe('the route guard reads the same table', () => {
  test("another role's screen says «No tiene permiso» by URL; a screen the brand has not is a 404", async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, demo.employee.email);
    for (const path of ['customers', 'employees', 'orders', 'admin/stores']) {
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByRole('heading', { name: 'No tiene permiso' }), path).toBeVisible();
      await expect(
        page.getByText(
          'No tiene permiso para ver esta página. Si la necesita, pídasela al dueño del negocio.',
        ),
        path,
      ).toBeVisible();
    }
    // Store notifications belong to the brand without the admin area: here they do not exist.
    await page.goto('/dashboard/notifications');
    await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('admin cannot open store screens; owner cannot open admin screens', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await page.goto('/dashboard/customers');
    await expect(
      page.getByText('No tiene permiso para ver esta página. Si la necesita, pídasela al dueño del negocio.'),
    ).toBeVisible();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await signIn(page, demo.owner.email);
    await page.goto('/dashboard/admin/stores');
    await expect(
      page.getByText('No tiene permiso para ver esta página. Si la necesita, pídasela al dueño del negocio.'),
    ).toBeVisible();
  });

  test('a visible entry opens its screen; an address no entry names shows the 404 page, never a fake page', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Ofertas' }).click();
    await expect(page).toHaveURL(/\/dashboard\/offers$/);
    await expect(page.locator('.ant-menu-item-selected')).toHaveText('Ofertas');
    await expect(page.getByRole('heading', { name: 'Ofertas', level: 1 })).toBeVisible();
    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
