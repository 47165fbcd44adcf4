import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import {
  createEmployee,
  createStoreWith,
  setStoreSettings,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';

const t = useTestAppWithMail();

type StoreSettings = Parameters<typeof createStoreWith>[1];

/**
 * The store a test works in, its own: 1 point per 10.00 (as the demo's), no welcome points, no mails
 * unless the test says so. What one test changes in its store no other test sees.
 */
async function ownStore(settings: StoreSettings = {}) {
  const made = await createStoreWith(t, {
    useConversion: true,
    conversionPoints: 1,
    conversionMoneyCents: 1000,
    welcomePoints: 0,
    emailOnCustomerCreation: false,
    emailOnGivePoints: false,
    ...settings,
  });
  const change = (more: StoreSettings) => setStoreSettings(t.db, made.store.id, more);
  return { ...made, owner: made.token, change };
}

async function newCustomer(owner: string, fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/client/customer/add',
    { firstName: 'Cliente', lastName: `P${Math.random()}`, ...fields },
    owner,
  );
  expect(res.body.s).toBe('ok');
  return res.body.customer as { id: number; balance: number; clientCode: string };
}

/** The mails that reached `to`: once one has, and every job has run. */
async function mailsTo(to: string) {
  await expect.poll(() => t.smtp.mails.some((m) => m.to.includes(to)), { timeout: 10_000 }).toBe(true);
  await t.jobsSettled();
  return t.smtp.mails.filter((m) => m.to.includes(to));
}

async function ledgerOf(customerId: number) {
  const rows = await t.db.execute<{ n: number; s: number }>(
    sql`select count(*)::int as n, coalesce(sum(points), 0)::int as s from ledger_entries where customer_id = ${customerId}`,
  );
  return rows.rows[0]!;
}

async function balanceOf(owner: string, customerId: number) {
  const res = await t.post('/client/customer/info', { customerId }, owner);
  return res.body.customer.balance as number;
}

describe('giving points', () => {
  it('converts the purchase amount with the store setting, rounding down: 1 point per 10.00, 95.99 → 9', async () => {
    const { owner } = await ownStore({
      useConversion: true,
      conversionPoints: 1,
      conversionMoneyCents: 1000,
    });
    const c = await newCustomer(owner);
    const res = await t.post(
      '/client/customer/add-points',
      { customerId: c.id, amount: 95.99, ticketNumber: 'B001-1' },
      owner,
    );
    expect(res.body).toMatchObject({ s: 'ok', m: 'Se sumaron 9 puntos.', balance: c.balance + 9 });
    expect(res.body.entry).toMatchObject({
      kind: 'purchase',
      points: 9,
      amount: 95.99,
      ticketNumber: 'B001-1',
    });
    expect(res.body.entry.employee.name).toBe('Dueño Prueba');
  });

  it('refuses an amount that gives no points, and asks for the amount when the store converts', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    const small = await t.post('/client/customer/add-points', { customerId: c.id, amount: 5 }, owner);
    expect(small.status).toBe(400);
    expect(small.body.m).toBe('El monto de la compra no alcanza para sumar puntos.');
    const none = await t.post('/client/customer/add-points', { customerId: c.id, points: 5 }, owner);
    expect(none.body.m).toBe('Indique el monto de la compra.');
  });

  it('credits the welcome points of the store to a new customer', async () => {
    const { owner } = await ownStore({ welcomePoints: 25 });
    const c = await newCustomer(owner);
    expect(c.balance).toBe(25);
    const statement = await t.post('/client/customer/points', { customerId: c.id }, owner);
    expect(statement.body.entries).toHaveLength(1);
    expect(statement.body.entries[0]).toMatchObject({ kind: 'welcome', points: 25 });
  });

  it('mails the customer when emailOnGivePoints is on, and not when it is off', async () => {
    const { owner, change } = await ownStore({ emailOnGivePoints: false });
    const c = await newCustomer(owner, { email: 'cliente.mail@example.com' });
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, owner);
    await change({ emailOnGivePoints: true });
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 50 }, owner);
    const mails = await mailsTo('cliente.mail@example.com');
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!.raw)).toMatch(/sumó 5 puntos/);
  });

  it.each([
    [{ amount: -10 }, /monto|amount|mayor/i],
    [{ amount: 'diez' }, /número/],
    [{ amount: 1e12 }, /menor o igual/],
    [{ amount: Number.NaN }, /número/],
  ])('refuses a bad amount %j with a Spanish 400', async (body, message) => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    const res = await t.post('/client/customer/add-points', { customerId: c.id, ...body }, owner);
    expect(res.status).toBe(400);
    expect(res.body.m).toMatch(message);
  });

  it.each([
    [{ points: -5 }, /mayor o igual que 1/],
    [{ points: 2.5 }, /entero/],
    [{ points: 1e9 }, /menor o igual/],
    [{ points: '5' }, /número/],
  ])('refuses bad points %j on a discount with a Spanish 400', async (body, message) => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    const res = await t.post(
      '/client/customer/discount-points',
      { customerId: c.id, reason: 'x', ...body },
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.body.m).toMatch(message);
  });
});

