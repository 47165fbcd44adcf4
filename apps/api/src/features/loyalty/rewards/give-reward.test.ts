import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStoreWith, setStoreSettings } from '../../../../test/factories.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { gatheredCounts } from '../../../db/gathered-statements.ts';
import { deleteOrArchiveReward, updateReward } from './rewards.repository.ts';

let owner: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  const made = await createStoreWith(t, { useConversion: false, redeemFree: 1000, welcomePoints: 0 });
  owner = made.token;
  storeId = made.store.id;
});

async function customerWith(points: number, as = owner) {
  const c = await t.post('/client/customer/add', { firstName: 'Canje', lastName: `${Math.random()}` }, as);
  if (points > 0) await t.post('/client/customer/add-points', { customerId: c.body.customer.id, points }, as);
  return c.body.customer.id as number;
}

async function reward(fields: Record<string, unknown>, as = owner) {
  const res = await t.post(
    '/client/reward/add',
    { name: `Premio ${Math.random()}`, pointsCost: 100, ...fields },
    as,
  );
  expect(res.body.s).toBe('ok');
  return res.body.reward.id as number;
}

describe('redeeming a reward', () => {
  it('debits the cost, writes the ledger row and the redemption, and uses the free allowance first', async () => {
    const customerId = await customerWith(150);
    const rewardId = await reward({ stock: 5 });
    const res = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(res.body).toMatchObject({ s: 'ok', balance: 50 });
    expect(res.body.entry).toMatchObject({ kind: 'redemption', points: -100, reward: { id: rewardId } });
    expect(res.body.redemption).toMatchObject({ rewardId, points: 100, allowance: 'free' });
    const rewards = await t.post('/client/get-all-rewards', {}, owner);
    expect(rewards.body.rewards.find((r: { id: number }) => r.id === rewardId)).toMatchObject({
      stock: 4,
      redeemedCount: 1,
    });
  });

  it('lets exactly one of 200 concurrent redemptions through a balance of exactly the cost', async () => {
    const customerId = await customerWith(100);
    const rewardId = await reward({});
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.post('/client/customer/give-reward', { customerId, rewardId }, owner),
      ),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('El cliente no tiene puntos suficientes: el premio cuesta 100 puntos.');
    }
    const info = await t.post('/client/customer/info', { customerId }, owner);
    expect(info.body.customer.balance).toBe(0);
    const sum = await t.pool.query(
      'select coalesce(sum(points), 0)::int as s from ledger_entries where customer_id = $1',
      [customerId],
    );
    expect(sum.rows[0].s).toBe(0);
  });

  it('gives the last unit of stock to one of two customers redeeming at once', async () => {
    const a = await customerWith(500);
    const b = await customerWith(500);
    const rewardId = await reward({ stock: 1 });
    const [ra, rb] = await Promise.all([
      t.post('/client/customer/give-reward', { customerId: a, rewardId }, owner),
      t.post('/client/customer/give-reward', { customerId: b, rewardId }, owner),
    ]);
    const outcomes = [ra!, rb!].map((r) => r.body.s).sort();
    expect(outcomes).toEqual(['not-ok', 'ok']);
    const loser = [ra!, rb!].find((r) => r.body.s !== 'ok')!;
    expect(loser.body.m).toBe('Este premio está agotado.');
    const balances = await t.pool.query('select id, balance from customers where id = any($1) order by id', [
      [a, b],
    ]);
    expect(balances.rows.map((r) => r.balance).sort()).toEqual([400, 500]);
  });

  it('applies the limit per customer, inactive rewards and validity dates', async () => {
    const customerId = await customerWith(1000);
    const limited = await reward({ limitPerCustomer: 1, pointsCost: 10 });
    expect(
      (await t.post('/client/customer/give-reward', { customerId, rewardId: limited }, owner)).body.s,
    ).toBe('ok');
    const second = await t.post('/client/customer/give-reward', { customerId, rewardId: limited }, owner);
    expect(second.status).toBe(409);
    expect(second.body.m).toBe('El cliente ya canjeó este premio 1 vez, el máximo permitido.');

    const inactive = await reward({ active: false });
    expect(
      (await t.post('/client/customer/give-reward', { customerId, rewardId: inactive }, owner)).body.m,
    ).toBe('Este premio no está activo.');
    const expired = await reward({ validFrom: '2020-01-01', validUntil: '2020-12-31' });
    expect(
      (await t.post('/client/customer/give-reward', { customerId, rewardId: expired }, owner)).body.m,
    ).toBe('Este premio ya no está vigente.');
    const balance = await t.post('/client/customer/info', { customerId }, owner);
    expect(balance.body.customer.balance).toBe(990);
  });

  it('a reversed redemption gives back the stock, the allowance and the per-customer limit', async () => {
    const customerId = await customerWith(300);
    const rewardId = await reward({ limitPerCustomer: 1, pointsCost: 100, stock: 3 });
    const usedBefore = (await t.pool.query('select redeem_used from stores where id = $1', [storeId])).rows[0]
      .redeem_used;
    const first = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(first.body.s).toBe('ok');
    const reversed = await t.post('/client/customer/delete-points', { entryId: first.body.entry.id }, owner);
    expect(reversed.body).toMatchObject({ s: 'ok', balance: 300 });
    const after = await t.pool.query(
      `select s.redeem_used, r.stock from stores s join rewards r on r.store_id = s.id
       where s.id = $1 and r.id = $2`,
      [storeId, rewardId],
    );
    expect(after.rows[0]).toEqual({ redeem_used: usedBefore, stock: 3 });
    // The limit of one per customer counts only the redemption that stands.
    const again = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(again.body).toMatchObject({ s: 'ok', balance: 200 });
    const third = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(third.status).toBe(409);
  });

  it('answers no-redemptions-left when the allowance is used up (subscription active), no-subscription when it is off', async () => {
    // A store of its own: its allowance and subscription change here, the demo store's never do.
    const { token: owner, store } = await createStoreWith(t, {
      useConversion: false,
      welcomePoints: 0,
      redeemFree: 0,
      redeemBought: 0,
      withSubscription: true,
      hasSubscription: true,
    });
    const customerId = await customerWith(1000, owner);
    const rewardId = await reward({ pointsCost: 10 }, owner);
    const none = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(none.status).toBe(402);
    expect(none.body).toEqual({
      s: 'not-ok',
      errorType: 'no-redemptions-left',
      code: 'rewards.noRedemptionsLeft',
      params: {},
      m: 'Su negocio no tiene canjes disponibles. Compre un paquete de canjes para seguir canjeando.',
    });
    expect((await t.post('/client/customer/info', { customerId }, owner)).body.customer.balance).toBe(1000);

    await setStoreSettings(t.db, store.id, { redeemBought: 1 });
    const bought = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(bought.body.redemption.allowance).toBe('bought');

    await setStoreSettings(t.db, store.id, { redeemFree: 1000, hasSubscription: false });
    const off = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(off.status).toBe(402);
    expect(off.body).toMatchObject({
      errorType: 'no-subscription',
      code: 'subscription.inactive',
      m: 'Tiene que activar la suscripción',
    });
  });

  it('archives a redeemed reward instead of erasing it, and erases one never used', async () => {
    const customerId = await customerWith(100);
    const used = await reward({ pointsCost: 10 });
    await t.post('/client/customer/give-reward', { customerId, rewardId: used }, owner);
    const unused = await reward({});
    expect((await t.post('/client/reward/delete', { rewardId: used }, owner)).body.s).toBe('ok');
    expect((await t.post('/client/reward/delete', { rewardId: unused }, owner)).body.s).toBe('ok');
    const rows = await t.pool.query(
      'select id, archived_at is not null as archived from rewards where id = any($1)',
      [[used, unused]],
    );
    expect(rows.rows).toEqual([{ id: used, archived: true }]);
    const statement = await t.post('/client/customer/points', { customerId }, owner);
    expect(statement.body.entries[0].reward.id).toBe(used);
  });
});

