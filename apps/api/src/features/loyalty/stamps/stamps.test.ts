import { clientCode } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createCustomerSession,
  createEmployee,
  createStoreWith,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

const t = useTestApp();

const CARD = { stampsOn: true, stampsPerCard: 3, stampPrize: 'Un café gratis', welcomePoints: 0 };

/** A store of the test's own running a 3-stamp card, and one of its customers. */
async function stampStore(settings: Partial<typeof CARD & { stampsOncePerDay: boolean }> = {}) {
  const made = await createStoreWith(t, { ...CARD, ...settings });
  const customer = await createCustomerSession(t.db, made.store.id, 0);
  return { ...made, customerId: customer.customerId, customerToken: customer.token };
}

let keys = 0;
const key = () => ({ 'idempotency-key': `stamp-test-${Date.now()}-${keys++}` });

async function pointsAndStamps(customerId: number) {
  const { rows } = await t.db.execute<{ balance: number; stamps: number }>(
    sql`select balance, stamps from customers where id = ${customerId}`,
  );
  return rows[0]!;
}

describe('stamp settings', () => {
  it('saves the card, refuses a card on without a prize, bad sizes and control characters in Spanish', async () => {
    const { token } = await createStoreWith(t, { welcomePoints: 0 });
    const noPrize = await t.post('/client/store/save', { stampsOn: true }, token);
    expect(noPrize.status).toBe(400);
    expect(noPrize.body.m).toMatch(/Escriba qué da una tarjeta llena/);
    for (const stampsPerCard of [1, 51, -3, 2.5]) {
      const res = await t.post('/client/store/save', { stampsPerCard }, token);
      expect(res.status, String(stampsPerCard)).toBe(400);
    }
    expect((await t.post('/client/store/save', { stampsPerCard: 51 }, token)).body.m).toBe(
      'El campo «sellos por tarjeta» debe ser menor o igual que 50.',
    );
    const long = await t.post('/client/store/save', { stampPrize: 'x'.repeat(10_000) }, token);
    expect(long.status).toBe(400);
    const control = await t.post('/client/store/save', { stampPrize: 'Café\u0007' }, token);
    expect(control.status).toBe(400);

    const saved = await t.post(
      '/client/store/save',
      { stampsOn: true, stampsPerCard: 10, stampPrize: 'Un café gratis', stampsOncePerDay: false },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.store).toMatchObject({
      stampsOn: true,
      stampsPerCard: 10,
      stampPrize: 'Un café gratis',
      stampsOncePerDay: false,
    });
    const audit = await t.post('/client/audit/get-all', { page: 1, pageSize: 10 }, token);
    const entry = audit.body.entries.find((e: { action: string }) => e.action === 'store.stampCard');
    expect(entry?.detail).toMatchObject({ stampsOn: true, previousStampsOn: false, stampsPerCard: 10 });
  });
});

