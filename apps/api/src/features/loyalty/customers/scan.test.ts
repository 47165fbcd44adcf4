import { clientCode, parseClientCode } from '@premia/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createSignedInStore } from '../../../../test/factories.ts';

const t = useTestApp();
let store: Awaited<ReturnType<typeof createSignedInStore>>;
let other: Awaited<ReturnType<typeof createSignedInStore>>;

/** A customer of the store with exactly this client code (codes are the id in base 62). */
async function customerWithCode(storeId: number, code: string, firstName: string) {
  const id = parseClientCode(code)!;
  await t.pool.query(
    `insert into customers (id, store_id, first_name, sort_name, last_first, search_text)
     overriding system value values ($1, $2, $3, lower($3), lower($3), lower($3))`,
    [id, storeId, firstName],
  );
  return id;
}

/** A reward of the store, made as its owner makes one. */
async function rewardOf(name: string): Promise<number> {
  const res = await t.post('/client/reward/add', { name, pointsCost: 10 }, store.token);
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body.reward.id;
}

beforeAll(async () => {
  store = await createSignedInStore(t);
  other = await createSignedInStore(t);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the counter reads a client code in any case (issue 30 §5)', () => {
  it('finds A3dQ typed a3dq, and shows both customers whose codes differ only in case', async () => {
    await customerWithCode(store.store.id, 'AqRz7', 'Quispe');
    await customerWithCode(store.store.id, 'AQRZ7', 'Rosa');
    const typed = await t.post('/client/customer/scan', { code: 'aqrz7' }, store.token);
    expect(typed.body.s).toBe('ok');
    expect(typed.body.customers.map((c: { name: string }) => c.name).sort()).toEqual(['Quispe', 'Rosa']);
    expect(typed.body).toMatchObject({ rewardId: null, signed: false });
    const exact = await t.post('/client/customer/scan', { code: 'AQRZ7' }, store.token);
    expect(exact.body.customers[0].name).toBe('Rosa');
    const search = await t.post('/client/customer/search', { q: 'aQrZ7' }, store.token);
    expect(
      search.body.customers
        .slice(0, 2)
        .map((c: { clientCode: string }) => c.clientCode)
        .sort(),
    ).toEqual(['AQRZ7', 'AqRz7']);
    const elsewhere = await t.post('/client/customer/scan', { code: 'aqrz7' }, other.token);
    expect(elsewhere.status).toBe(404);
  });

  it('reads a typed reward code R{reward}-{code} as the customer and the reward (issue 30 §4)', async () => {
    const id = await customerWithCode(store.store.id, 'AwT3k', 'Wilmer');
    const rewardId = await rewardOf('Café');
    const scanned = await t.post('/client/customer/scan', { code: `r${rewardId}-awt3k` }, store.token);
    expect(scanned.body).toMatchObject({ s: 'ok', rewardId, signed: false });
    expect(scanned.body.customers.map((c: { id: number }) => c.id)).toEqual([id]);
    await t.pool.query('update stores set qr_reward = false where id = $1', [store.store.id]);
    const off = await t.post('/client/customer/scan', { code: `R${rewardId}-AwT3k` }, store.token);
    expect(off.status).toBe(400);
    expect(off.body.code).toBe('scan.rewardQrOff');
    await t.pool.query('update stores set qr_reward = true where id = $1', [store.store.id]);
  });

  it('says a text that is neither a code nor a QR names no customer', async () => {
    const res = await t.post('/client/customer/scan', { code: 'maria' }, store.token);
    expect(res.status).toBe(404);
  });
});

describe("the card's QR is signed and short-lived (issue 30 §5)", () => {
  it('changes, opens the customer at the counter and the POS, and is refused the next day', async () => {
    const customer = await createCustomerSession(t.db, store.store.id);
    const first = await t.post('/wallet/qr', {}, customer.token);
    expect(first.body.s).toBe('ok');
    const { qr, offlineQr } = first.body as { qr: string; offlineQr: string };
    expect(qr).not.toContain(clientCode(customer.customerId)!);
    expect(Date.parse(first.body.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    const offlineLife = Date.parse(first.body.offlineExpiresAt) - Date.now();
    expect(offlineLife).toBeGreaterThan(3_600_000);
    expect(offlineLife).toBeLessThanOrEqual(8 * 3_600_000);

    const atCounter = await t.post('/client/customer/scan', { code: qr }, store.token);
    expect(atCounter.body).toMatchObject({ s: 'ok', signed: true, rewardId: null });
    expect(atCounter.body.customers.map((c: { id: number }) => c.id)).toEqual([customer.customerId]);
    // A scanner typing with Caps Lock on sends the same QR in the other case.
    const lower = await t.post('/client/customer/scan', { code: qr.toLowerCase() }, store.token);
    expect(lower.body.s).toBe('ok');
    expect((await t.post('/client/customer/scan', { code: offlineQr }, store.token)).body.s).toBe('ok');

    const pos = (await t.post('/client/api/token/generate', {}, store.token)).body.token as string;
    const atPos = await t.post('/client/transaction/customer', { customer: { qr } }, pos);
    expect(atPos.body.customer).toMatchObject({ clientCode: clientCode(customer.customerId) });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3_600_000 });
    const yesterday = await t.post('/client/customer/scan', { code: offlineQr }, store.token);
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.code).toBe('scan.expired');
    expect(yesterday.body.m).toMatch(/venció/);
    const posYesterday = await t.post('/client/transaction/add', { customer: { qr }, amount: 10 }, pos);
    expect(posYesterday.status).toBe(400);
    expect(posYesterday.body.code).toBe('scan.expired');
  });

  it("refuses another store's QR and a QR whose customer was changed", async () => {
    const customer = await createCustomerSession(t.db, store.store.id);
    const { qr } = (await t.post('/wallet/qr', {}, customer.token)).body as { qr: string };
    const elsewhere = await t.post('/client/customer/scan', { code: qr }, other.token);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('scan.invalid');
    const [, id, ...rest] = qr.split('.');
    const forged = ['C', (Number.parseInt(id!, 36) + 1).toString(36).toUpperCase(), ...rest].join('.');
    const res = await t.post('/client/customer/scan', { code: forged }, store.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('scan.invalid');
  });

  it("signs a reward's QR the same way, only where the store redeems by QR", async () => {
    const customer = await createCustomerSession(t.db, store.store.id);
    const rewardId = await rewardOf('Torta');
    const signed = await t.post('/wallet/qr', { rewardId }, customer.token);
    const scanned = await t.post('/client/customer/scan', { code: signed.body.qr }, store.token);
    expect(scanned.body).toMatchObject({ s: 'ok', rewardId, signed: true });
    expect(scanned.body.customers[0].id).toBe(customer.customerId);
    await t.pool.query('update stores set qr_reward = false where id = $1', [store.store.id]);
    const off = await t.post('/wallet/qr', { rewardId }, customer.token);
    expect(off.status).toBe(400);
    await t.pool.query('update stores set qr_reward = true where id = $1', [store.store.id]);
  });
});
