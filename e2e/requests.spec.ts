import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

type Pending = {
  requests: { id: number; customer: { id: number; name: string }; reward: { name: string } }[];
};

test('reward requests: the counter shows how many wait; the owner confirms one and rejects another', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const call = await apiAs(request, demo.owner.email);
  const { requests } = await call<Pending>('/client/redemption/pendings', { page: 1, pageSize: 20 });
  expect(requests.length).toBe(2);
  const [first, second] = requests as [Pending['requests'][0], Pending['requests'][0]];

  await page.goto('/');
  await signIn(page, demo.owner.email);
  const counterEntry = page.getByTestId('sidebar-menu').getByRole('link', { name: /Fidelización/ });
  await expect(counterEntry.locator('.ant-badge')).toContainText('2');
  await counterEntry.click();
  // The counter's own link (the sidebar's entry also says «Solicitudes pendientes»).
  await page
    .getByRole('main')
    .getByRole('link', { name: /Solicitudes/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/requests$/);
  const list = page.getByTestId('request-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await snap(page, 'requests');

  await list
    .getByRole('button', { name: `Confirmar ${first.reward.name} para ${first.customer.name}` })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    page.getByText(`Se confirmó «${first.reward.name}» para ${first.customer.name}.`),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const statement = await call<{ entries: { kind: string; reward: { name: string } | null }[] }>(
    '/client/customer/points',
    { customerId: first.customer.id, page: 1, pageSize: 1 },
  );
  expect(statement.entries[0]).toMatchObject({ kind: 'redemption', reward: { name: first.reward.name } });

  // The same screen as a phone opens it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await snap(page, 'requests');
  await list
    .getByRole('button', { name: `Rechazar ${second.reward.name} para ${second.customer.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Hoy no tenemos ese premio; vuelva mañana, por favor.');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText(`Se rechazó la solicitud de ${second.customer.name}.`)).toBeVisible();
  await expect(page.getByText('No hay solicitudes pendientes.')).toBeVisible();
  const after = await call<Pending>('/client/redemption/pendings', { page: 1, pageSize: 20 });
  expect(after.requests).toEqual([]);
});

test('surveys and reviews: the activity tabs show the answers with their NPS, the dashboard its NPS; the owner replies to a review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const call = await apiAs(request, demo.owner.email);
  const { storeMoreInfo } = await call<{ storeMoreInfo: { nps: number; npsAnswers: number } }>(
    '/client/store/more-info',
    {},
  );
  expect(storeMoreInfo.npsAnswers).toBeGreaterThan(0);
  const shown = storeMoreInfo.nps > 0 ? `+${storeMoreInfo.nps}` : String(storeMoreInfo.nps);

  await page.goto('/');
  await signIn(page, demo.owner.email);
  await expect(page.getByTestId('dashboard-nps')).toContainText(
    `NPS del rango: ${shown} (respuestas: ${storeMoreInfo.npsAnswers})`,
  );

  await page.goto('/dashboard/activity');
  await page.getByRole('tab', { name: 'Encuestas' }).click();
  await expect(page.getByTestId('surveys-nps')).toContainText(
    `NPS ${shown} · respuestas: ${storeMoreInfo.npsAnswers}`,
  );
  await expect(page.getByTestId('surveys-table').locator('tr.ant-table-row')).toHaveCount(
    Math.min(storeMoreInfo.npsAnswers, 20),
  );
  await expect(page.getByTestId('surveys-table')).toContainText('Excelente café y atención.');
  await snap(page, 'activity-surveys');

  await page.getByRole('tab', { name: 'Reseñas' }).click();
  const reviews = page.getByTestId('reviews-table');
  await expect(reviews).toContainText('El pedido llegó frío.');
  await snap(page, 'activity-reviews');
  const row = reviews.locator('tr.ant-table-row', { hasText: 'El pedido llegó frío.' });
  await row.getByRole('button', { name: /^Responder a / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Su respuesta').fill('Lo sentimos: ya revisamos el envío. ¡Gracias por avisarnos!');
  await dialog.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(page.getByText('Se publicó su respuesta.')).toBeVisible();
  await expect(row).toContainText('Lo sentimos: ya revisamos el envío.');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('tab', { name: 'Encuestas' }).click();
  await expect(page.getByTestId('surveys-nps')).toBeVisible();
  await snap(page, 'activity-surveys');
  await page.getByRole('tab', { name: 'Reseñas' }).click();
  await expect(reviews).toContainText('Lo sentimos');
  await snap(page, 'activity-reviews');
});
