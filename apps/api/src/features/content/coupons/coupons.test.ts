import { inflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { COUPON_ALPHABET, COUPON_CODE_LENGTH } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createSignedInStore } from '../../../../test/factories.ts';
import { qrPng } from '../../../lib/qr-png.ts';
import { couponLink } from './coupon-link.ts';
import { couponSheet } from './coupon-sheet.ts';
import { couponSheetInPool } from './coupons.service.ts';

let owner: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
});

const FUTURE = '2099-12-31';

async function batch(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/client/coupons/add',
    { name: `Volantes ${Math.random()}`, points: 40, expiresOn: FUTURE, count: 3, ...fields },
    owner,
  );
  expect(res.body.s, res.body.m).toBe('ok');
  const codes = await t.post('/client/coupons/get', { batchId: res.body.batch.id, pageSize: 100 }, owner);
  return { batch: res.body.batch, codes: codes.body.codes.map((c: { code: string }) => c.code) as string[] };
}

const balanceOf = async (customerId: number) =>
  (await t.pool.query('select balance from customers where id = $1', [customerId])).rows[0].balance as number;

const couponLedger = async (customerIds: number[]) =>
  (
    await t.pool.query(
      `select count(*)::int as n, coalesce(sum(points), 0)::int as s from ledger_entries
       where kind = 'coupon' and customer_id = any($1)`,
      [customerIds],
    )
  ).rows[0] as { n: number; s: number };

describe('coupon batches made by the server', () => {
  it('makes the asked number of unguessable, distinct codes and lists the batch', async () => {
    const { batch: made, codes } = await batch({ count: 25, limitPerCustomer: 2 });
    expect(made).toMatchObject({ points: 40, codesTotal: 25, codesClaimed: 0, limitPerCustomer: 2 });
    expect(new Set(codes).size).toBe(25);
    const shape = new RegExp(`^[${COUPON_ALPHABET}]{${COUPON_CODE_LENGTH}}$`);
    for (const code of codes) expect(code).toMatch(shape);
    const list = await t.post('/client/coupons/get', {}, owner);
    expect(list.body.batches[0]).toMatchObject({ id: made.id, name: made.name, codesTotal: 25 });
  });

  it('refuses an expiry before today with a Spanish message', async () => {
    const res = await t.post(
      '/client/coupons/add',
      { name: 'Viejo', points: 5, expiresOn: '2020-01-01', count: 1 },
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.body.m).toBe('La fecha de vencimiento no puede ser anterior a hoy.');
  });
});

