import { localDateTime } from '@premia/contract';
import { apiAs, chooseCustomerIfAsked, demo, signIn } from './support/helpers';
import { mailsTo } from './support/mail';
import { expect, type Page, test } from './support/test';
import { SERVE_WITH, servedBy, servedCounts, waitForJobsDone } from './support/two-processes';
import { phoneInMadrid, STORE, signUpInWallet, walletNav } from './support/wallet';

// Against two API processes on one database behind a round-robin proxy (serve-two.mjs): each request of
// a browser goes to the other process, so every step below runs across both (docs/DEPLOY.md).

const notice = (page: Page) => page.locator('.ant-notification-notice').last();
const balanceOf = (page: Page) => page.getByTestId('customer-balance');
const sessionToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('premia.session') ?? '{}').token as string);

test('two API processes behave as one: sessions, a retried give once, a reward, each mail and notification once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const email = `dos.${tag}@example.com`;
  const owner = await apiAs(request, demo.owner.email);
  // Whatever the hour the suite runs at: no quiet hours, room in the week's cap.
  await owner('/client/notification/settings/save', {
    quietStart: '00:00',
    quietEnd: '00:00',
    weeklyCap: 50,
  });

  // The wallet: a customer signs up with the mailed code (sent by a job of either process) on a phone in
  // Madrid (the store counts in Lima); reloads, answered by either process, keep their session.
  const phone = await browser.newContext(phoneInMadrid);
  const wallet = await phone.newPage();
  await wallet.goto(STORE);
  const clientCode = await signUpInWallet(
    wallet,
    { email, firstName: 'Dora', lastName: `Dos ${tag}` },
    { marketing: true, server: 'pair' },
  );
  const welcome = Number((await wallet.getByTestId('balance').innerText()).replace(/\D/g, ''));
  for (let i = 0; i < 2; i++) {
    await wallet.reload();
    await expect(wallet.getByTestId('client-code')).toHaveText(clientCode);
  }

  // The back office: the cashier signs in; the stored session holds across reloads.
  await page.goto('/');
  await signIn(page, demo.employee.email);
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByTestId('user-menu')).toContainText(demo.employee.name);
  }

  // The counter finds the customer by their code.
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Fidelización' }).click();
  const search = page.getByRole('textbox', { name: 'Buscar cliente' });
  await search.fill(clientCode);
  await expect(
    page.getByRole('list', { name: 'Clientes encontrados' }).getByRole('button').first(),
  ).toContainText(clientCode);
  await search.press('Enter');
  await chooseCustomerIfAsked(page, `Dora Dos ${tag}`);
  await expect(page.getByTestId('customer-card').getByTestId('client-code')).toHaveText(clientCode);
  await expect(balanceOf(page)).toHaveText(String(welcome));

  // 500 points: process a applies them but the answer is lost on the way back; the cashier gives again,
  // the same Idempotency-Key goes to process b, which answers what a did: one entry.
  const attempts: { key: string | undefined; by: string | undefined; customerId: number }[] = [];
  await page.route('**/client/customer/add-points', async (route) => {
    const lost = attempts.length === 0;
    const headers = { ...route.request().headers(), [SERVE_WITH]: lost ? 'a' : 'b' };
    const response = await route.fetch({ headers });
    attempts.push({
      key: route.request().headers()['idempotency-key'],
      by: servedBy(response),
      customerId: route.request().postDataJSON().customerId,
    });
    if (lost) await route.abort('failed');
    else await route.fulfill({ response });
  });
  await page.getByLabel(/Monto de la compra/).fill('5000');
  const ticket = page.getByLabel('Número de ticket');
  if (await ticket.isVisible()) await ticket.fill(`D-${tag}`);
  const give = page.getByRole('button', { name: 'Dar 500 puntos' });
  await give.click();
  await expect(notice(page)).toContainText('No se pudieron dar los puntos');
  await give.click();
  await expect(notice(page)).toContainText('Se sumaron 500 puntos.');
  await page.unrouteAll();
  const [lost, retried] = attempts;
  expect(lost?.key, 'an Idempotency-Key').toMatch(/\S{16,}/);
  expect(attempts.map(({ key, by }) => ({ key, by }))).toEqual([
    { key: lost?.key, by: 'a' },
    { key: lost?.key, by: 'b' },
  ]);
  await expect(balanceOf(page)).toHaveText(String(welcome + 500));
  await expect(page.getByTestId('movements').locator('li').filter({ hasText: '+500' })).toHaveCount(1);

  // A reward redeemed: the balance goes down by its cost.
  await page.getByRole('button', { name: 'Canjear Café americano' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Canjear' }).click();
  await expect(notice(page)).toContainText('Se canjeó «Café americano».');
  await expect(balanceOf(page)).toHaveText(String(welcome + 450));

  // Both processes remember the cashier's session (each answered a give). A sign-out on b ends it on a
  // too: its next give is refused and writes nothing, and so is the counter's.
  const token = await sessionToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  const out = await request.post('/login/client/logout', {
    data: {},
    headers: { ...auth, [SERVE_WITH]: 'b' },
  });
  expect(out.ok()).toBe(true);
  for (const on of ['a', 'b']) {
    const refused = await request.post('/client/customer/add-points', {
      data: { customerId: retried!.customerId, amount: 100, ticketNumber: `D2-${tag}` },
      headers: { ...auth, 'Idempotency-Key': `after-sign-out-${on}-${tag}`, [SERVE_WITH]: on },
    });
    expect(refused.status(), `a give on ${on} after the sign-out`).toBe(401);
  }
  await page.getByLabel(/Monto de la compra/).fill('100');
  await page.getByRole('button', { name: 'Dar 10 puntos' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // The store schedules a notification for now (the owner's minute in Lima), by mail too: sent once.
  const title = `Dos procesos ${tag}`;
  const description = 'Un aviso que llega una sola vez.';
  const now = localDateTime('America/Lima', new Date());
  await owner('/client/notification/add', {
    title,
    description,
    date: now.date,
    time: now.time.slice(0, 5),
    sendPush: false,
    sendMail: true,
  });
  const inboxItems = wallet.getByRole('list', { name: 'Sus avisos' }).getByRole('listitem');
  await expect(async () => {
    await wallet.goto(`${STORE}/inbox`);
    await expect(inboxItems.filter({ hasText: title })).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 60_000, intervals: [2000] });

  // The wallet's statement: the purchase once, the reward once.
  await walletNav(wallet).getByRole('link', { name: 'Mis puntos' }).click();
  await expect(wallet.getByTestId('points-balance')).toHaveText(`${welcome + 450} puntos`);
  const statement = wallet.getByTestId('statement').getByRole('listitem');
  await expect(statement.filter({ hasText: '+500' })).toHaveCount(1);
  await expect(statement.filter({ hasText: 'Café americano' })).toHaveCount(1);
  await phone.close();

  // Once no mail or notification job is left, the sink holds each of the customer's mails once: the
  // code, the welcome and the notification; and the purchase's survey invite once if the invites' job
  // (every 5 minutes) ran meanwhile.
  await waitForJobsDone(request, [
    'mail',
    'mail-batch',
    'mail-gather',
    'notification-send',
    'notification-fanout',
    'survey-invites',
  ]);
  const mails = mailsTo(email, 'pair');
  expect(mails.filter((text) => /para entrar en Café Aurora es \d{6}\./.test(text))).toHaveLength(1);
  expect(mails.filter((text) => text.includes('Bienvenido al programa de puntos'))).toHaveLength(1);
  expect(mails.filter((text) => text.includes(description))).toHaveLength(1);
  const invites = mails.filter((text) => text.includes('¿Qué tan probable es que nos recomiende'));
  expect(invites.length, 'survey invites').toBeLessThanOrEqual(1);
  expect(mails).toHaveLength(3 + invites.length);

  // Both processes served this test's browsers.
  const served = await servedCounts(request);
  expect(served.a, 'requests process a answered').toBeGreaterThan(20);
  expect(served.b, 'requests process b answered').toBeGreaterThan(20);
});
