import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { apiAs, demo, expectNoSidewaysScroller, registerOwner, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

// Webhooks (issue 35 §1): a new owner registers an endpoint in «Webhooks» (from Configuración), copies its
// secret, gives points, and the delivery reaches a real receiver (its signature verified with the
// standardwebhooks library) and shows in the screen's log. At 1440 and 375 px.

/** A local receiver of webhook deliveries: what it got, and its address. */
async function receiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString(),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/premia`;
  return { received, url, close: () => server.close() };
}

test('the owner registers a webhook and sees the delivery of the points given', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { received, url, close } = await receiver();
  try {
    const owner = await registerOwner(request);
    await signIn(page, owner.email, owner.password);
    await page.goto('/dashboard/configuration');
    await page.getByRole('link', { name: 'Configurar webhooks' }).click();
    await expect(page).toHaveURL(/\/dashboard\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByLabel('Dirección (URL)').fill(url);
    await expect(page.getByRole('checkbox', { name: /Puntos ganados/ })).toBeChecked();
    await page.getByRole('button', { name: 'Crear webhook' }).click();
    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toContainText('whsec_');
    const secret = (await shown.textContent())!.trim();
    await expect(page.getByTestId('webhooks')).toContainText(url);

    // Points given at the counter's API, as the owner.
    const login = await (
      await request.post('/login/client', { data: { email: owner.email, password: owner.password } })
    ).json();
    const auth = { Authorization: `Bearer ${login.user.token}` };
    const added = await (
      await request.post('/client/customer/add', { data: { firstName: 'Rosa' }, headers: auth })
    ).json();
    expect(added.s, JSON.stringify(added)).toBe('ok');
    const given = await (
      await request.post('/client/customer/add-points', {
        data: { customerId: added.customer.id, amount: 100 },
        headers: auth,
      })
    ).json();
    expect(given.s, JSON.stringify(given)).toBe('ok');

    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as {
      type: string;
      data: { entry: { id: number } };
    };
    expect(payload.type).toBe('points.earned');
    expect(payload.data.entry.id).toBe(given.entry.id);

    const log = page.getByTestId('webhook-deliveries');
    await expect(log).toContainText('Puntos ganados', { timeout: 20_000 });
    await expect(log).toContainText('Entregado');
    await expect(log).toContainText('HTTP 200');
    await snap(page, 'webhooks');
    await expectNoSidewaysScroller(page);
  } finally {
    close();
  }
});

test('the admin registers a platform webhook and a new store’s sign-up reaches it, signed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { received, url, close } = await receiver();
  try {
    await signIn(page, demo.admin.email);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    // The platform's events only: a store's own events are not offered.
    await expect(page.getByRole('checkbox', { name: /Puntos ganados/ })).toHaveCount(0);
    await page.getByLabel('Dirección (URL)').fill(url);
    await page.getByRole('checkbox', { name: /Negocio creado/ }).check();
    await page.getByRole('button', { name: 'Crear webhook' }).click();
    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toContainText('whsec_');
    const secret = (await shown.textContent())!.trim();

    const owner = await registerOwner(request);
    await expect
      .poll(() => received.some((r) => r.body.includes('"store.created"')), { timeout: 30_000 })
      .toBe(true);
    const delivery = received.find((r) => r.body.includes('"store.created"'))!;
    const payload = new Webhook(secret).verify(delivery.body, delivery.headers) as {
      type: string;
      data: unknown;
    };
    expect(payload.type).toBe('store.created');
    expect(payload.data).toMatchObject({
      name: owner.storeName,
      ownerEmail: owner.email,
      createdBy: 'signup',
    });

    const log = page.getByTestId('webhook-deliveries');
    await expect(log).toContainText('Negocio creado', { timeout: 20_000 });
    await expect(log).toContainText('HTTP 200');
    await snap(page, 'admin-webhooks');
    await expectNoSidewaysScroller(page);
  } finally {
    close();
    // The worker's later sign-ups are not sent to a receiver that is gone.
    const admin = await apiAs(request, demo.admin.email);
    const { endpoints } = await admin<{ endpoints: { id: number; url: string }[] }>(
      '/admin/webhooks/list',
      {},
    );
    for (const e of endpoints.filter((x) => x.url === url))
      await admin('/admin/webhooks/delete', { endpointId: e.id });
  }
});