describe('stamps at the counter', () => {
  it('gives one stamp a day, never touching points, and answers a retry with the same stamp', async () => {
    const s = await stampStore();
    const headers = key();
    const first = await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.card).toMatchObject({ stamps: 1, perCard: 3, full: false, stampedToday: true });
    expect(first.body.entry).toMatchObject({ kind: 'stamp', stamps: 1 });
    const retry = await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, headers);
    expect(retry.body.entry.id).toBe(first.body.entry.id);
    const second = await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key());
    expect(second.status).toBe(409);
    expect(second.body.m).toBe(
      'Este cliente ya recibió su sello de hoy. El negocio da un sello por cliente por día.',
    );
    expect(await pointsAndStamps(s.customerId)).toEqual({ balance: 0, stamps: 1 });
  });

  it('gives one stamp of the day under parallel calls with different keys', async () => {
    const s = await stampStore();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key()),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await pointsAndStamps(s.customerId)).stamps).toBe(1);
  });

  it('counts the day in the store’s time zone', async () => {
    const s = await stampStore();
    await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key());
    const { rows } = await t.db.execute<{ day: string; today: string }>(
      sql`select day::text, (now() at time zone 'America/Lima')::date::text as today from stamp_entries where customer_id = ${s.customerId}`,
    );
    expect(rows[0]!.day).toBe(rows[0]!.today);
  });

  it('redeems a full card for exactly its stamps, refuses a card not full, and audits the prize', async () => {
    const s = await stampStore({ stampsOncePerDay: false });
    for (let i = 0; i < 2; i++)
      expect(
        (await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key())).status,
      ).toBe(200);
    const early = await t.post('/client/customer/stamp-redeem', { customerId: s.customerId }, s.token, key());
    expect(early.status).toBe(409);
    expect(early.body.m).toBe('La tarjeta aún no está llena: tiene 2 de 3 sellos.');
    for (let i = 0; i < 2; i++)
      await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key());
    const read = await t.post('/client/customer/stamps', { customerId: s.customerId }, s.token);
    expect(read.body.card).toMatchObject({ stamps: 4, full: true, prize: 'Un café gratis' });
    const redeemed = await t.post(
      '/client/customer/stamp-redeem',
      { customerId: s.customerId },
      s.token,
      key(),
    );
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(redeemed.body.m).toBe('Se canjeó la tarjeta de sellos: «Un café gratis».');
    expect(redeemed.body.entry).toMatchObject({ kind: 'card_redeemed', stamps: -3, prize: 'Un café gratis' });
    expect(redeemed.body.card).toMatchObject({ stamps: 1, full: false });
    expect(await pointsAndStamps(s.customerId)).toEqual({ balance: 0, stamps: 1 });
    const audit = await t.post('/client/audit/get-all', { page: 1, pageSize: 10 }, s.token);
    const entry = audit.body.entries.find((e: { action: string }) => e.action === 'stamps.cardRedeemed');
    expect(entry?.detail).toMatchObject({ customerId: s.customerId, prize: 'Un café gratis', stamps: 3 });
  });

  it('redeems a full card once under parallel calls', async () => {
    const s = await stampStore({ stampsOncePerDay: false });
    for (let i = 0; i < 3; i++)
      await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.post('/client/customer/stamp-redeem', { customerId: s.customerId }, s.token, key()),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await pointsAndStamps(s.customerId)).stamps).toBe(0);
  });

  it('reverses a stamp once, and not one already spent on a redeemed card', async () => {
    const s = await stampStore({ stampsOncePerDay: false });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key())).body.entry.id,
      );
    await t.post('/client/customer/stamp-redeem', { customerId: s.customerId }, s.token, key());
    const spent = await t.post('/client/customer/stamp-reverse', { entryId: ids[0] }, s.token, key());
    expect(spent.status).toBe(409);
    expect(spent.body.m).toBe('Ese sello ya se usó en una tarjeta canjeada y no se puede anular.');
    const reversed = await t.post(
      '/client/customer/stamp-reverse',
      { entryId: ids[3], reason: 'Error' },
      s.token,
      key(),
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.card.stamps).toBe(0);
    const again = await t.post('/client/customer/stamp-reverse', { entryId: ids[3] }, s.token, key());
    expect(again.status).toBe(409);
    expect(again.body.m).toBe('Ese sello ya fue anulado.');
    const redemption = (
      await t.post('/client/customer/stamps', { customerId: s.customerId }, s.token)
    ).body.entries.find((e: { kind: string }) => e.kind === 'card_redeemed');
    const notStamp = await t.post(
      '/client/customer/stamp-reverse',
      { entryId: redemption.id },
      s.token,
      key(),
    );
    expect(notStamp.status).toBe(409);
  });

  it('answers 409 stamps.off where the store runs no stamp card, and 404 for a customer of another store', async () => {
    const off = await createStoreWith(t, { welcomePoints: 0 });
    const customer = await createCustomerSession(t.db, off.store.id, 0);
    const res = await t.post('/client/customer/stamp', { customerId: customer.customerId }, off.token, key());
    expect(res.status).toBe(409);
    expect(res.body.m).toBe('Este negocio no usa tarjeta de sellos. Actívela en Configuración.');
    const s = await stampStore();
    const foreign = await t.post(
      '/client/customer/stamp',
      { customerId: customer.customerId },
      s.token,
      key(),
    );
    expect(foreign.status).toBe(404);
  });

  it('lets an employee with the counter permission stamp, and not one without it', async () => {
    const s = await stampStore();
    const giver = await createEmployee(t.db, s.store.id, s.location.id, { permGivePoints: true });
    const bare = await createEmployee(t.db, s.store.id, s.location.id);
    const bareToken = await t.login(bare.email, TEST_PASSWORD);
    expect(
      (await t.post('/client/customer/stamp', { customerId: s.customerId }, bareToken, key())).status,
    ).toBe(403);
    const giverToken = await t.login(giver.email, TEST_PASSWORD);
    const res = await t.post('/client/customer/stamp', { customerId: s.customerId }, giverToken, key());
    expect(res.status).toBe(200);
    expect(res.body.entry.employee.name).toBe('Empleado Prueba');
  });
});