describe('the ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, owner);
    await expect(
      t.pool.query(`update ledger_entries set points = 1000 where customer_id = ${c.id}`),
    ).rejects.toThrow(/append-only/);
    await expect(t.pool.query(`delete from ledger_entries where customer_id = ${c.id}`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.pool.query('truncate ledger_entries cascade')).rejects.toThrow(/append-only/);
  });

  it('reverses an entry once, with a reversing row, and refuses to reverse points already spent', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    const given = await t.post('/client/customer/add-points', { customerId: c.id, amount: 200 }, owner);
    const reversed = await t.post('/client/customer/delete-points', { entryId: given.body.entry.id }, owner);
    expect(reversed.body).toMatchObject({ s: 'ok', balance: 0 });
    expect(reversed.body.entry).toMatchObject({
      kind: 'reversal',
      points: -20,
      reversesEntryId: given.body.entry.id,
    });
    const again = await t.post('/client/customer/delete-points', { entryId: given.body.entry.id }, owner);
    expect(again.status).toBe(409);
    expect(again.body.m).toBe('Ese movimiento ya fue anulado.');
    const ofReversal = await t.post(
      '/client/customer/delete-points',
      { entryId: reversed.body.entry.id },
      owner,
    );
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.body.m).toBe('Una anulación no se puede anular.');

    const second = await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, owner);
    await t.post(
      '/client/customer/discount-points',
      { customerId: c.id, points: 8, reason: 'Canje manual' },
      owner,
    );
    const spent = await t.post('/client/customer/delete-points', { entryId: second.body.entry.id }, owner);
    expect(spent.status).toBe(409);
    expect(spent.body.m).toBe('El cliente ya usó esos puntos: no se puede anular el movimiento.');
    expect(await balanceOf(owner, c.id)).toBe((await ledgerOf(c.id)).s);
  });

  it('refuses a discount larger than the balance', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, owner);
    const res = await t.post(
      '/client/customer/discount-points',
      { customerId: c.id, points: 11, reason: 'x' },
      owner,
    );
    expect(res.status).toBe(409);
    expect(res.body.m).toBe('El cliente no tiene puntos suficientes.');
  });

  it('lets exactly one of 200 concurrent discounts of 100 through a balance of 100', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 1000 }, owner);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.post(
          '/client/customer/discount-points',
          { customerId: c.id, points: 100, reason: 'carrera' },
          owner,
        ),
      ),
    );
    const ok = results.filter((r) => r.body.s === 'ok');
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('El cliente no tiene puntos suficientes.');
    }
    expect(await balanceOf(owner, c.id)).toBe(0);
    expect((await ledgerOf(c.id)).s).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('50 at once and 50 in a row with one key → one ledger row and the same answer each time', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    const body = { customerId: c.id, amount: 120, ticketNumber: 'T-77' };
    const headers = { 'idempotency-key': `compra-${c.id}` };
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, () => t.post('/client/customer/add-points', body, owner, headers)),
    );
    const sequential = [];
    for (let i = 0; i < 50; i++)
      sequential.push(await t.post('/client/customer/add-points', body, owner, headers));
    const answers = [...concurrent, ...sequential].map((r) => JSON.stringify(r.body));
    expect(new Set(answers).size).toBe(1);
    expect(concurrent[0]!.body).toMatchObject({ s: 'ok', balance: 12 });
    expect(await ledgerOf(c.id)).toEqual({ n: 1, s: 12 });

    const other = await t.post('/client/customer/add-points', { ...body, amount: 500 }, owner, headers);
    expect(other.status).toBe(409);
    expect(other.body.m).toBe('Esa clave de idempotencia ya se usó con otra petición.');
    expect(await ledgerOf(c.id)).toEqual({ n: 1, s: 12 });
  });

  it('with the customer mail on: 20 at once and 5 in a row with one key → one ledger row and one mail', async () => {
    const { owner } = await ownStore({ emailOnGivePoints: true });
    const c = await newCustomer(owner, { email: 'reintentos@example.com' });
    const body = { customerId: c.id, amount: 80 };
    const headers = { 'idempotency-key': `compra-con-correo-${c.id}` };
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/client/customer/add-points', body, owner, headers)),
    );
    for (let i = 0; i < 5; i++) await t.post('/client/customer/add-points', body, owner, headers);
    expect(new Set(concurrent.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await ledgerOf(c.id)).toEqual({ n: 1, s: 8 });
    const mails = await mailsTo('reintentos@example.com');
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!.raw)).toMatch(/sumó 8 puntos/);
  });

  it('runs a retry again when the first attempt failed (nothing was written)', async () => {
    const { owner } = await ownStore();
    const c = await newCustomer(owner);
    const headers = { 'idempotency-key': `descuento-${c.id}` };
    const body = { customerId: c.id, points: 5, reason: 'x' };
    expect((await t.post('/client/customer/discount-points', body, owner, headers)).status).toBe(409);
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, owner);
    expect((await t.post('/client/customer/discount-points', body, owner, headers)).body).toMatchObject({
      s: 'ok',
      balance: 5,
    });
  });
});

