import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expectNoSidewaysScroller, registerOwner, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

// Webhooks (issue 35 §1): a new owner registers an endpoint in «Webhooks» (from Configuración), copies its
// secret, gives points, and the delivery reaches a real receiver (its signature verified with the
// standardwebhooks library) and shows in the screen's log. At 1440 and 375 px.

test('the owner registers a webhook and sees the delivery of the points given', async ({ page, request }) => {
  test.setTimeout(120_000);
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
    server.close();
  }
});