describe('stamps in bulk', () => {
  it('gives one stamp each, skips who has the day’s stamp, refuses another store’s customer, and audits', async () => {
    const s = await stampStore();
    const other = await createCustomerSession(t.db, s.store.id, 0);
    await t.post('/client/customer/stamp', { customerId: s.customerId }, s.token, key());
    const res = await t.post(
      '/client/customer/stamp-bulk',
      { customerIds: [s.customerId, other.customerId, other.customerId] },
      s.token,
      key(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ given: 1, skipped: 1 });
    expect(res.body.m).toBe('Sellos dados: 1. Ya tenían el sello de hoy: 1.');
    expect((await pointsAndStamps(other.customerId)).stamps).toBe(1);
    expect((await pointsAndStamps(s.customerId)).stamps).toBe(1);

    const elsewhere = await stampStore();
    const foreign = await t.post(
      '/client/customer/stamp-bulk',
      { customerIds: [elsewhere.customerId, s.customerId] },
      s.token,
      key(),
    );
    expect(foreign.status).toBe(404);
    expect((await pointsAndStamps(elsewhere.customerId)).stamps).toBe(0);
    const tooMany = await t.post(
      '/client/customer/stamp-bulk',
      { customerIds: Array.from({ length: 501 }, () => s.customerId) },
      s.token,
      key(),
    );
    expect(tooMany.status).toBe(400);
    const audit = await t.post('/client/audit/get-all', { page: 1, pageSize: 10 }, s.token);
    expect(
      audit.body.entries.find((e: { action: string }) => e.action === 'stamps.bulkGiven')?.detail,
    ).toEqual({
      given: 1,
      skipped: 1,
    });
  });
});

describe('stamps from the POS and in the wallet', () => {
  it('stamps by client code from a till, and the wallet shows the card', async () => {
    const s = await stampStore();
    const pos = (await t.post('/client/api/token/generate', {}, s.token)).body.token;
    const res = await t.post(
      '/client/transaction/stamp',
      { customer: { clientCode: clientCode(s.customerId) } },
      pos,
      key(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.card).toMatchObject({ stamps: 1, perCard: 3 });
    const me = await t.post('/wallet/me', {}, s.customerToken);
    expect(me.body.card.stampCard).toEqual({
      stamps: 1,
      perCard: 3,
      prize: 'Un café gratis',
      full: false,
      stampedToday: true,
    });
  });

  it('shows no stamp card in the wallet of a store that runs none', async () => {
    const off = await createStoreWith(t, { welcomePoints: 0 });
    const customer = await createCustomerSession(t.db, off.store.id, 0);
    expect((await t.post('/wallet/me', {}, customer.token)).body.card.stampCard).toBeNull();
  });
});
