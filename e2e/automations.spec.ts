import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

interface Automation {
  id: number;
  kind: string;
  days: number | null;
  title: string | null;
}

test('the owner saves a «no vino en N días» automation, its reach counted before it is on, and reads its results', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await apiAs(request, demo.owner.email);
  const title = `Le extrañamos ${Date.now().toString(36)}`;
  await page.goto('/');
  await signIn(page, demo.owner.email);
  try {
    await page.goto('/dashboard/automations');
    await expect(page.getByRole('heading', { name: 'Automatizaciones', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva automatización' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva automatización' });
    await expect(dialog).toBeVisible();
    const days = dialog.getByRole('textbox', { name: 'Días sin venir' });
    // A zero is refused before anything is counted or saved.
    await days.fill('0');
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await days.fill('30');
    const reach = (
      await owner<{ customers: number }>('/client/automations/count', { kind: 'inactive', days: 30 })
    ).customers;
    await expect(dialog.getByText(new RegExp(`^Hoy llega a ${reach} clientes?\\.$`))).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Título del mensaje' }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^\W*Mensaje$/ })
      .fill('Hace tiempo que no viene. Le esperamos.');
    await snap(page, 'automation-form');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Mensaje «${title}»`)).toBeVisible();
    await snap(page, 'automations');
    await page.getByRole('button', { name: 'Resultados de No vino en 30 días' }).first().click();
    const results = page.getByRole('dialog', { name: 'Resultados' });
    await expect(results.getByText('Sin datos suficientes')).toBeVisible();
    await snap(page, 'automation-results');
  } finally {
    const { automations } = await owner<{ automations: Automation[] }>('/client/automations/list', {});
    for (const a of automations.filter((x) => x.title === title))
      await owner('/client/automations/delete', { automationId: a.id });
  }
});
