import { apiAs, chooseCustomerIfAsked, DEMO_PASSWORD, demo, signIn, snap } from './support/helpers';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** A new employee of the demo store with none of the counter permissions. */
async function createEmployeeWithout(request: APIRequestContext) {
  const login = await (
    await request.post('/login/client', { data: { email: demo.owner.email, password: DEMO_PASSWORD } })
  ).json();
  const tag = Date.now().toString(36);
  const employee = { email: `mirada.${tag}@example.com`, password: `Solo-mirar-${tag}` };
  const added = await (
    await request.post('/client/employee/add', {
      headers: { Authorization: `Bearer ${login.user.token}` },
      data: {
        first_name: 'Mirta',
        last_name: 'Solo Mira',
        email: employee.email,
        location: { id: login.user.locationId },
        permGivePoints: false,
        permRedeem: false,
        permCreateCustomer: false,
        permStore: false,
        password: employee.password,
        password2: employee.password,
      },
    })
  ).json();
  expect(added.s, JSON.stringify(added)).toBe('ok');
  return employee;
}

const notice = (page: Page) => page.locator('.ant-notification-notice').last();
const card = (page: Page) => page.getByTestId('customer-card');
const balanceOf = async (page: Page) => Number(await page.getByTestId('customer-balance').innerText());

test('the counter: a cashier finds a customer by name and by code, gives points and redeems a reward', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The demo cashier: gives points and redeems, does not register customers.
  await page.goto('/');
  await signIn(page, demo.employee.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Fidelización' }).click();
  await expect(page).toHaveURL(/\/dashboard\/loyalty$/);
  const search = page.getByRole('textbox', { name: 'Buscar cliente' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('button', { name: 'Nuevo cliente' })).toHaveCount(0);
  await snap(page, 'loyalty-empty');

  // By name, accent-insensitive: "maria" lists the Marías; Enter takes the first.
  await search.fill('maria');
  const matches = page.getByRole('list', { name: 'Clientes encontrados' });
  await expect(matches.getByRole('button').first()).toContainText('María');
  await snap(page, 'loyalty-search');
  await search.press('Enter');
  await expect(card(page)).toBeVisible();
  expect(await card(page).getByRole('heading', { level: 2 }).innerText()).toMatch(/^María /);
  await expect(page.getByRole('heading', { name: 'Dar puntos por una compra' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Canjear un premio' })).toBeVisible();

  // By client code: another demo customer, the code the customer shows (a Rosa of the demo store).
  const asCashier = await apiAs(request, demo.employee.email);
  const found = await asCashier<{ customers: { id: number; name: string; clientCode: string }[] }>(
    '/client/customer/search',
    { q: 'rosa' },
  );
  const rosa = found.customers.find((c) => c.name.startsWith('Rosa '));
  expect(rosa, 'a demo customer called Rosa').toBeDefined();
  const { name, clientCode: code } = rosa!;
  await page.getByRole('button', { name: 'Otro cliente' }).click();
  await expect(search).toBeFocused();
  await search.fill(code);
  await expect(matches.getByRole('button').first()).toContainText(code);
  await expect(matches.getByRole('button').first()).toContainText(name);
  await search.press('Enter');
  // A code that differs from another only in case (the demo has such pairs): the cashier picks by name.
  await chooseCustomerIfAsked(page, name);
  await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(card(page).getByTestId('client-code')).toHaveText(code);

  // A purchase of 5,000.00 gives 500 points (1 point per 10.00); the amount field has the focus.
  const before = await balanceOf(page);
  const amount = page.getByLabel(/Monto de la compra/);
  await expect(amount).toBeFocused();
  await amount.fill('5000');
  const ticket = page.getByLabel('Número de ticket');
  if (await ticket.isVisible()) await ticket.fill('B001-9001');
  const give = page.getByRole('button', { name: 'Dar 500 puntos' });
  await give.dblclick();
  await expect(notice(page)).toContainText('Se sumaron 500 puntos.');
  await expect(page.getByTestId('customer-balance')).toHaveText(String(before + 500));
  await expect(page.getByTestId('movements').locator('li').first()).toContainText('+500');
  await snap(page, 'loyalty-customer');

  // The double click gave once: the balance stays after a reload.
  await page.reload();
  await search.fill(code);
  await search.press('Enter');
  await chooseCustomerIfAsked(page, name);
  await expect(page.getByTestId('customer-balance')).toHaveText(String(before + 500));

  // Redeem a reward: confirm, the balance goes down by its cost.
  await page.getByRole('button', { name: 'Canjear Café americano' }).click();
  await snap(page, 'loyalty-confirm-redeem');
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Canjear' }).click();
  await expect(notice(page)).toContainText('Se canjeó «Café americano».');
  await expect(page.getByTestId('customer-balance')).toHaveText(String(before + 500 - 50));
  await expect(page.getByTestId('movements').locator('li').first()).toContainText('Café americano');
  // The server agrees with what the counter shows.
  const info = await asCashier<{ customer: { balance: number } }>('/client/customer/info', {
    customerId: rosa!.id,
  });
  expect(info.customer.balance).toBe(before + 450);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await search.fill(code);
  await search.press('Enter');
  await chooseCustomerIfAsked(page, name);
  await expect(card(page)).toBeVisible();
  await expect(page.getByTestId('customer-balance')).toHaveText(String(before + 450));
  await snap(page, 'loyalty-customer');
});

test('the counter hides what the user may not do; a new customer is registered from it', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/loyalty');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const modal = page.getByRole('dialog');
  const tag = Date.now().toString(36);
  await modal.getByLabel('Nombre').fill('Zoila');
  await modal.getByLabel('Apellido').fill(`Prueba ${tag}`);
  await modal.getByLabel('Email').fill(`zoila.${tag}@example.com`);
  await snap(page, 'loyalty-new-customer');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se registró al cliente.');
  await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(`Zoila Prueba ${tag}`);
  // Welcome points of the demo store.
  await expect(page.getByTestId('customer-balance')).toHaveText('20');

  // An employee without the permissions: no give, no redeem, no new customer.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const clerk = await createEmployeeWithout(request);
  await signIn(page, clerk.email, clerk.password);
  await page.goto('/dashboard/loyalty');
  const search = page.getByRole('textbox', { name: 'Buscar cliente' });
  await search.fill(`Zoila Prueba ${tag}`);
  await search.press('Enter');
  await expect(card(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo cliente' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dar puntos por una compra' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Canjear un premio' })).toHaveCount(0);
});
