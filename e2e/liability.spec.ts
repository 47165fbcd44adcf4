import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

interface Report {
  outstanding: number;
  value: number | null;
}

test('the owner sets what a point is worth and reads the points owed, their value and the CSV an accountant books', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await apiAs(request, demo.owner.email);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  try {
    await page.goto('/dashboard/configuration');
    const pointValue = page.getByRole('textbox', { name: 'Valor de un punto' });
    await pointValue.scrollIntoViewIfNeeded();
    // Typed the local way; a negative is refused before anything is saved.
    await pointValue.fill('-0,05');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/«Valor de un punto»/).last()).toBeVisible();
    await pointValue.fill('0,05');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();

    await page.goto('/dashboard/liability');
    await expect(page.getByRole('heading', { name: 'Pasivo de puntos', level: 1 })).toBeVisible();
    const { outstanding, value } = (await owner<{ report: Report }>('/client/liability/get', {})).report;
    expect(outstanding).toBeGreaterThan(0);
    expect(value).toBeCloseTo(outstanding * 0.05, 2);
    const shown = page.locator('.ant-statistic', { hasText: 'Valor del pasivo' });
    // Whatever the grouping and decimal marks, the figure shown is the points owed times S/ 0,05.
    await expect
      .poll(async () =>
        Number((await shown.locator('.ant-statistic-content').innerText()).replace(/\D/g, '')),
      )
      .toBe(Math.round(value! * 100));
    await expect(page.getByText('Vencen pronto')).toBeVisible();
    await snap(page, 'liability');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pasivo-de-puntos.*\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain(String(outstanding));
  } finally {
    // The demo store's point value goes back to unset for the other specs of this worker.
    await owner('/client/store/save', { pointValue: null });
  }
});
