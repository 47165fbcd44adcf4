import { expect, test } from '@playwright/test';
import { demo, sidebarLabels, signIn, snap } from './support/helpers';

// This project's server runs BRAND_ADMIN_ENABLED=false, BRAND_MULTI_STORE=true, BRAND_BANNERS=true.
test.describe('the other brand flags (spec §2)', () => {
  test('owner: banners and notifications show; the shop has no categories (multi-store)', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    expect(await sidebarLabels(page)).toEqual([
      'Panel',
      'Fidelización',
      'Clientes',
      'Actividad',
      'Premios',
      'Banners',
      'Ofertas',
      'Tienda online',
      'Pedidos',
      'Productos',
      'Costos de envío',
      'Novedades',
      'Cupones QR',
      'Notificaciones',
      'Empleados',
      'Locales',
      'Configuración',
    ]);
    await snap(page, 'home-owner-multistore-brand');
    await page.goto('/dashboard/categories');
    await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
  });

  test('admin: no admin area without the admin-enabled brand', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Hola, ${demo.admin.name}`);
    await expect(page.getByTestId('sidebar-menu').locator('.ant-menu-item, .ant-menu-submenu')).toHaveCount(
      0,
    );
    await page.goto('/dashboard/admin/stores');
    await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
  });
});