/** What a redemption writes: the customer's balance and statement, the reward, the store's allowance and figures. */
async function footprint(customerId: number, rewardId: number) {
  const info = await t.post('/client/customer/info', { customerId }, owner);
  const statement = await t.post('/client/customer/points', { customerId }, owner);
  const { rows } = await t.pool.query(
    `select (select count(*)::int from ledger_entries where customer_id = $1) as ledger_rows,
            (select coalesce(sum(points), 0)::int from ledger_entries where customer_id = $1) as ledger_sum,
            (select count(*)::int from redemptions where store_id = $3) as redemptions,
            (select stock from rewards where id = $2) as stock,
            (select redeem_used from stores where id = $3) as redeem_used,
            (select coalesce(sum(redemptions), 0)::int from daily_stats where store_id = $3) as day_redemptions,
            (select coalesce(sum(points_redeemed), 0)::int from daily_stats where store_id = $3) as day_points`,
    [customerId, rewardId, storeId],
  );
  return { balance: info.body.customer.balance, statement: statement.body.total, ...rows[0] };
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a reward that cannot be redeemed', () => {
  it('is refused with a Spanish message when inactive, archived, expired or not yet valid, and nothing is written', async () => {
    const customerId = await customerWith(1000);
    const archived = await reward({ pointsCost: 10, stock: 3 });
    await t.post('/client/customer/give-reward', { customerId, rewardId: archived }, owner);
    expect((await t.post('/client/reward/delete', { rewardId: archived }, owner)).body.s).toBe('ok');
    const cases: [number, number, string][] = [
      [await reward({ active: false, stock: 3 }), 409, 'Este premio no está activo.'],
      [archived, 404, 'No se encontró el premio.'],
      [
        await reward({ validFrom: '2020-01-01', validUntil: dayOffset(-2), stock: 3 }),
        409,
        'Este premio ya no está vigente.',
      ],
      [
        await reward({ validFrom: dayOffset(2), validUntil: dayOffset(30), stock: 3 }),
        409,
        'Este premio todavía no está vigente.',
      ],
    ];
    for (const [rewardId, status, message] of cases) {
      const before = await footprint(customerId, rewardId);
      const res = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
      expect(res.status, message).toBe(status);
      expect(res.body).toMatchObject({ s: 'not-ok', m: message });
      expect(await footprint(customerId, rewardId)).toEqual(before);
    }
    expect((await footprint(customerId, archived)).balance).toBe(990);
  });

  /**
   * Runs `change` (of one row) in an owner's transaction that stays open until a redemption of the
   * reward is waiting for that transaction (for the row it changed), then commits it: the redemption
   * decides after the change.
   */
  async function redeemDuring(
    change: (tx: DbOrTx) => Promise<unknown>,
    body: { customerId: number; rewardId: number },
  ) {
    let changed!: () => void;
    let commit!: () => void;
    const isChanged = new Promise<void>((resolve) => {
      changed = resolve;
    });
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let ownerPid = 0;
    const ownerTx = t.db.transaction(async (tx) => {
      ownerPid = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
      await change(tx);
      changed();
      await committing;
    });
    await isChanged;
    const redemption = t.post('/client/customer/give-reward', body, owner);
    try {
      await expect
        .poll(
          async () =>
            (
              await t.pool.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock' and $1 = any(pg_blocking_pids(pid))`,
                [ownerPid],
              )
            ).rows[0].n,
          { timeout: 10_000, interval: 20 },
        )
        .toBe(1);
    } finally {
      commit();
      await ownerTx;
    }
    return redemption;
  }

  it.each([
    {
      what: 'switched off',
      change: (tx: DbOrTx, id: number) => updateReward(tx, storeId, id, { active: false }),
      status: 409,
      m: 'Este premio no está activo.',
    },
    {
      what: 'archived',
      change: (tx: DbOrTx, id: number) => deleteOrArchiveReward(tx, storeId, id),
      status: 404,
      m: 'No se encontró el premio.',
    },
    {
      what: 'given an end date in the past',
      change: (tx: DbOrTx, id: number) => updateReward(tx, storeId, id, { validUntil: dayOffset(-2) }),
      status: 409,
      m: 'Este premio ya no está vigente.',
    },
    {
      what: 'given a new cost',
      change: (tx: DbOrTx, id: number) => updateReward(tx, storeId, id, { pointsCost: 20 }),
      status: 409,
      m: 'El costo de este premio acaba de cambiar. Vuelva a intentarlo.',
    },
  ])('refuses a redemption that was waiting while the reward was $what, and writes nothing', async (c) => {
    const customerId = await customerWith(500);
    const rewardId = await reward({ pointsCost: 10, stock: 5 });
    // One redemption stands already, so the owner's delete archives the reward.
    expect((await t.post('/client/customer/give-reward', { customerId, rewardId }, owner)).body.s).toBe('ok');
    const before = await footprint(customerId, rewardId);
    const res = await redeemDuring((tx) => c.change(tx, rewardId), { customerId, rewardId });
    expect(res.status).toBe(c.status);
    expect(res.body).toMatchObject({ s: 'not-ok', m: c.m });
    expect(await footprint(customerId, rewardId)).toEqual({ ...before, stock: 4 });
    expect(before).toMatchObject({ balance: 490, stock: 4 });
  });

  it('refuses a redemption that was waiting while the store lost its subscription, and writes nothing', async () => {
    const customerId = await customerWith(500);
    const rewardId = await reward({ pointsCost: 10 });
    const before = await footprint(customerId, rewardId);
    // The file's store loses its subscription for this redemption only, whatever the test's outcome.
    const res = await redeemDuring(
      (tx) =>
        tx.execute(
          sql`update stores set with_subscription = true, has_subscription = false where id = ${storeId}`,
        ),
      { customerId, rewardId },
    ).finally(() => t.pool.query('update stores set with_subscription = false where id = $1', [storeId]));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ errorType: 'no-subscription', m: 'Tiene que activar la suscripción' });
    expect(await footprint(customerId, rewardId)).toEqual(before);
  });
});

