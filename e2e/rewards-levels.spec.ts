import { demo, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

const notice = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text });
/** An 8×8 PNG, for the upload. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN44GCAFTEMLQkA/qhUAauyPMcAAAAASUVORK5CYII=',
  'base64',
);

test('rewards: the owner creates a reward with an uploaded image', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Premios' }).click();
  await expect(page.getByRole('heading', { name: 'Premios', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Café americano', level: 2 })).toBeVisible();
  await snap(page, 'rewards');

  const name = `Alfajor ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nuevo premio' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Nombre').fill(name);
  await modal.getByLabel('Descripción').fill('De manjar blanco');
  await modal.getByLabel('Costo en puntos').fill('70');
  await modal.getByLabel('Stock').fill('15');
  await page
    .getByTestId('reward-image-file')
    .setInputFiles({ name: 'alfajor.png', mimeType: 'image/png', buffer: png });
  // The file went to our server, which chose its name.
  await expect(modal.getByLabel('Imagen (URL)')).toHaveValue(/\/uploads\/.+\.png$/);
  await expect(modal.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
  await snap(page, 'rewards-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page, 'Se creó el premio.')).toBeVisible();
  const card = page.getByTestId('reward-card').filter({ hasText: name });
  await expect(card).toContainText('70 puntos');
  await expect(card).toContainText('Stock: 15');
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await snap(page, 'rewards-created');

  // On a phone, after a reload: the new reward and its image, read back from the server.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(card).toContainText('70 puntos');
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'rewards');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(notice(page, 'Se eliminó el premio.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('levels: the owner creates a level and reorders the levels by dragging and with the arrows', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/customers');
  await page.getByRole('button', { name: 'Niveles' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customerlevels$/);
  const rows = page.getByTestId('level-row');
  const names = () => rows.getByRole('heading', { level: 2 }).allInnerTexts();
  await expect.poll(names).toEqual(['Bronce', 'Plata', 'Oro']);
  await snap(page, 'levels');

  await page.getByRole('button', { name: 'Nuevo nivel' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Nombre').fill('Platino');
  await modal.getByLabel('Puntos mínimos').fill('900');
  await modal.getByLabel('Beneficios').fill('Un postre gratis al mes.');
  await snap(page, 'levels-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page, 'Se creó el nivel.')).toBeVisible();
  await expect.poll(names).toEqual(['Bronce', 'Plata', 'Oro', 'Platino']);

  // Drag Platino onto Bronce: it goes first.
  await rows.nth(3).dragTo(rows.nth(0));
  await expect(notice(page, 'Se guardó el orden de los niveles.').first()).toBeVisible();
  await expect.poll(names).toEqual(['Platino', 'Bronce', 'Plata', 'Oro']);
  // With the keyboard-friendly arrows.
  await page.getByRole('button', { name: 'Bajar Platino' }).click();
  await expect.poll(names).toEqual(['Bronce', 'Platino', 'Plata', 'Oro']);
  await page.reload();
  await expect.poll(names).toEqual(['Bronce', 'Platino', 'Plata', 'Oro']);
  await snap(page, 'levels-reordered');

  // On a phone: the order kept by the server.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect.poll(names).toEqual(['Bronce', 'Platino', 'Plata', 'Oro']);
  await snap(page, 'levels-reordered');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Eliminar Platino' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(notice(page, 'Se eliminó el nivel.')).toBeVisible();
  await expect.poll(names).toEqual(['Bronce', 'Plata', 'Oro']);
});
