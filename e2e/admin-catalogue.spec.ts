import { apiAs, cspViolations, demo, listRow, listValue, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// The platform's catalogue (issue #18), at 1440 px (desktop) and 375 px (mobile): store types,
// categories, cities on a map, every store's locations, and the support channels.

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
}

/** The centre of an element on the screen. */
async function centreOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

test.describe('the admin catalogue', () => {
  test('store types and categories: lists and the form with a text per language', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);

    await page.goto('/dashboard/admin/storetypes');
    await expect(listValue(page, 'Cafetería')).toBeVisible();
    await snap(page, 'admin-storetypes');

    await page.goto('/dashboard/admin/categories');
    await expect(listValue(page, 'Comida y bebida')).toBeVisible();
    await snap(page, 'admin-categories');
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('El campo «Nombre» es obligatorio.')).toBeVisible();
    await snap(page, 'admin-category-modal');
  });

  test('a city made by dragging the marker keeps its point after a reload', async ({ page }) => {
    const blocked = cspViolations(page);
    const width = page.viewportSize()?.width ?? 0;
    const name = `Piura ${width}`;
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await page.goto('/dashboard/admin/cities');
    await expect(listValue(page, 'Arequipa')).toBeVisible();
    await snap(page, 'admin-cities');

    await page.getByRole('button', { name: 'Nueva ciudad' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Nombre').fill(name);
    await modal.getByLabel('Zona horaria').fill('America/Lima');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="America/Lima"]').click();
    await expect(modal.getByText('cómo se cuentan los días de los negocios de esta ciudad')).toBeVisible();
    const latitude = modal.getByLabel('Latitud');
    const longitude = modal.getByLabel('Longitud');
    const before = { lat: await latitude.inputValue(), lng: await longitude.inputValue() };

    // No tile server answers here: the marker sits on the plain grid and can still be dragged.
    const marker = '.leaflet-marker-icon';
    await modal.locator(marker).scrollIntoViewIfNeeded();
    const from = await centreOf(page, marker);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 40, { steps: 8 });
    await page.mouse.up();
    await expect(latitude).not.toHaveValue(before.lat);
    await expect(longitude).not.toHaveValue(before.lng);
    const after = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    // Down and to the right: further south and further east.
    expect(after.lat).toBeLessThan(Number(before.lat));
    expect(after.lng).toBeGreaterThan(Number(before.lng));
    await snap(page, 'admin-city-modal');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ciudad creada')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const again = page.getByRole('dialog');
    await expect(again.getByLabel('Latitud')).toHaveValue(String(after.lat));
    await expect(again.getByLabel('Longitud')).toHaveValue(String(after.lng));
    // The map opens centred on the saved point: the marker is in the middle of it.
    const map = await centreOf(page, '.city-map');
    const pin = await centreOf(page, marker);
    const tip = { x: pin.x, y: pin.box.y + pin.box.height };
    expect(Math.abs(tip.x - map.x)).toBeLessThan(3);
    expect(Math.abs(tip.y - map.y)).toBeLessThan(3);
    await again.getByRole('button', { name: 'Cancelar' }).click();

    const admin = await apiAs(page.request, demo.admin.email);
    const { cities } = await admin<{ cities: { name: string; latitude: number; longitude: number }[] }>(
      '/admin/cities/get',
      { countryId: 1 },
    );
    expect(cities.find((c) => c.name === name)).toMatchObject({ latitude: after.lat, longitude: after.lng });
    expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
  });

  test("every store's locations: filter and change a location's city", async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await page.goto('/dashboard/admin/locations');
    await expect(listValue(page, 'Aurora Barranco')).toBeVisible();
    await snap(page, 'admin-locations');

    await page.getByPlaceholder('Buscar por negocio').fill('Aurora');
    await page.getByPlaceholder('Buscar por negocio').press('Enter');
    await page.getByRole('button', { name: 'Cambiar la ciudad de Aurora Barranco' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Ciudad').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Cusco"]').click();
    await snap(page, 'admin-location-city-modal');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se cambió la ciudad del local.')).toBeVisible();
    const row = listRow(page, 'Aurora Barranco');
    await expect(listValue(row, 'Cusco')).toBeVisible();
    // Back where it was, for the other specs
    const admin = await apiAs(page.request, demo.admin.email);
    const { locations } = await admin<{ locations: { id: number; name: string }[] }>(
      '/admin/locations/get-all',
      {
        store: 'Aurora',
      },
    );
    const lima = (
      await admin<{ cities: { id: number; name: string }[] }>('/admin/cities/get', { countryId: 1 })
    ).cities.find((c) => c.name === 'Lima');
    const barranco = locations.find((l) => l.name === 'Aurora Barranco');
    await admin('/admin/locations/change-city-id', { locationId: barranco?.id, cityId: lima?.id });
  });

  test('the support phone makes the WhatsApp link show to owners, not to employees', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await page.goto('/dashboard/admin/configuration?tab=support');
    await page.getByLabel('Teléfono de soporte').fill('+51 912 345 678');
    await page.getByRole('button', { name: 'Guardar' }).first().click();
    await expect(page.getByText('Teléfono de soporte guardado')).toBeVisible();
    await page.getByLabel('Mensaje inicial').fill('Hola, necesito ayuda con Premia');
    await page.getByRole('button', { name: 'Guardar' }).nth(1).click();
    await expect(page.getByText('Configuración de WhatsApp guardada')).toBeVisible();
    await snap(page, 'admin-support-channels');

    await signOut(page);
    await signIn(page, demo.owner.email);
    await expect(page.getByTestId('whatsapp-link')).toHaveAttribute(
      'href',
      'https://wa.me/51912345678?text=Hola%2C%20necesito%20ayuda%20con%20Premia',
    );

    await signOut(page);
    await signIn(page, demo.employee.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Café Aurora');
    await expect(page.getByTestId('whatsapp-link')).toHaveCount(0);

    // The other specs see the shell without the link, as before
    const admin = await apiAs(page.request, demo.admin.email);
    await admin('/admin/configuration/save-support-phone', { supportPhone: null });
  });
});
