import { demo, signIn, snap } from './support/helpers';
import { renderFirstPage } from './support/pdf';
import { expect, type Page, test } from './support/test';

const notice = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text });
/** An 8×8 PNG, for the upload. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN44GCAFTEMLQkA/qhUAauyPMcAAAAASUVORK5CYII=',
  'base64',
);

test('offers: the owner creates a public offer with an image in a category; the store page shows it', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Ofertas' }).click();
  await expect(page.getByRole('heading', { name: 'Ofertas', level: 1 })).toBeVisible();
  await snap(page, 'offers');

  const name = `Dos capuchinos ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nueva oferta' }).click();
  const modal = page.getByRole('dialog', { name: 'Nueva oferta' });
  await modal.getByLabel('Nombre').fill(name);
  await modal.getByLabel('Descripción').fill('De lunes a jueves.');
  await modal.getByLabel('Categoría').click();
  await page.locator('.ant-select-dropdown').getByText('Comida y bebida', { exact: true }).click();
  await modal.getByLabel(/^Precio \(/).fill('12.50');
  await modal.getByLabel(/^Precio anterior/).fill('18');
  await modal.getByLabel('Pública').click();
  await page
    .getByTestId('offer-image-file')
    .setInputFiles({ name: 'cafe.png', mimeType: 'image/png', buffer: png });
  await expect(modal.getByLabel('Imagen (URL)')).toHaveValue(/\/uploads\/.+\.png$/);
  await expect(modal.getByRole('img', { name: 'Vista previa de la imagen', exact: true })).toBeVisible();
  await snap(page, 'offers-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page, 'Oferta creada')).toBeVisible();
  const card = page.getByTestId('offer-card').filter({ hasText: name });
  await expect(card).toContainText('Comida y bebida');
  await expect(card).toContainText('S/ 12.50');
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await snap(page, 'offers-created');

  // The store's public page (no sign-in) lists it.
  const content = await (
    await request.post('/general/store/content', { data: { slug: 'cafe-aurora' } })
  ).json();
  expect(content.offers.map((o: { name: string }) => o.name)).toContain(name);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText('Comida y bebida');
  await snap(page, 'offers');
});

test('coupons: the owner makes a batch and prints its sheet, which downloads as a PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Cupones QR' }).click();
  await expect(page.getByRole('heading', { name: 'Cupones QR', level: 1 })).toBeVisible();
  await snap(page, 'coupons');

  const name = `Volantes ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Crear lote' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo lote de cupones' });
  await modal.getByLabel('Nombre del lote').fill(name);
  await modal.getByLabel('Puntos por código').fill('25');
  await modal.getByLabel('Cantidad de códigos').fill('30');
  await snap(page, 'coupons-modal');
  await modal.getByRole('button', { name: 'Crear lote' }).click();
  await expect(notice(page, `Se creó el lote «${name}» con 30 códigos.`)).toBeVisible();
  const card = page.getByTestId('coupon-batch').filter({ hasText: name });
  await expect(card).toContainText('Canjeados: 0 de 30');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Imprimir los cupones de ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cupones-volantes-.+\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const pdf = readFileSync(path).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // 30 codes, 20 to an A4 page.
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
  expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(30);
  const sheet = await renderFirstPage(page, path);
  // An A4 page (1:1.414) carrying its grid of QR codes: a blank or broken page has no dark pixels.
  expect(sheet.height / sheet.width).toBeCloseTo(297 / 210, 2);
  expect(sheet.dark).toBeGreaterThan(0.05);
  await snap(page, 'coupons-created');

  await card.getByRole('button', { name: 'Canjes' }).click();
  await expect(page.getByText('Nadie ha canjeado códigos de este lote todavía.')).toBeVisible();
  await snap(page, 'coupons-claims');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Subir códigos' }).click();
  const upload = page.getByRole('dialog', { name: 'Lote desde un archivo de códigos' });
  await upload.locator('input[type=file]').setInputFiles({
    name: 'codigos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`código\nFERIA-${Date.now()}-1\nFERIA-${Date.now()}-2\nab\n`),
  });
  await expect(upload.getByText('Códigos válidos: 2. Filas con errores: 1.')).toBeVisible();
  await expect(upload.getByTestId('coupon-upload-errors')).toContainText('debe tener de 4 a 64 letras');
  await snap(page, 'coupons-upload');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(card).toContainText('Canjeados: 0 de 30');
  await snap(page, 'coupons');
});

test('news: the owner publishes a news item', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Novedades' }).click();
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
  const name = `Abrimos los domingos ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nueva novedad' }).click();
  const modal = page.getByRole('dialog', { name: 'Nueva novedad' });
  await modal.getByLabel('Título').fill(name);
  await modal.getByLabel('Descripción').fill('Desde el 1 de diciembre, de 8:00 a 14:00.');
  await page
    .getByTestId('news-image-file')
    .setInputFiles({ name: 'n.png', mimeType: 'image/png', buffer: png });
  await expect(modal.getByLabel('Imagen (URL)')).toHaveValue(/\/uploads\/.+\.png$/);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page, 'Novedad creada')).toBeVisible();
  await expect(page.getByTestId('news-card').filter({ hasText: name })).toContainText('Activa');
  await snap(page, 'news');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('news-card').filter({ hasText: name })).toBeVisible();
  await snap(page, 'news');
});