describe('Idempotency-Key claimed by the points statement itself', () => {
  it('the same key sent for two customers at once: one call writes, the others get 409 and write nothing', async () => {
    const { owner } = await ownStore({ useConversion: false });
    const [a, b] = [await newCustomer(owner), await newCustomer(owner)];
    const headers = { 'idempotency-key': `dos-clientes-${a.id}` };
    const bodies = Array.from({ length: 20 }, (_, i) => ({ customerId: i % 2 ? b.id : a.id, points: 7 }));
    const answers = await Promise.all(
      bodies.map((body) => t.post('/client/customer/add-points', body, owner, headers)),
    );
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 409);
    expect(ok.length + refused.length).toBe(20);
    expect(new Set(ok.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(ok.length).toBe(10);
    for (const r of refused) expect(r.body.m).toBe('Esa clave de idempotencia ya se usó con otra petición.');
    const written = [await ledgerOf(a.id), await ledgerOf(b.id)];
    expect(written.map((w) => w.n).sort()).toEqual([0, 1]);
    expect(written[0]!.s + written[1]!.s).toBe(7);
  });

  it('a retry gets the first answer even after the store changed its conversion', async () => {
    const { owner, change } = await ownStore({
      useConversion: true,
      conversionPoints: 1,
      conversionMoneyCents: 1000,
    });
    const c = await newCustomer(owner);
    const headers = { 'idempotency-key': `conversion-${c.id}` };
    const body = { customerId: c.id, amount: 50 };
    const first = await t.post('/client/customer/add-points', body, owner, headers);
    expect(first.body).toMatchObject({ s: 'ok', m: 'Se sumaron 5 puntos.', balance: 5 });
    await change({ useConversion: false });
    const retry = await t.post('/client/customer/add-points', body, owner, headers);
    expect(retry.body).toEqual(first.body);
    expect(await ledgerOf(c.id)).toEqual({ n: 1, s: 5 });
  });

  it('answers with the entry exactly as the statement shows it', async () => {
    const { owner } = await ownStore({ useConversion: false });
    const c = await newCustomer(owner);
    const given = await t.post(
      '/client/customer/add-points',
      { customerId: c.id, points: 12, amount: 35.9, ticketNumber: 'F-1', description: 'Desayuno' },
      owner,
      { 'idempotency-key': `forma-${c.id}` },
    );
    const taken = await t.post(
      '/client/customer/discount-points',
      { customerId: c.id, points: 2, reason: 'Ajuste' },
      owner,
      { 'idempotency-key': `forma-d-${c.id}` },
    );
    const page = await t.post('/client/customer/points', { customerId: c.id }, owner);
    expect(page.body.entries).toEqual([taken.body.entry, given.body.entry]);
    expect(given.body.entry).toMatchObject({
      amount: 35.9,
      points: 12,
      ticketNumber: 'F-1',
      reason: 'Desayuno',
    });
  });

  it('a POS purchase sent 30 times at once with one key is written once', async () => {
    const { owner } = await ownStore({ useConversion: false });
    const token = (await t.post('/client/api/token/generate', {}, owner)).body.token as string;
    const c = await newCustomer(owner);
    const body = { customer: { clientCode: c.clientCode }, points: 4 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.post('/client/transaction/add', body, token, { 'idempotency-key': `pos-${c.id}` }),
      ),
    );
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ s: 'ok', balance: 4 });
    expect(await ledgerOf(c.id)).toEqual({ n: 1, s: 4 });
  });
});