describe('claiming a code in the wallet', () => {
  it('gives the points once, says so, and the batch shows who claimed it', async () => {
    const { batch: made, codes } = await batch();
    const customer = await createCustomerSession(t.db, storeId);
    const typed = `${codes[0]!.slice(0, 4).toLowerCase()}-${codes[0]!.slice(4)}`;
    const res = await t.post('/wallet/coupons/claim', { code: typed }, customer.token);
    expect(res.body).toMatchObject({ s: 'ok', points: 40, balance: 40, batchName: made.name });
    expect(res.body.m).toBe(`¡Listo! Sumó 40 puntos con «${made.name}».`);
    expect(res.body.params).toEqual({ points: 40, batch: made.name });
    const again = await t.post('/wallet/coupons/claim', { code: codes[0] }, customer.token);
    expect(again.status).toBe(409);
    expect(again.body.m).toBe('Usted ya canjeó este cupón.');
    const claimed = await t.post('/client/coupons/get', { batchId: made.id, only: 'claimed' }, owner);
    expect(claimed.body.batch.codesClaimed).toBe(1);
    expect(claimed.body.codes).toEqual([
      expect.objectContaining({
        code: codes[0],
        customer: expect.objectContaining({ id: customer.customerId }),
      }),
    ]);
    const statement = await t.post('/client/customer/points', { customerId: customer.customerId }, owner);
    expect(statement.body.entries[0]).toMatchObject({
      kind: 'coupon',
      points: 40,
      reason: `Cupón «${made.name}»`,
      reasonCode: 'ledger.coupon',
      reasonParams: { batch: made.name },
    });
  });

  it('says its numbers grouped in Spanish, and sends them raw for the apps to say in their language', async () => {
    const name = `Feria ${Math.random()}`;
    const made = await t.post(
      '/client/coupons/add',
      { name, points: 1500, expiresOn: FUTURE, count: 1200 },
      owner,
    );
    expect(made.body).toMatchObject({
      m: `Se creó el lote «${name}» con 1,200 códigos.`,
      code: 'coupons.batchCreated',
      params: { batch: name, codes: 1200 },
    });
    const codes = await t.post('/client/coupons/get', { batchId: made.body.batch.id, pageSize: 1 }, owner);
    const customer = await createCustomerSession(t.db, storeId);
    const claimed = await t.post('/wallet/coupons/claim', { code: codes.body.codes[0].code }, customer.token);
    expect(claimed.body).toMatchObject({
      m: `¡Listo! Sumó 1,500 puntos con «${name}».`,
      code: 'coupons.pointsClaimed',
      params: { points: 1500, batch: name },
    });
  });

  it('gives the points once when one customer claims one code 100 times at once', async () => {
    const { codes } = await batch();
    const customer = await createCustomerSession(t.db, storeId);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.post('/wallet/coupons/claim', { code: codes[0] }, customer.token)),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('Usted ya canjeó este cupón.');
    }
    expect(await balanceOf(customer.customerId)).toBe(40);
    expect(await couponLedger([customer.customerId])).toEqual({ n: 1, s: 40 });
  });

  it('gives the points once when 100 customers claim one code at once', async () => {
    const { codes } = await batch();
    const customers = await Promise.all(
      Array.from({ length: 100 }, () => createCustomerSession(t.db, storeId)),
    );
    const results = await Promise.all(
      customers.map((c) => t.post('/wallet/coupons/claim', { code: codes[1] }, c.token)),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('Este cupón ya fue canjeado.');
    }
    expect(await couponLedger(customers.map((c) => c.customerId))).toEqual({ n: 1, s: 40 });
  });

  it("keeps the batch's limit per customer, even for codes claimed at once", async () => {
    const { codes } = await batch({ count: 4, limitPerCustomer: 1 });
    const customer = await createCustomerSession(t.db, storeId);
    const results = await Promise.all(
      codes.map((code) => t.post('/wallet/coupons/claim', { code }, customer.token)),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.body.m).toBe('Ya canjeó 1 cupones de esta promoción, el máximo por cliente.');
    }
    expect(await balanceOf(customer.customerId)).toBe(40);
    // The codes the limit refused are still free for other customers.
    const other = await createCustomerSession(t.db, storeId);
    const free = results.findIndex((r) => r.body.s !== 'ok');
    expect((await t.post('/wallet/coupons/claim', { code: codes[free] }, other.token)).body.s).toBe('ok');
  });

  it('refuses unknown, expired and deleted codes, and gives nothing', async () => {
    const customer = await createCustomerSession(t.db, storeId);
    const unknown = await t.post('/wallet/coupons/claim', { code: 'NO-EXISTE-123' }, customer.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.m).toBe('Este código no existe. Revise que lo haya escrito bien.');

    const expiring = await batch();
    await t.pool.query(`update coupon_batches set expires_on = '2024-03-09' where id = $1`, [
      expiring.batch.id,
    ]);
    const expired = await t.post('/wallet/coupons/claim', { code: expiring.codes[0] }, customer.token);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      m: 'Este cupón venció el 09/03/2024.',
      code: 'coupons.expired',
      params: { date: '2024-03-09' },
    });

    const deleting = await batch();
    expect((await t.post('/client/coupons/delete', { batchId: deleting.batch.id }, owner)).body.s).toBe('ok');
    const deleted = await t.post('/wallet/coupons/claim', { code: deleting.codes[0] }, customer.token);
    expect(deleted.status).toBe(404);
    expect(await balanceOf(customer.customerId)).toBe(0);
  });

  it('keeps a deleted batch with claims in the history, and erases one without', async () => {
    const used = await batch();
    const unused = await batch();
    const customer = await createCustomerSession(t.db, storeId);
    await t.post('/wallet/coupons/claim', { code: used.codes[0] }, customer.token);
    await t.post('/client/coupons/delete', { batchId: used.batch.id }, owner);
    await t.post('/client/coupons/delete', { batchId: unused.batch.id }, owner);
    const rows = await t.pool.query(
      'select id, deleted_at is not null as deleted from coupon_batches where id = any($1)',
      [[used.batch.id, unused.batch.id]],
    );
    expect(rows.rows).toEqual([{ id: used.batch.id, deleted: true }]);
    const list = await t.post('/client/coupons/get', {}, owner);
    expect(list.body.batches.map((b: { id: number }) => b.id)).not.toContain(used.batch.id);
    expect(await balanceOf(customer.customerId)).toBe(40);
  });
});

