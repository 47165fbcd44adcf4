import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { GATHER_DELAY_MS } from '../../../mail/mail-queue.ts';

const ORDERS = 100;

describe("the orders' mails, gathered into batches", { timeout: 240_000 }, () => {
  let owner: string;
  let storeId: number;
  let locationId: number;
  let productId: number;

  /** The mail jobs created since `since`, by queue. */
  async function mailJobs(since: Date) {
    const { rows } = await t.pool.query<{ name: string; n: number; mails: number }>(
      `select name, count(*)::int as n, coalesce(sum(jsonb_array_length(data->'mailIds')), 0)::int as mails
       from pgboss.job where created_on >= $1 and name in ('mail', 'mail-batch') group by name`,
      [since],
    );
    return Object.fromEntries(rows.map((r) => [r.name, { jobs: r.n, mails: r.mails }]));
  }

  const now = async () => (await t.pool.query<{ at: Date }>('select clock_timestamp() as at')).rows[0]!.at;

  const t = useTestAppWithMail();
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
    locationId = (
      await t.pool.query('select id from locations where store_id = $1 order by id limit 1', [storeId])
    ).rows[0].id;
    const product = await t.post('/client/products/add', { name: 'Alfajor', priceCents: 500 }, owner);
    productId = product.body.product.id;
  });

  it('a store confirming 100 orders mails each customer once, in a few batch jobs over a few SMTP connections', async () => {
    const placedSince = await now();
    const orders: { id: number; email: string }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const buyer = await createCustomerSession(t.db, storeId);
      const email = `rafaga-${i}@example.com`;
      await t.pool.query('update customers set email = $1 where id = $2', [email, buyer.customerId]);
      const res = await t.post(
        '/wallet/orders/place',
        { items: [{ productId, quantity: 1 }], mode: 'pickup', locationId },
        buyer.token,
      );
      expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
      orders.push({ id: res.body.order.id, email });
    }
    // Each order placed mails its customer and the store, without a job per mail.
    await t.smtp.waitFor(2 * ORDERS, 60_000);
    await t.jobsSettled(60_000);
    expect(t.smtp.mails).toHaveLength(2 * ORDERS);
    expect((await mailJobs(placedSince)).mail).toBeUndefined();

    t.smtp.mails.length = 0;
    const connections = t.smtp.connections();
    const since = await now();
    // Ten at a time, as a few people confirming the morning's orders would.
    for (let i = 0; i < ORDERS; i += 10) {
      const moved = await Promise.all(
        orders
          .slice(i, i + 10)
          .map((o) => t.post('/client/orders/update', { orderId: o.id, state: 'confirmed' }, owner)),
      );
      for (const res of moved) expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
    }
    const burstMs = (await now()).getTime() - since.getTime();
    const mails = await t.smtp.waitFor(ORDERS, 60_000);
    await t.jobsSettled(60_000);

    // Each customer got their order's mail, once.
    expect(mails).toHaveLength(ORDERS);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(orders.map((o) => o.email).sort());
    for (const order of orders) {
      const mail = mails.find((m) => m.to[0] === order.email)!;
      expect(mailText(mail.raw)).toContain(`Su pedido #${order.id} en Café Aurora ahora está: Confirmado.`);
    }
    const { rows: outbox } = await t.pool.query(
      `select status, awaits_batch from mail_outbox where to_address like 'rafaga-%' group by 1, 2`,
    );
    expect(outbox).toEqual([{ status: 'sent', awaits_batch: false }]);
    // No job per mail: 'mail-batch' jobs, one per gathering at most, and gatherings start at least
    // GATHER_DELAY_MS apart; the mails share the mailer's pooled connections (5 at most).
    const jobs = await mailJobs(since);
    expect(jobs.mail).toBeUndefined();
    expect(jobs['mail-batch']!.mails).toBe(ORDERS);
    expect(jobs['mail-batch']!.jobs).toBeLessThanOrEqual(Math.ceil(burstMs / GATHER_DELAY_MS) + 1);
    expect(t.smtp.connections() - connections).toBeLessThanOrEqual(5);
  });

  it('sends a mail left waiting at the next gathering (the every-minute one), once', async () => {
    t.smtp.mails.length = 0;
    // A mail committed just after a gathering read the outbox, while another gathering was waiting.
    await t.pool.query(
      `insert into mail_outbox (to_address, subject, text_body, status, awaits_batch)
       values ('rezagado@example.com', 'Pedido #1: Confirmado', 'Hola', 'queued', true)`,
    );
    const gather = () => t.db.transaction((tx) => t.jobs.enqueue(tx, 'mail-gather', {}));
    await gather();
    await t.smtp.waitFor(1, 30_000);
    await t.jobsSettled(30_000);
    await gather();
    await t.jobsSettled(30_000);
    expect(t.smtp.mails.map((m) => m.to)).toEqual([['rezagado@example.com']]);
  });
});
