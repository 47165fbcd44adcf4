import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';
import { phoneInMadrid, STORE, signUpInWallet, walletNav } from './support/wallet';

// The phone is in Madrid, the store in Lima: the wallet shows the store's times.
test.use(phoneInMadrid);

test('a customer asks for a reward, the owner confirms it, the customer answers the survey and reads the reply to a review', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const customer = { email: `lucia.${tag}@example.com`, firstName: 'Lucía', lastName: `Quispe ${tag}` };
  const name = `${customer.firstName} ${customer.lastName}`;

  await page.goto(STORE);
  const clientCode = await signUpInWallet(page, customer);
  await expect(page.getByTestId('balance')).toHaveText('20 puntos');

  // 20 welcome points: the cheapest reward (50) is still 30 away.
  await walletNav(page).getByRole('link', { name: 'Premios' }).click();
  const coffee = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Café americano' }) });
  await expect(coffee.getByText('Le faltan 30 puntos')).toBeVisible();
  await expect(coffee.getByRole('button', { name: 'Solicitar' })).toHaveCount(0);
  await snap(page, 'wallet-rewards');

  // A purchase of S/ 400 at the counter: 40 points.
  const employee = await apiAs(request, demo.employee.email);
  const { customers } = await employee<{ customers: { id: number; clientCode: string }[] }>(
    '/client/customer/search',
    { q: clientCode },
  );
  const customerId = customers.find((c) => c.clientCode === clientCode)!.id;
  await employee('/client/customer/add-points', { customerId, amount: 400, ticketNumber: `WR-${tag}` });

  await page.reload();
  await expect(page.getByTestId('rewards-balance')).toHaveText('60 puntos');
  await coffee.getByRole('button', { name: 'Mostrar QR para canjear' }).click();
  await expect(coffee.getByRole('img', { name: 'Código QR para canjear Café americano' })).toBeVisible();
  await expect(coffee.getByText(new RegExp(`^R\\d+-${clientCode}$`))).toBeVisible();
  await snap(page, 'wallet-reward-qr');

  await coffee.getByRole('button', { name: 'Solicitar' }).click();
  await expect(coffee.getByText('Muestre su código en caja para recoger su premio.')).toBeVisible();
  await coffee.getByRole('button', { name: 'Confirmar solicitud' }).click();
  await expect(coffee.getByRole('status')).toHaveText(
    'Pidió «Café americano». El negocio le avisará cuando lo confirme.',
  );
  const mine = page.getByTestId('reward-request').first();
  await expect(mine).toContainText('Café americano');
  await expect(mine).toContainText('Pendiente');
  await snap(page, 'wallet-rewards');

  // The owner confirms it in the back office.
  const office = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-ES' });
  const owner = await office.newPage();
  await owner.goto('/');
  await signIn(owner, demo.owner.email);
  await owner.goto('/dashboard/requests');
  await owner
    .getByTestId('request-list')
    .getByRole('button', { name: `Confirmar Café americano para ${name}` })
    .click();
  await owner.locator('.ant-popconfirm').getByRole('button', { name: 'Confirmar' }).click();
  await expect(owner.getByText(`Se confirmó «Café americano» para ${name}.`)).toBeVisible();

  // The customer sees it confirmed and the points gone.
  await page.reload();
  await expect(page.getByTestId('reward-request').first()).toContainText('Confirmada');
  await expect(page.getByTestId('rewards-balance')).toHaveText('10 puntos');
  await walletNav(page).getByRole('link', { name: 'Mi tarjeta' }).click();
  await expect(page.getByTestId('balance')).toHaveText('10 puntos');

  // The purchase opened the survey: the card asks it; answered once.
  await expect(page.getByRole('heading', { name: '¿Cómo fue su compra?' })).toBeVisible();
  await snap(page, 'wallet-card-survey');
  await page.getByRole('link', { name: 'Responder la encuesta' }).click();
  const question = page.getByRole('group', {
    name: '¿Qué tan probable es que nos recomiende a un amigo o familiar?',
  });
  // Each score is a thumb's target on the phone: 44 × 44 px at least.
  for (let score = 0; score <= 10; score++) {
    const box = await question.getByText(String(score), { exact: true }).boundingBox();
    expect(box?.width, `score ${score}`).toBeGreaterThanOrEqual(44);
    expect(box?.height, `score ${score}`).toBeGreaterThanOrEqual(44);
  }
  await question.getByLabel('9', { exact: true }).check();
  await page.getByLabel('Comentario (opcional)').fill(`Muy buena atención ${tag}.`);
  await snap(page, 'wallet-survey');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByRole('status')).toHaveText('¡Gracias por su respuesta!');
  const owners = await apiAs(request, demo.owner.email);
  const { surveys } = await owners<{
    surveys: { score: number; comment: string | null; customer: { id: number } }[];
  }>('/client/surveys', { page: 1, pageSize: 50 });
  expect(surveys.find((s) => s.customer.id === customerId)).toMatchObject({
    score: 9,
    comment: `Muy buena atención ${tag}.`,
  });
  await walletNav(page).getByRole('link', { name: 'Mi tarjeta' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Cómo fue su compra?' })).toHaveCount(0);

  // A review, which the owner answers in the activity's reviews tab.
  await page.goto(`${STORE}/review`);
  await page.getByLabel('4 estrellas de 5').check();
  await page.getByLabel('Su reseña').fill(`Buen café, la fila fue larga ${tag}.`);
  await snap(page, 'wallet-review-form');
  await page.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(page.getByRole('status')).toHaveText('¡Gracias por su reseña!');
  await expect(page.getByText('El negocio todavía no ha respondido.')).toBeVisible();

  await owner.goto('/dashboard/activity');
  await owner.getByRole('tab', { name: 'Reseñas' }).click();
  const row = owner.getByTestId('reviews-table').locator('tr.ant-table-row', { hasText: tag });
  await row.getByRole('button', { name: /^Responder a / }).click();
  await owner.getByRole('dialog').getByLabel('Su respuesta').fill('¡Gracias! Ya sumamos una caja más.');
  await owner.getByRole('dialog').getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(owner.getByText('Se publicó su respuesta.')).toBeVisible();
  await office.close();

  await page.reload();
  const review = page.getByTestId('my-review');
  await expect(review.getByRole('heading', { name: 'Respuesta de Café Aurora' })).toBeVisible();
  await expect(review).toContainText('¡Gracias! Ya sumamos una caja más.');
  await snap(page, 'wallet-review');

  // The same screens on a wide screen, and in English.
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'wallet-review');
  await walletNav(page).getByRole('link', { name: 'Premios' }).click();
  await expect(page.getByTestId('reward-request').first()).toContainText('Confirmada');
  await snap(page, 'wallet-rewards');
  await page.goto(`${STORE}/survey`);
  await expect(page.getByText(/No tiene encuestas pendientes/)).toBeVisible();
  await snap(page, 'wallet-survey-none');

  await page.evaluate(() => localStorage.setItem('premia.wallet.language', 'en'));
  await page.goto(`${STORE}/rewards`);
  await expect(page.getByTestId('reward-request').first()).toContainText('Confirmed');
  await snap(page, 'wallet-rewards-en');
  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, 'wallet-rewards-en');
  await page.goto(`${STORE}/review`);
  await expect(page.getByRole('heading', { name: 'Reply from Café Aurora' })).toBeVisible();
  await snap(page, 'wallet-review-en');

  // Arabic reads right to left.
  await page.evaluate(() => localStorage.setItem('premia.wallet.language', 'ar'));
  await page.goto(`${STORE}/rewards`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('reward-request').first()).toContainText('مؤكَّد');
  await snap(page, 'wallet-rewards-ar');
  await page.goto(`${STORE}/review`);
  await expect(page.getByRole('heading', { name: 'رد Café Aurora' })).toBeVisible();
  await snap(page, 'wallet-review-ar');
});