async function reward(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/client/reward/add',
    { name: `Café americano ${Math.random()}`, pointsCost: 60, active: true, ...fields },
    owner,
  );
  expect(res.body.s, res.body.m).toBe('ok');
  return res.body.reward as { id: number; name: string };
}

const rewardState = async (rewardId: number) =>
  (await t.pool.query('select stock from rewards where id = $1', [rewardId])).rows[0] as {
    stock: number | null;
  };

const redemptionsOf = async (rewardId: number) =>
  (
    await t.pool.query(
      'select customer_id as "customerId", points from redemptions where reward_id = $1 order by id',
      [rewardId],
    )
  ).rows as { customerId: number; points: number }[];

describe('coupons worth a reward', () => {
  it("makes a batch worth one reward of the store, not points and a reward, nor another store's reward", async () => {
    const gift = await reward();
    const { batch: made } = await batch({ points: null, rewardId: gift.id, count: 2 });
    expect(made).toMatchObject({ points: null, reward: { id: gift.id, name: gift.name }, codesTotal: 2 });

    const both = await t.post(
      '/client/coupons/add',
      { name: 'Doble', points: 10, rewardId: gift.id, expiresOn: FUTURE, count: 1 },
      owner,
    );
    expect(both.status).toBe(400);
    expect(both.body.m).toBe('Cada código da puntos o una recompensa: indique uno de los dos.');
    const neither = await t.post('/client/coupons/add', { name: 'Nada', expiresOn: FUTURE, count: 1 }, owner);
    expect(neither.status).toBe(400);

    const { token: otherOwner } = await createSignedInStore(t);
    const foreign = await t.post(
      '/client/coupons/add',
      { name: 'Ajeno', rewardId: gift.id, expiresOn: FUTURE, count: 1 },
      otherOwner,
    );
    expect(foreign.status).toBe(404);
  });

  it("redeems the reward for the customer who claims a code: the balance stays, the statement and the store's redemptions show it", async () => {
    const gift = await reward({ stock: 10 });
    const { batch: made, codes } = await batch({ points: null, rewardId: gift.id, count: 2 });
    const customer = await createCustomerSession(t.db, storeId, 15);
    const res = await t.post('/wallet/coupons/claim', { code: codes[0] }, customer.token);
    expect(res.body).toEqual({
      s: 'ok',
      m: `¡Listo! Canjeó «${gift.name}» con «${made.name}». Pídalo en caja.`,
      code: 'coupons.rewardClaimed',
      params: { reward: gift.name, batch: made.name },
      points: 0,
      reward: { id: gift.id, name: gift.name },
      balance: 15,
      batchName: made.name,
    });
    expect(await balanceOf(customer.customerId)).toBe(15);
    expect(await redemptionsOf(gift.id)).toEqual([{ customerId: customer.customerId, points: 60 }]);
    expect((await rewardState(gift.id)).stock).toBe(9);
    const statement = await t.post('/wallet/points', { page: 1, pageSize: 10 }, customer.token);
    expect(
      statement.body.entries.slice(0, 2).map((e: { kind: string; points: number }) => [e.kind, e.points]),
    ).toEqual([
      ['redemption', -60],
      ['coupon', 60],
    ]);
    const claimed = await t.post('/client/coupons/get', { batchId: made.id, only: 'claimed' }, owner);
    expect(claimed.body.codes).toHaveLength(1);
  });

  it("keeps the reward's rules: a sold-out reward's code is refused and stays unclaimed", async () => {
    const gift = await reward({ stock: 5 });
    const { codes } = await batch({ points: null, rewardId: gift.id, count: 20 });
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => createCustomerSession(t.db, storeId)),
    );
    const results = await Promise.all(
      customers.map((c, i) => t.post('/wallet/coupons/claim', { code: codes[i] }, c.token)),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(5);
    for (const r of results.filter((x) => x.body.s !== 'ok')) expect(r.status).toBe(409);
    expect(await redemptionsOf(gift.id)).toHaveLength(5);
    expect((await rewardState(gift.id)).stock).toBe(0);
    expect(await couponLedger(customers.map((c) => c.customerId))).toEqual({ n: 5, s: 300 });
    for (const c of customers) expect(await balanceOf(c.customerId)).toBe(0);
    const unclaimed = (
      await t.pool.query(
        'select count(*)::int as n from coupon_codes where code = any($1) and customer_id is null',
        [codes],
      )
    ).rows[0].n;
    expect(unclaimed).toBe(15);
  });

  it('keeps a reward that coupons are worth when the owner deletes it: archived, its codes refused', async () => {
    const gift = await reward();
    const { codes } = await batch({ points: null, rewardId: gift.id, count: 1 });
    expect((await t.post('/client/reward/delete', { rewardId: gift.id }, owner)).body.s).toBe('ok');
    const customer = await createCustomerSession(t.db, storeId);
    const res = await t.post('/wallet/coupons/claim', { code: codes[0] }, customer.token);
    expect(res.status).toBe(409);
    expect(await redemptionsOf(gift.id)).toEqual([]);
  });
});