describe('permissions', () => {
  it('refuses give points, redeem and create customer to an employee without those permissions', async () => {
    const { owner, store, location } = await ownStore();
    const bare = await createEmployee(t.db, store.id, location.id);
    const token = await t.login(bare.email, TEST_PASSWORD);
    const c = await newCustomer(owner);
    expect(
      (await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, token)).status,
    ).toBe(403);
    expect(
      (await t.post('/client/customer/discount-points', { customerId: c.id, points: 1, reason: 'x' }, token))
        .status,
    ).toBe(403);
    expect(
      (await t.post('/client/customer/give-reward', { customerId: c.id, rewardId: 1 }, token)).status,
    ).toBe(403);
    expect((await t.post('/client/customer/add', { firstName: 'X' }, token)).status).toBe(403);
    // the screens still let them look customers up
    expect((await t.post('/client/customer/search', { q: 'Cliente' }, token)).status).toBe(200);
  });

  it('applies a removed permGivePoints on the very next call', async () => {
    const { owner, store, location } = await ownStore();
    const giver = await createEmployee(t.db, store.id, location.id, { permGivePoints: true });
    const employee = await t.login(giver.email, TEST_PASSWORD);
    const c = await newCustomer(owner);
    expect(
      (await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, employee)).body.s,
    ).toBe('ok');
    await t.pool.query(`update users set perm_give_points = false where id = $1`, [giver.id]);
    expect(
      (await t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, employee)).status,
    ).toBe(403);
  });
});