describe('give-reward as one statement', () => {
  let keys = 0;
  const redeemWithKey = (body: { customerId: number; rewardId: number }, key = `canje-${++keys}`) =>
    t.post('/client/customer/give-reward', body, owner, { 'idempotency-key': key });

  async function ledgerRows(customerId: number) {
    const { rows } = await t.pool.query(
      `select count(*)::int as n, coalesce(sum(points), 0)::int as s,
         (select count(*)::int from redemptions where customer_id = $1) as redemptions
       from ledger_entries where customer_id = $1`,
      [customerId],
    );
    return rows[0];
  }

  it('answers a retry of its Idempotency-Key with the first answer and redeems once; the key with another body is refused', async () => {
    const customerId = await customerWith(300);
    const rewardId = await reward({ pointsCost: 100, stock: 10 });
    const first = await redeemWithKey({ customerId, rewardId }, `reintento-${customerId}`);
    expect(first.body).toMatchObject({
      s: 'ok',
      m: expect.stringMatching(/^Se canjeó «Premio .*»\.$/),
      balance: 200,
      redemption: { rewardId, points: 100, allowance: 'free' },
      entry: { kind: 'redemption', points: -100, reward: { id: rewardId } },
    });
    expect(first.body.redemption.createdAt).toBe(first.body.entry.createdAt);
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => redeemWithKey({ customerId, rewardId }, `reintento-${customerId}`)),
    );
    for (const retry of retries) expect(retry.body).toEqual(first.body);
    expect(await ledgerRows(customerId)).toMatchObject({ n: 2, s: 200, redemptions: 1 });
    const other = await redeemWithKey({ customerId, rewardId: rewardId + 1 }, `reintento-${customerId}`);
    expect(other.status).toBe(409);
    expect(other.body.m).toBe('Esa clave de idempotencia ya se usó con otra petición.');
    const stock = await t.pool.query('select stock from rewards where id = $1', [rewardId]);
    expect(stock.rows[0].stock).toBe(9);
  });

  it('its answer is what the customer’s statement and the store’s redemptions say afterwards', async () => {
    const customerId = await customerWith(120);
    const rewardId = await reward({ pointsCost: 20 });
    const res = await redeemWithKey({ customerId, rewardId });
    const statement = await t.post('/client/customer/points', { customerId }, owner);
    expect(statement.body.entries[0]).toEqual(res.body.entry);
    expect(statement.body.balance).toBe(res.body.balance);
  });

  it('sends nothing but its one statement once the cashier’s session is remembered', async () => {
    const customerId = await customerWith(500);
    const rewardId = await reward({ pointsCost: 10, stock: 5, limitPerCustomer: 3 });
    expect((await redeemWithKey({ customerId, rewardId })).body.s).toBe('ok');
    let checkouts = 0;
    const count = () => checkouts++;
    t.pool.on('acquire', count);
    const res = await redeemWithKey({ customerId, rewardId });
    t.pool.off('acquire', count);
    expect(res.body).toMatchObject({ s: 'ok', balance: 480 });
    expect(checkouts).toBe(1);
  });

  it('lets a customer redeem a limited reward at most its limit, however many redemptions run at once', async () => {
    const customerId = await customerWith(10_000);
    const rewardId = await reward({ pointsCost: 10, limitPerCustomer: 2 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? redeemWithKey({ customerId, rewardId })
          : t.post('/client/customer/give-reward', { customerId, rewardId }, owner),
      ),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(2);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('El cliente ya canjeó este premio 2 veces, el máximo permitido.');
    }
    expect(await ledgerRows(customerId)).toMatchObject({ n: 3, s: 9_980, redemptions: 2 });
  });

  it('never takes the stock or the store’s allowance below zero, with many customers at once', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => customerWith(100)));
    const rewardId = await reward({ pointsCost: 10, stock: 3 });
    const sold = await Promise.all(customers.map((customerId) => redeemWithKey({ customerId, rewardId })));
    expect(sold.filter((r) => r.body.s === 'ok')).toHaveLength(3);
    for (const r of sold.filter((x) => x.body.s !== 'ok')) expect(r.body.m).toBe('Este premio está agotado.');
    expect((await t.pool.query('select stock from rewards where id = $1', [rewardId])).rows[0].stock).toBe(0);

    const unlimited = await reward({ pointsCost: 10 });
    await t.pool.query(`update stores set redeem_free = redeem_used + 2, redeem_bought = 0 where id = $1`, [
      storeId,
    ]);
    try {
      const used = await Promise.all(
        customers.map((customerId) => redeemWithKey({ customerId, rewardId: unlimited })),
      );
      expect(used.filter((r) => r.body.s === 'ok')).toHaveLength(2);
      for (const r of used.filter((x) => x.body.s !== 'ok')) {
        expect(r.status).toBe(402);
        expect(r.body.errorType).toBe('no-redemptions-left');
      }
      const store = await t.pool.query('select redeem_used, redeem_free from stores where id = $1', [
        storeId,
      ]);
      expect(store.rows[0].redeem_used).toBe(store.rows[0].redeem_free);
      const balances = await t.pool.query('select sum(balance)::int as s from customers where id = any($1)', [
        customers,
      ]);
      expect(balances.rows[0].s).toBe(12 * 100 - 5 * 10);
    } finally {
      await t.pool.query('update stores set redeem_free = 1000 + redeem_used where id = $1', [storeId]);
    }
  });

  it('redeems and gives points in one burst at the counter: each call once, stock, allowance and balances exact', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => customerWith(1_000)));
    const stocked = await reward({ pointsCost: 30, stock: 100 });
    const unstocked = await reward({ pointsCost: 20 });
    const used = async () =>
      (await t.pool.query('select redeem_used from stores where id = $1', [storeId])).rows[0].redeem_used;
    const usedBefore = await used();
    const { rounds, statements } = gatheredCounts;
    // Three bursts, each with the customers in another order: redemptions gathered with add-points.
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
    ]) {
      const key = `rafaga-${order.join('')}-${customers[0]}`;
      const customer = (i: number) => customers[order[i % 4]!]!;
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) =>
          i % 3 === 2
            ? t.post('/client/customer/add-points', { customerId: customer(i), points: 5 }, owner, {
                'idempotency-key': `puntos-${key}-${i}`,
              })
            : redeemWithKey({ customerId: customer(i), rewardId: i % 3 ? unstocked : stocked }),
        ),
        ...Array.from({ length: 5 }, () =>
          redeemWithKey({ customerId: customer(0), rewardId: stocked }, key),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(new Set(answers.slice(30).map((a) => a.body.redemption.id)).size).toBe(1);
    }
    expect(gatheredCounts.statements - statements, 'calls sent in rounds').toBeGreaterThan(
      gatheredCounts.rounds - rounds,
    );
    // Per burst: 10 of the stocked reward, 10 of the other, 10 purchases and the retried redemption once.
    expect((await t.pool.query('select stock from rewards where id = $1', [stocked])).rows[0].stock).toBe(
      100 - 3 * 11,
    );
    expect((await used()) - usedBefore).toBe(3 * 21);
    const rows = await Promise.all(customers.map(ledgerRows));
    expect(rows.reduce((n, r) => n + r.redemptions, 0)).toBe(3 * 21);
    const balances = await t.pool.query('select id, balance from customers where id = any($1)', [customers]);
    for (const { id, balance } of balances.rows) {
      expect(balance).toBe(rows[customers.indexOf(id)]!.s);
    }
    expect(balances.rows.reduce((n, r) => n + r.balance, 0)).toBe(
      4 * 1_000 - 3 * (11 * 30 + 10 * 20) + 3 * 10 * 5,
    );
  });

  it('leaves the row of a reward without stock as it was (only a stocked reward is written)', async () => {
    const customerId = await customerWith(100);
    const rewardId = await reward({ pointsCost: 10 });
    const version = () => t.pool.query('select xmin::text as v from rewards where id = $1', [rewardId]);
    const before = (await version()).rows[0].v;
    expect((await redeemWithKey({ customerId, rewardId })).body.s).toBe('ok');
    expect((await t.post('/client/customer/give-reward', { customerId, rewardId }, owner)).body.s).toBe('ok');
    expect((await version()).rows[0].v).toBe(before);
  });

  it('answers an unknown customer 404 and a retry of a refused call runs again', async () => {
    const rewardId = await reward({ pointsCost: 50 });
    const unknown = await redeemWithKey({ customerId: 999_999_999, rewardId });
    expect(unknown.status).toBe(404);
    expect(unknown.body.m).toBe('No se encontró al cliente.');
    const customerId = await customerWith(20);
    const poor = await redeemWithKey({ customerId, rewardId }, `pobre-${customerId}`);
    expect(poor.status).toBe(409);
    expect(poor.body.m).toBe('El cliente no tiene puntos suficientes: el premio cuesta 50 puntos.');
    await t.post('/client/customer/add-points', { customerId, points: 30 }, owner);
    const again = await redeemWithKey({ customerId, rewardId }, `pobre-${customerId}`);
    expect(again.body).toMatchObject({ s: 'ok', balance: 0 });
  });
});
