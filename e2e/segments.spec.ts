import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

interface Segment {
  id: number;
  name: string;
  filter: Record<string, unknown>;
}

test('the owner saves a segment typed the local way, with the customers it takes counted before saving', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await apiAs(request, demo.owner.email);
  const name = `Clientes que gastan ${Date.now().toString(36)}`;
  await page.goto('/');
  await signIn(page, demo.owner.email);
  try {
    await page.goto('/dashboard/segments');
    await expect(page.getByRole('heading', { name: 'Segmentos de clientes', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo segmento' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo segmento' });
    await expect(dialog).toBeVisible();
    // Without a filter the segment takes every customer: the count says how many, as the server does.
    const everyone = (await owner<{ customers: number }>('/client/segments/count', { filter: {} })).customers;
    await expect(dialog.getByText(new RegExp(`^${everyone} clientes?$`))).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
    const spend = dialog.getByRole('textbox', { name: /Gasto desde/ });
    // A negative is refused before anything is counted or saved.
    await spend.fill('-5');
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await spend.fill('1.234,50');
    const taken = (
      await owner<{ customers: number }>('/client/segments/count', { filter: { spendMin: 1234.5 } })
    ).customers;
    await expect(dialog.getByText(new RegExp(`^${taken} clientes?$`))).toBeVisible();
    await snap(page, 'segment-form');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(name)).toBeVisible();
    await snap(page, 'segments');
    const saved = (await owner<{ segments: Segment[] }>('/client/segments/list', {})).segments.find(
      (s) => s.name === name,
    );
    expect(saved?.filter).toEqual({ spendMin: 1234.5 });
  } finally {
    const { segments } = await owner<{ segments: Segment[] }>('/client/segments/list', {});
    for (const s of segments.filter((x) => x.name === name))
      await owner('/client/segments/delete', { segmentId: s.id });
  }
});