let ips = 0;
/** Each test claims from an address of its own, so the per-address limit of one never meets another's. */
const newIp = () => `10.9.${Math.floor(++ips / 250)}.${ips % 250}`;

async function claimFrom(ip: string, token: string, code: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wallet/coupons/claim',
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}` },
    payload: { code },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  return { status: response.statusCode, body: response.json() as any };
}

const wrongCode = (i: number) => `NOEXISTE${String(i).padStart(4, '0')}`;
const TOO_MANY = 'Demasiados códigos incorrectos. Espere unos minutos antes de volver a intentarlo.';

describe('wrong codes', () => {
  it('lets a customer try 10 wrong codes in 15 minutes, counted atomically, then refuses every code', async () => {
    const { codes } = await batch();
    const customer = await createCustomerSession(t.db, storeId);
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => claimFrom(ip, customer.token, wrongCode(i))),
    );
    const notFound = results.filter((r) => r.status === 404);
    const refused = results.filter((r) => r.status === 429);
    expect(notFound).toHaveLength(10);
    for (const r of notFound)
      expect(r.body.m).toBe('Este código no existe. Revise que lo haya escrito bien.');
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.body).toMatchObject({ m: TOO_MANY, errorType: 'rate-limited' });

    // A right code is not judged either while the window is full: guessing gains nothing.
    const right = await claimFrom(ip, customer.token, codes[0]!);
    expect(right.status).toBe(429);
    expect(await balanceOf(customer.customerId)).toBe(0);

    // Another customer at another address is not affected.
    const other = await createCustomerSession(t.db, storeId);
    expect((await claimFrom(newIp(), other.token, codes[0]!)).body).toMatchObject({ s: 'ok', points: 40 });
  });

  it('never counts right codes: a customer claiming many at once is not slowed down', async () => {
    const { codes } = await batch({ count: 3 });
    const customer = await createCustomerSession(t.db, storeId);
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => claimFrom(ip, customer.token, codes[i % 3]!)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(37);
    expect(await balanceOf(customer.customerId)).toBe(120);
  });

  it('lets one address try 100 wrong codes in 15 minutes, whoever the customers', async () => {
    const { codes } = await batch();
    const ip = newIp();
    const customers = await Promise.all(
      Array.from({ length: 12 }, () => createCustomerSession(t.db, storeId)),
    );
    // 12 customers × 9 wrong codes: none reaches its own limit of 10; the address passes its 100.
    const results = await Promise.all(
      customers.flatMap((c, n) =>
        Array.from({ length: 9 }, (_, i) => claimFrom(ip, c.token, wrongCode(n * 9 + i))),
      ),
    );
    expect(results.filter((r) => r.status === 404)).toHaveLength(100);
    expect(results.filter((r) => r.status === 429)).toHaveLength(8);
    const fresh = await createCustomerSession(t.db, storeId);
    const right = await claimFrom(ip, fresh.token, codes[1]!);
    expect(right.status).toBe(429);
    expect(right.body.m).toBe(TOO_MANY);
  });
});

describe('a batch from a file of codes', () => {
  const csv = (text: string) => ({ data: Buffer.from(text), filename: 'codigos.csv', type: 'text/csv' });

  it('previews every row with its error, keeps nothing, then makes the batch of the valid rows', async () => {
    const existing = await batch();
    const file = csv(
      [
        'Código',
        'VERANO-0001',
        'verano-0002',
        'VERANO0001',
        'ab',
        'con espacio!',
        existing.codes[0],
        '',
      ].join('\n'),
    );
    const preview = await t.postFile('/client/coupons/upload', { action: 'preview' }, file, owner);
    expect(preview.body).toMatchObject({ s: 'ok', valid: 2, errors: 4, batch: null });
    expect(preview.body.rows).toEqual([
      { row: 2, code: 'VERANO0001', error: null },
      { row: 3, code: 'VERANO0002', error: null },
      { row: 4, code: 'VERANO0001', error: 'El código «VERANO0001» está repetido: ya está en la fila 2.' },
      { row: 5, code: 'ab', error: 'El código «ab» debe tener de 4 a 64 letras, números o guiones.' },
      {
        row: 6,
        code: 'con espacio!',
        error: 'El código «con espacio!» debe tener de 4 a 64 letras, números o guiones.',
      },
      {
        row: 7,
        code: existing.codes[0],
        error: `El código «${existing.codes[0]}» ya existe en otro lote de su negocio.`,
      },
    ]);
    expect(
      (await t.pool.query(`select count(*)::int as n from coupon_codes where code like 'VERANO%'`)).rows[0].n,
    ).toBe(0);

    const made = await t.postFile(
      '/client/coupons/upload',
      { action: 'create', name: 'Verano', points: '25', expiresOn: FUTURE, limitPerCustomer: '1' },
      file,
      owner,
    );
    expect(made.body).toMatchObject({
      s: 'ok',
      valid: 2,
      batch: { name: 'Verano', points: 25, codesTotal: 2, source: 'uploaded' },
    });
    expect(made.body).toMatchObject({
      m: 'Se creó el lote «Verano» con 2 códigos.',
      code: 'coupons.batchCreated',
      params: { batch: 'Verano', codes: 2 },
    });
    const customer = await createCustomerSession(t.db, storeId);
    expect((await t.post('/wallet/coupons/claim', { code: 'verano0002' }, customer.token)).body.points).toBe(
      25,
    );
  });

  it('reads XLSX files, and asks for the batch fields before creating', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['OTOÑO-AAAA-1'], ['OTOÑO-AAAA-2']]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const file = { data, filename: 'codigos.xlsx' };
    const missing = await t.postFile('/client/coupons/upload', { action: 'create' }, file, owner);
    expect(missing.status).toBe(400);
    expect(missing.body.m).toBe(
      'Indique el nombre, los puntos o la recompensa y la fecha de vencimiento del lote.',
    );
    const preview = await t.postFile('/client/coupons/upload', { action: 'preview' }, file, owner);
    expect(preview.body.errors).toBe(2);
    expect(preview.body.rows[0].error).toBe(
      'El código «OTOÑO-AAAA-1» debe tener de 4 a 64 letras, números o guiones.',
    );
  });
});

/** The pages of a PDF and the images drawn on them, read from its (deflated) objects. */
function pdfStructure(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
  const images = (text.match(/\/Subtype \/Image/g) ?? []).length;
  const streams: string[] = [];
  const re = /stream\n([\s\S]*?)\nendstream/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    try {
      streams.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // an image's data, not a content stream
    }
  }
  return { header: text.slice(0, 5), trailer: text.trimEnd().endsWith('%%EOF'), pages, images, streams };
}

/** A PNG's IDAT data joined: its compressed pixels. */
function pixelsOf(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

describe('the printable sheet', () => {
  it('is an A4 PDF with a QR code per code, 20 to a page, with points and expiry', async () => {
    const { batch: made, codes } = await batch({ count: 45, points: 75 });
    const res = await t.post('/client/coupons/pdf', { batchId: made.id }, owner);
    expect(res.body).toMatchObject({ s: 'ok', part: 1, parts: 1, codes: 45 });
    expect(res.body.filename).toMatch(/^cupones-volantes-.*\.pdf$/);
    const pdf = pdfStructure(Buffer.from(res.body.pdf, 'base64'));
    expect(pdf.header).toBe('%PDF-');
    expect(pdf.trailer).toBe(true);
    expect(pdf.pages).toBe(3);
    expect(pdf.images).toBe(45);
    expect(Buffer.from(res.body.pdf, 'base64').toString('latin1')).toMatch(
      /\/MediaBox \[0 0 595\.28 841\.89\]/,
    );
    // The texts drawn: each TJ array's hex strings joined (pdfkit splits words to kern them), decoded.
    const drawn = pdf.streams
      .join('\n')
      .match(/\[[^\]]*\] TJ/g)!
      .map((tj) =>
        Buffer.from((tj.match(/<([0-9a-f]*)>/g) ?? []).map((h) => h.slice(1, -1)).join(''), 'hex').toString(
          'latin1',
        ),
      );
    expect(
      drawn.filter(
        (text) =>
          text ===
          `${codes[0]!.slice(0, 4)}-${codes[0]!.slice(4, 8)}-${codes[0]!.slice(8, 12)}-${codes[0]!.slice(12)}`,
      ),
    ).toHaveLength(1);
    expect(drawn.filter((text) => text === '75 puntos')).toHaveLength(45);
    expect(drawn.filter((text) => text === 'Válido hasta el 31/12/2099')).toHaveLength(45);
    expect(drawn.filter((text) => text === 'Café Aurora')).toHaveLength(45);
  });

  it("draws QR codes that open the wallet's coupon page with the code", async () => {
    expect(couponLink('https://premia.example', { countryCode: 'PE', slug: 'cafe-aurora' }, 'ABCD2345')).toBe(
      'https://premia.example/pe/cafe-aurora/coupon?code=ABCD2345',
    );
    const { batch: made, codes } = await batch({ count: 2 });
    const res = await t.post('/client/coupons/pdf', { batchId: made.id }, owner);
    const pdf = Buffer.from(res.body.pdf, 'base64');
    // pdfkit embeds a PNG's compressed pixels as they are: the sheet holds the QR of each code's link.
    const link = couponLink(t.config.publicUrl, { countryCode: 'pe', slug: 'cafe-aurora' }, codes[1]!);
    expect(pdf.includes(pixelsOf(qrPng(link)))).toBe(true);
    expect(pdf.includes(pixelsOf(qrPng(codes[1]!)))).toBe(false);
  });

  it('is made off the event loop, in the CPU pool, byte for byte the sheet made in place', async () => {
    const codes = ['ABCD2345EFGH6789', 'WXYZ2345EFGH6789', 'QRST2345EFGH6789'];
    const info = {
      storeName: 'Café Aurora',
      logo: qrPng('logo'),
      batchName: 'Volantes',
      worth: '40 puntos',
      expires: '31/12/2099',
      groupCodes: true,
      qrTexts: codes.map((code) => `https://premia.example/pe/cafe-aurora/coupon?code=${code}`),
      madeAt: new Date('2026-01-02T03:04:05Z'),
    };
    const inPlace = await couponSheet(info, codes);
    const inPool = await couponSheetInPool(info, codes);
    expect(inPool.length).toBeGreaterThan(1000);
    expect(inPool.equals(inPlace)).toBe(true);
    // A sheet that cannot be made rejects: the caller's request fails, the pool keeps serving.
    await expect(couponSheetInPool({ ...info, logo: Buffer.from('not an image') }, codes)).rejects.toThrow();
    expect((await couponSheetInPool(info, codes)).equals(inPlace)).toBe(true);
  });

  it('comes in parts of 1,000 codes; a part past the last is refused', async () => {
    const { batch: made } = await batch({ count: 1001 });
    const second = await t.post('/client/coupons/pdf', { batchId: made.id, part: 2 }, owner);
    expect(second.body).toMatchObject({ s: 'ok', part: 2, parts: 2, codes: 1 });
    const third = await t.post('/client/coupons/pdf', { batchId: made.id, part: 3 }, owner);
    expect(third.status).toBe(404);
    expect(third.body.m).toBe('Esa parte de la hoja no existe: el lote tiene 2 partes.');
  });
});