describe('a model of the ledger over HTTP (fast-check)', () => {
  it('keeps every balance equal to the sum of its ledger rows, never below zero, whatever the operations', async () => {
    const { owner } = await ownStore({ redeemFree: 100000 });
    const reward = await t.post('/client/reward/add', { name: 'Modelo', pointsCost: 7 }, owner);
    const customers = [await newCustomer(owner), await newCustomer(owner), await newCustomer(owner)];
    const op = fc.record({
      kind: fc.constantFrom('add', 'discount', 'reverse', 'redeem'),
      who: fc.integer({ min: 0, max: 2 }),
      n: fc.integer({ min: 1, max: 40 }),
    });
    const entries: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 60 }), async (ops) => {
        for (const o of ops) {
          const customerId = customers[o.who]!.id;
          let res: { status: number; body: { s: string; entry?: { id: number } } };
          if (o.kind === 'add')
            res = await t.post('/client/customer/add-points', { customerId, amount: o.n * 10 }, owner);
          else if (o.kind === 'discount')
            res = await t.post(
              '/client/customer/discount-points',
              { customerId, points: o.n, reason: 'm' },
              owner,
            );
          else if (o.kind === 'redeem')
            res = await t.post(
              '/client/customer/give-reward',
              { customerId, rewardId: reward.body.reward.id },
              owner,
            );
          else {
            const entryId = entries[o.n % Math.max(entries.length, 1)];
            if (entryId === undefined) continue;
            res = await t.post('/client/customer/delete-points', { entryId }, owner);
          }
          expect(res.status).toBeLessThan(500);
          if (res.body.s === 'ok' && res.body.entry) entries.push(res.body.entry.id);
          const balance = await balanceOf(owner, customerId);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe((await ledgerOf(customerId)).s);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('a deleted customer', () => {
  it('is never debited or credited: discount, reversal, redemption and points answer 404, nothing written', async () => {
    const { owner } = await ownStore({ useConversion: false, redeemFree: 1000 });
    const c = await newCustomer(owner);
    const given = await t.post('/client/customer/add-points', { customerId: c.id, points: 300 }, owner);
    expect(given.body.s).toBe('ok');
    const reward = await t.post(
      '/client/reward/add',
      { name: `Premio ${Math.random()}`, pointsCost: 50 },
      owner,
    );
    expect(reward.body.s).toBe('ok');
    expect((await t.post('/client/customer/delete', { customerId: c.id }, owner)).body.s).toBe('ok');
    const before = await ledgerOf(c.id);

    const attempts = [
      t.post('/client/customer/discount-points', { customerId: c.id, points: 10, reason: 'Ajuste' }, owner),
      t.post('/client/customer/discount-points', { customerId: c.id, points: 10, reason: 'Ajuste' }, owner, {
        'idempotency-key': `deleted-${c.id}`,
      }),
      t.post('/client/customer/delete-points', { entryId: given.body.entry.id }, owner),
      t.post('/client/customer/give-reward', { customerId: c.id, rewardId: reward.body.reward.id }, owner),
      t.post('/client/customer/add-points', { customerId: c.id, points: 10 }, owner),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        s: 'not-ok',
        m: 'No se encontró al cliente.',
        errorType: 'not-found',
      });
    }
    expect(await ledgerOf(c.id)).toEqual(before);
    const row = await t.pool.query('select balance from customers where id = $1', [c.id]);
    expect(row.rows[0].balance).toBe(300);
  });
});

describe('the points of one operation', () => {
  it('are at most 1,000,000, given as points or converted from an amount', async () => {
    const { owner, change } = await ownStore({ useConversion: false });
    const c = await newCustomer(owner);
    const most = await t.post('/client/customer/add-points', { customerId: c.id, points: 1_000_000 }, owner);
    expect(most.body).toMatchObject({ s: 'ok', balance: 1_000_000 });
    const over = await t.post('/client/customer/add-points', { customerId: c.id, points: 1_000_001 }, owner);
    expect(over.status).toBe(400);
    expect(over.body.m).toBe('El campo «puntos» debe ser menor o igual que 1000000.');
    const discount = await t.post(
      '/client/customer/discount-points',
      { customerId: c.id, points: 1_000_001, reason: 'Ajuste' },
      owner,
    );
    expect(discount.status).toBe(400);
    // 10 points per 0.01: 100,000.00 would give 100,000,000 points.
    await change({ useConversion: true, conversionPoints: 10, conversionMoneyCents: 1 });
    const converted = await t.post(
      '/client/customer/add-points',
      { customerId: c.id, amount: 100_000 },
      owner,
    );
    expect(converted.status).toBe(400);
    expect(converted.body).toMatchObject({
      m: 'La compra daría más de 1,000,000 puntos, el máximo por operación.',
      params: { max: 1_000_000 },
    });
    expect(await balanceOf(owner, c.id)).toBe(1_000_000);
    expect(await ledgerOf(c.id)).toEqual({ n: 1, s: 1_000_000 });
  });
});
