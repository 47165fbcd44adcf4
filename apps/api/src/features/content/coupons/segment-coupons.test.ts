import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createSignedInStore } from '../../../../test/factories.ts';

const t = useTestApp();

type Made = Awaited<ReturnType<typeof createSignedInStore>>;
type Customer = { customerId: number; token: string };
let a: Made;
let b: Made;
let members: Customer[];
let outsider: Customer;
let segmentId: number;
let otherSegmentId: number;

async function batch(store: Made, count: number, fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/client/coupons/add',
    {
      name: `Regalo ${Math.random().toString(36).slice(2, 8)}`,
      points: 25,
      expiresOn: '2099-12-31',
      count,
      ...fields,
    },
    store.token,
  );
  expect(res.body.s, res.body.m).toBe('ok');
  return res.body.batch as { id: number; name: string };
}

const given = async (batchId: number) =>
  (
    await t.pool.query(
      'select given_to from coupon_codes where batch_id = $1 and given_to is not null order by given_to',
      [batchId],
    )
  ).rows.map((r) => r.given_to as number);

const audits = async (storeId: number) =>
  (
    await t.pool.query(
      `select action, detail, user_id from audit_log where store_id = $1 and action = 'segment.couponSent' order by id`,
      [storeId],
    )
  ).rows;

beforeAll(async () => {
  a = await createSignedInStore(t);
  b = await createSignedInStore(t);
  members = [];
  for (let i = 0; i < 3; i++) members.push(await createCustomerSession(t.db, a.store.id, 200 + i));
  outsider = await createCustomerSession(t.db, a.store.id, 5);
  const seg = await t.post(
    '/client/segments/add',
    { name: 'Con puntos', filter: { pointsMin: 100 } },
    a.token,
  );
  expect(seg.body.s, seg.body.m).toBe('ok');
  segmentId = seg.body.segment.id;
  const other = await t.post('/client/segments/add', { name: 'De B', filter: {} }, b.token);
  otherSegmentId = other.body.segment.id;
});