test("the store page says whether each location is open by the store's clock, not the phone's", async ({
  page,
}) => {
  // Monday 16 November 2026, 19:00 UTC: 14:00 in Lima (Barranco closes at midday), 20:00 in Madrid.
  await page.clock.setFixedTime(new Date('2026-11-16T19:00:00Z'));
  await page.goto(STORE);
  const location = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(location('Aurora Miraflores').getByText('Abierto ahora')).toBeVisible();
  await expect(location('Aurora Miraflores').getByText('Cierra a las 21:00')).toBeVisible();
  await expect(location('Aurora Barranco').locator('.hours__now')).toContainText('Cerrado');
  await expect(location('Aurora Barranco').getByText('Hoy: 08:00–13:00, 16:00–21:00')).toBeVisible();
  await location('Aurora Barranco').getByText('Horario de la semana').click();
  await expect(location('Aurora Barranco').getByRole('row', { name: /domingo/ })).toContainText('Cerrado');
  await snap(page, 'wallet-store-hours');
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'wallet-store-hours');

  await page.evaluate(() => localStorage.setItem('premia.wallet.language', 'en'));
  await page.reload();
  await expect(location('Aurora Miraflores').getByText('Open now')).toBeVisible();
  await snap(page, 'wallet-store-hours-en');
});

test("the owner sets a location's opening hours in the back office and the store page shows them", async ({
  page,
  browser,
}) => {
  const office = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-ES' });
  const owner = await office.newPage();
  await owner.goto('/');
  await signIn(owner, demo.owner.email);
  await owner.goto('/dashboard/locations');
  const barranco = owner.locator('tr', { hasText: 'Aurora Barranco' });
  await barranco.getByRole('button', { name: 'Editar' }).click();
  const modal = owner.getByRole('dialog');
  await expect(modal.getByLabel('Lunes, horario 2: cierra')).toHaveValue('21:00');
  await snap(owner, 'location-hours');
  await modal.getByRole('button', { name: 'Domingo: agregar horario' }).click();
  await modal.getByLabel('Domingo, horario 1: abre').fill('10:00');
  await modal.getByLabel('Domingo, horario 1: cierra').fill('13:00');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(owner.getByText('Se actualizó la información del local.')).toBeVisible();
  await owner.setViewportSize({ width: 375, height: 812 });
  await owner.getByRole('button', { name: 'Editar' }).nth(1).click();
  await expect(owner.getByRole('dialog').getByLabel('Domingo, horario 1: abre')).toHaveValue('10:00');
  await snap(owner, 'location-hours');
  await office.close();

  await page.goto(STORE);
  const location = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Aurora Barranco', { exact: true }) });
  await location.getByText('Horario de la semana').click();
  await expect(location.getByRole('row', { name: /domingo/ })).toContainText('10:00–13:00');
});