describe('coupons sent to a segment (issue 34 §6)', () => {
  it('refuses a batch with fewer free codes than customers, with a Spanish message, and gives none', async () => {
    const small = await batch(a, 2);
    const reach = await t.post('/client/coupons/segment-reach', { batchId: small.id, segmentId }, a.token);
    expect(reach.body).toMatchObject({ s: 'ok', customers: 3, available: 2 });
    const res = await t.post('/client/coupons/send-to-segment', { batchId: small.id, segmentId }, a.token);
    expect(res.status).toBe(409);
    expect(res.body.m).toBe(
      `El lote «${small.name}» tiene 2 códigos libres y 3 clientes del segmento deben recibirlo. No se envió ninguno: cree un lote con más códigos o elija un segmento más pequeño.`,
    );
    expect(await given(small.id)).toEqual([]);
    expect((await audits(a.store.id)).length).toBe(0);
  });

  it('gives each customer of the segment one code, once, shown in their wallet only; audited', async () => {
    const made = await batch(a, 5);
    const res = await t.post('/client/coupons/send-to-segment', { batchId: made.id, segmentId }, a.token);
    expect(res.body).toMatchObject({ s: 'ok', sent: 3 });
    expect(res.body.m).toBe(`Se envió el cupón «${made.name}» a 3 clientes de «Con puntos».`);
    expect(await given(made.id)).toEqual(members.map((m) => m.customerId).sort((x, y) => x - y));

    const again = await t.post('/client/coupons/send-to-segment', { batchId: made.id, segmentId }, a.token);
    expect(again.body).toMatchObject({ s: 'ok', sent: 0 });
    expect(again.body.m).toBe(`Todos los clientes de «Con puntos» ya tenían el cupón «${made.name}».`);
    expect((await given(made.id)).length).toBe(3);
    const reach = await t.post('/client/coupons/segment-reach', { batchId: made.id, segmentId }, a.token);
    expect(reach.body).toMatchObject({ customers: 0, available: 2 });

    const rows = await audits(a.store.id);
    expect(rows.map((r) => r.detail)).toEqual([
      { batchId: made.id, segmentId, customers: 3 },
      { batchId: made.id, segmentId, customers: 0 },
    ]);
    expect(rows[0].user_id).toEqual(expect.any(Number));

    const mine = await t.post('/wallet/coupons/mine', {}, members[0]!.token);
    expect(mine.body.coupons).toEqual([
      { code: expect.any(String), batchName: made.name, points: 25, reward: null, expiresOn: '2099-12-31' },
    ]);
    expect((await t.post('/wallet/coupons/mine', {}, outsider.token)).body.coupons).toEqual([]);

    // The code is the member's: another customer cannot claim it; the member can, once.
    const code = mine.body.coupons[0].code as string;
    const stolen = await t.post('/wallet/coupons/claim', { code }, outsider.token);
    expect(stolen.status).toBe(409);
    expect(stolen.body.m).toBe('Este cupón ya fue canjeado.');
    const claimed = await t.post('/wallet/coupons/claim', { code }, members[0]!.token);
    expect(claimed.body).toMatchObject({ s: 'ok', points: 25 });
    expect((await t.post('/wallet/coupons/mine', {}, members[0]!.token)).body.coupons).toEqual([]);
  });

  it('gives once whatever the race: two sends at once, and a retry with the same key', async () => {
    const made = await batch(a, 10);
    const [one, two] = await Promise.all([
      t.post('/client/coupons/send-to-segment', { batchId: made.id, segmentId }, a.token),
      t.post('/client/coupons/send-to-segment', { batchId: made.id, segmentId }, a.token),
    ]);
    expect([one.body.sent, two.body.sent].sort()).toEqual([0, 3]);
    expect((await given(made.id)).length).toBe(3);

    const other = await batch(a, 10);
    const key = { 'idempotency-key': `send-${other.id}` };
    const first = await t.post(
      '/client/coupons/send-to-segment',
      { batchId: other.id, segmentId },
      a.token,
      key,
    );
    const retry = await t.post(
      '/client/coupons/send-to-segment',
      { batchId: other.id, segmentId },
      a.token,
      key,
    );
    expect(first.body.sent).toBe(3);
    expect(retry.body).toEqual(first.body);
    expect((await given(other.id)).length).toBe(3);
  });

  it('respects the batch’s limit per customer and its last day', async () => {
    const limited = await batch(a, 10, { limitPerCustomer: 1 });
    const codes = await t.post('/client/coupons/get', { batchId: limited.id, pageSize: 10 }, a.token);
    await t.post('/wallet/coupons/claim', { code: codes.body.codes[0].code }, members[1]!.token);
    const res = await t.post('/client/coupons/send-to-segment', { batchId: limited.id, segmentId }, a.token);
    expect(res.body.sent).toBe(2);
    expect(await given(limited.id)).not.toContain(members[1]!.customerId);

    const old = await batch(a, 10);
    await t.pool.query(`update coupon_batches set expires_on = '2020-01-01' where id = $1`, [old.id]);
    const expired = await t.post('/client/coupons/send-to-segment', { batchId: old.id, segmentId }, a.token);
    expect(expired.status).toBe(409);
    expect(expired.body.m).toBe('Este cupón venció el 01/01/2020.');
  });

  it('answers 404 for another store’s batch or segment', async () => {
    const mine = await batch(b, 5);
    const theirs = await batch(a, 5);
    for (const body of [
      { batchId: theirs.id, segmentId: otherSegmentId },
      { batchId: mine.id, segmentId },
    ]) {
      for (const path of ['/client/coupons/segment-reach', '/client/coupons/send-to-segment'] as const) {
        const res = await t.post(path, body, b.token);
        expect(res.status, path).toBe(404);
        expect(typeof res.body.m).toBe('string');
      }
    }
    expect(await given(theirs.id)).toEqual([]);
  });
});
