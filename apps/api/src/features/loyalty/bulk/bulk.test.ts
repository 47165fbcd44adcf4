import * as XLSX from '@e965/xlsx';
import { clientCode } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { levelsOffLedger } from '../../../../test/levels-recomputed.ts';
import { rebuildDailyStats } from '../ledger/index.ts';

let owner: string;
let storeId: number;
type Demo = { id: number; email: string; mobile: string; phone_code: string | null; balance: number };
let people: Demo[];

const PATH = '/client/process-massive-give-points';
const csv = (text: string, filename = 'puntos.csv') => ({ data: Buffer.from(text, 'utf8'), filename });

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
  people = (
    await t.pool.query(
      `select id, email, mobile, phone_code, balance from customers
       where store_id = $1 and deleted_at is null and email is not null and mobile is not null order by id limit 6`,
      [storeId],
    )
  ).rows;
});

async function balances(ids: number[]) {
  const rows = (await t.pool.query(`select id, balance from customers where id = any($1) order by id`, [ids]))
    .rows;
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

async function ledgerMatchesBalances() {
  const bad = await t.pool.query(
    `select c.id from customers c left join ledger_entries e on e.customer_id = c.id
     where c.store_id = $1 group by c.id, c.balance having c.balance <> coalesce(sum(e.points), 0)`,
    [storeId],
  );
  return bad.rows;
}

async function dailyStatsMatchLedger() {
  const snapshot = async () =>
    (
      await t.pool.query(
        `select day::text, location_id, sum(points_given)::int as given from daily_stats where store_id = $1
         group by 1, 2 having sum(points_given) <> 0 order by 1, 2`,
        [storeId],
      )
    ).rows;
  const activity = async () =>
    (
      await t.pool.query(
        `select day::text, location_id, user_id, tab, sum(entries)::int as entries, sum(points)::int as points,
                sum(amount_cents)::int as cents
         from activity_daily where store_id = $1 group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        [storeId],
      )
    ).rows;
  const incremental = [await snapshot(), await activity()];
  await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
  expect([await snapshot(), await activity()]).toEqual(incremental);
}

/** Customers of the ids whose level is not the one their year's earnings reach (recomputed from the ledger). */
async function misplaced(ids: number[]) {
  return (await levelsOffLedger(t.pool, storeId)).filter((c) => ids.includes(c.id));
}

async function newCustomers(n: number, name: string): Promise<number[]> {
  const ids = [];
  for (let i = 0; i < n; i += 1) {
    const res = await t.post('/client/customer/add', { firstName: `${name} ${i}` }, owner);
    expect(res.status, res.body.m).toBe(200);
    ids.push(res.body.customer.id as number);
  }
  return ids;
}

const levelOf = async (id: number) =>
  (await t.post('/client/customer/info', { customerId: id }, owner)).body.customer.level?.name ?? null;

/** Applies a batch to the end, as the screen does: apply until the status is applied. */
async function applyAll(batchId: number) {
  const answers = [];
  for (let i = 0; i < 50; i += 1) {
    const res = await t.post(PATH, { action: 'apply', batchId }, owner);
    expect(res.status, res.body.m).toBe(200);
    answers.push(res.body);
    if (res.body.batch.status === 'applied') return answers;
  }
  throw new Error('the batch never finished');
}

describe('bulk points from a file', () => {
  it('previews each row as valid or with its Spanish error, applies once, and undoes', async () => {
    const [a, b, c, d] = people as [Demo, Demo, Demo, Demo];
    const phone = `${(a.phone_code ?? '').replace(/\D/g, '')} ${a.mobile}`;
    const file = [
      'Cliente;Puntos;Monto;Motivo',
      `${clientCode(a.id)};25;;Campaña de aniversario`,
      `${b.email.toUpperCase()};;123.45;Compra anterior`,
      `${c.mobile};10;;`,
      `${phone};5;;Con código de país`,
      `${clientCode(d.id)};-5;;`,
      `${clientCode(d.id)};diez;;`,
      `Azzzz;10;;`,
      `nadie@ejemplo.com;10;;`,
      `AZZZZZ;1;;`,
      `=HYPERLINK("http://x");10;;`,
      `${clientCode(d.id)};=1+1;;`,
      `${clientCode(a.id)};25;;Campaña de aniversario`,
      `${clientCode(d.id)};;;`,
      `;10;;`,
      `${clientCode(d.id)};;-3,50;`,
      '',
      `${clientCode(d.id)};12,5;;`,
    ].join('\r\n');
    const before = await balances([a.id, b.id, c.id, d.id]);

    const preview = await t.postFile(PATH, { action: 'preview' }, csv(file), owner);
    expect(preview.status, preview.body.m).toBe(200);
    expect(preview.body.repeated).toBe(false);
    const byRow = Object.fromEntries(
      preview.body.rows.map((r: { row: number; error: string | null }) => [r.row, r.error]),
    );
    expect(byRow).toEqual({
      2: null,
      3: null,
      4: null,
      5: null,
      6: 'Los puntos deben ser mayores que cero.',
      7: 'Los puntos deben ser un número entero: «diez».',
      8: 'No se encontró al cliente «Azzzz».',
      9: 'No se encontró al cliente «nadie@ejemplo.com».',
      10: 'No se encontró al cliente «AZZZZZ».',
      11: 'La celda «=HYPERLINK("http://x")» es una fórmula: escriba el valor.',
      12: 'La celda «=1+1» es una fórmula: escriba el valor.',
      13: 'Fila repetida: igual a la fila 2.',
      14: 'Indique los puntos o el monto.',
      15: 'Falta el cliente (código, celular o correo).',
      16: 'El monto debe ser mayor que cero.',
      18: 'Los puntos deben ser un número entero: «12,5».',
    });
    const rowOf = (n: number) => preview.body.rows.find((r: { row: number }) => r.row === n);
    // 123.45 PEN at the demo's 1 point per 10.00 → 12 points.
    expect(rowOf(3)).toMatchObject({ points: 12, amount: 123.45, customer: { id: b.id } });
    expect(rowOf(5).customer.id).toBe(a.id);
    const batch = preview.body.batch;
    expect(batch).toMatchObject({
      status: 'previewed',
      rowsTotal: 16,
      rowsValid: 4,
      rowsError: 12,
      pointsTotal: 25 + 12 + 10 + 5,
    });
    expect(preview.body.m).toBe('Se leyeron 16 filas: 4 válidas y 12 con errores.');
    // A preview gives nothing.
    expect(await balances([a.id, b.id, c.id, d.id])).toEqual(before);

    const errors = await t.post(PATH, { action: 'rows', batchId: batch.id, only: 'errors' }, owner);
    expect(errors.body.total).toBe(12);

    await applyAll(batch.id);
    const after = await balances([a.id, b.id, c.id, d.id]);
    expect(after).toEqual({
      [a.id]: before[a.id] + 25 + 5,
      [b.id]: before[b.id] + 12,
      [c.id]: before[c.id] + 10,
      [d.id]: before[d.id],
    });
    // Applying again, and uploading the same file again, give nothing twice.
    const again = await t.post(PATH, { action: 'apply', batchId: batch.id }, owner);
    expect(again.body.m).toBe(`El lote #${batch.id} ya se aplicó: no se dio nada dos veces.`);
    // Uploaded at 21:30 in Lima, already the next day in UTC: the message says the store's day.
    await t.pool.query(`update bulk_batches set created_at = '2026-03-06T02:30:00Z' where id = $1`, [
      batch.id,
    ]);
    const reupload = await t.postFile(PATH, { action: 'preview' }, csv(file, 'otra-vez.csv'), owner);
    expect(reupload.body).toMatchObject({ repeated: true, batch: { id: batch.id, status: 'applied' } });
    // The day travels as a calendar day: each app writes it in its reader's language.
    expect(reupload.body).toMatchObject({
      m: `Este archivo ya se aplicó (lote #${batch.id}, subido el 05/03/2026): no se volverán a dar sus puntos.`,
      code: 'bulk.repeatedApplied',
      params: { batchId: batch.id, day: '2026-03-05' },
    });
    await applyAll(batch.id);
    expect(await balances([a.id, b.id, c.id, d.id])).toEqual(after);
    const entries = await t.pool.query(
      `select kind, count(*)::int as n from ledger_entries where batch_id = $1 group by 1`,
      [batch.id],
    );
    expect(entries.rows).toEqual([{ kind: 'bulk', n: 4 }]);
    // A row without a reason of its own names its batch by a code the apps translate.
    const untyped = await t.pool.query(
      `select distinct reason, reason_code, reason_params from ledger_entries
       where batch_id = $1 and reason_code is not null`,
      [batch.id],
    );
    expect(untyped.rows).toEqual([
      {
        reason: `Carga masiva (lote #${batch.id})`,
        reason_code: 'ledger.bulk',
        reason_params: { batchId: batch.id },
      },
    ]);
    expect(await ledgerMatchesBalances()).toEqual([]);
    await dailyStatsMatchLedger();

    const undone = await t.post(PATH, { action: 'undo', batchId: batch.id }, owner);
    expect(undone.status, undone.body.m).toBe(200);
    expect(undone.body.m).toBe(`Se deshizo el lote #${batch.id}: se quitaron 52 puntos.`);
    expect(undone.body.batch).toMatchObject({ status: 'undone', rowsUndone: 4, undoSkipped: 0 });
    const reversals = await t.pool.query(
      `select distinct reason_code, reason_params from ledger_entries where batch_id = $1 and kind = 'reversal'`,
      [batch.id],
    );
    expect(reversals.rows).toEqual([
      { reason_code: 'ledger.bulkUndone', reason_params: { batchId: batch.id } },
    ]);
    expect(await balances([a.id, b.id, c.id, d.id])).toEqual(before);
    expect(await ledgerMatchesBalances()).toEqual([]);
    await dailyStatsMatchLedger();
    const twice = await t.post(PATH, { action: 'undo', batchId: batch.id }, owner);
    expect(twice.body.m).toBe(`El lote #${batch.id} ya se deshizo.`);
    expect(await balances([a.id, b.id, c.id, d.id])).toEqual(before);
    const reapply = await t.post(PATH, { action: 'apply', batchId: batch.id }, owner);
    expect(reapply.status).toBe(409);

    const list = await t.post(PATH, { action: 'batches' }, owner);
    expect(list.body.batches[0]).toMatchObject({ id: batch.id, filename: 'puntos.csv', status: 'undone' });

    // The batch's rows and its ledger rows are the store's: the database refuses them in another store.
    const stores = (
      await t.pool.query(
        `select store_id, count(*)::int as n from bulk_batch_rows
      where batch_id = $1 group by 1`,
        [batch.id],
      )
    ).rows;
    expect(stores).toEqual([{ store_id: storeId, n: 16 }]);
    const ledgerStores = (
      await t.pool.query(`select distinct store_id from ledger_entries where batch_id = $1`, [batch.id])
    ).rows;
    expect(ledgerStores).toEqual([{ store_id: storeId }]);
    await expect(
      t.pool.query(
        `insert into bulk_batch_rows (store_id, batch_id, row_no, identifier) values ($1, $2, 999, 'x')`,
        [storeId + 1_000_000, batch.id],
      ),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('reads XLSX files, with formula cells marked', async () => {
    const [a, b] = people as [Demo, Demo];
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Código de cliente', 'Puntos', 'Motivo'],
      [clientCode(a.id), 7, 'Desde Excel'],
      [Number(b.mobile), 3, null],
      [clientCode(b.id), { t: 'n', v: 2, f: 'SUM(1,1)' }, null],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const res = await t.postFile(PATH, { action: 'preview' }, { data, filename: 'puntos.xlsx' }, owner);
    expect(res.status, res.body.m).toBe(200);
    expect(
      res.body.rows.map((r: { row: number; points: number; error: string | null }) => [
        r.row,
        r.points,
        r.error,
      ]),
    ).toEqual([
      [2, 7, null],
      [3, 3, null],
      [4, null, 'La celda «=SUM(1,1)» es una fórmula: escriba el valor.'],
    ]);
  });

  it('applies 12,000 rows in steps, a customer spending part keeps that part at undo', async () => {
    const ids = people.map((p) => p.id);
    const lines = ['cliente,puntos,motivo'];
    for (let i = 0; i < 12_000; i += 1) lines.push(`${clientCode(ids[i % ids.length]!)},1,Fila ${i}`);
    const before = await balances(ids);
    const preview = await t.postFile(PATH, { action: 'preview' }, csv(lines.join('\n'), 'grande.csv'), owner);
    expect(preview.body.batch).toMatchObject({ rowsTotal: 12_000, rowsValid: 12_000, pointsTotal: 12_000 });
    const steps = await applyAll(preview.body.batch.id);
    expect(steps.map((s) => s.batch.rowsApplied)).toEqual([10_000, 12_000]);
    expect(steps[0].batch.status).toBe('applying');
    const after = await balances(ids);
    for (const id of ids) expect(after[id]).toBe(before[id] + 2_000);

    // The first customer spends everything: the undo leaves them their balance, takes back the rest.
    const spender = ids[0]!;
    await t.post(
      '/client/customer/discount-points',
      { customerId: spender, points: after[spender], reason: 'Canje externo' },
      owner,
    );
    const undone = await t.post(PATH, { action: 'undo', batchId: preview.body.batch.id }, owner);
    expect(undone.body.batch).toMatchObject({ status: 'undone', rowsUndone: 10_000, undoSkipped: 2_000 });
    expect(undone.body.m).toMatch(
      /2000 filas no se pudieron deshacer porque el cliente ya usó esos puntos\.$/,
    );
    const final = await balances(ids);
    expect(final[spender]).toBe(0);
    for (const id of ids.slice(1)) expect(final[id]).toBe(before[id]);
    expect(await ledgerMatchesBalances()).toEqual([]);
  });

  it('undoes a batch of more customers than one step takes in steps, with its progress, and no apply meanwhile', async () => {
    const created = await t.pool.query(
      `insert into customers (store_id, first_name) select $1, 'Paso ' || n from generate_series(1, 10050) n returning id`,
      [storeId],
    );
    const ids = (created.rows as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    const lines = ['cliente,puntos', ...ids.map((id) => `${clientCode(id)},2`)];
    const preview = await t.postFile(PATH, { action: 'preview' }, csv(lines.join('\n'), 'pasos.csv'), owner);
    const batchId = preview.body.batch.id;
    await applyAll(batchId);
    // The last customer (undone in the second step) spends the points first.
    const spender = ids.at(-1)!;
    await t.post(
      '/client/customer/discount-points',
      { customerId: spender, points: 2, reason: 'Canje' },
      owner,
    );

    const first = await t.post(PATH, { action: 'undo', batchId }, owner);
    expect(first.status, first.body.m).toBe(200);
    expect(first.body.m).toBe('Se deshicieron 10000 de 10050 filas…');
    expect(first.body.batch).toMatchObject({ status: 'undoing', rowsUndone: 10_000, undoSkipped: 0 });
    const midway = await balances(ids);
    expect(ids.slice(0, 10_000).every((id) => midway[id] === 0)).toBe(true);
    expect(ids.slice(10_000, -1).every((id) => midway[id] === 2)).toBe(true);
    const rowsUndone = async (page: number) =>
      (await t.post(PATH, { action: 'rows', batchId, page, pageSize: 20 }, owner)).body.rows.map(
        (r: { undone: boolean; applied: boolean }) => [r.applied, r.undone],
      );
    // Page 1 holds the first customers (undone); page 503 the last ten (not reached yet).
    expect(await rowsUndone(1)).toEqual(Array(20).fill([true, true]));
    expect(await rowsUndone(503)).toEqual(Array(10).fill([true, false]));
    const apply = await t.post(PATH, { action: 'apply', batchId }, owner);
    expect(apply.status).toBe(409);
    const again = await t.postFile(PATH, { action: 'preview' }, csv(lines.join('\n'), 'pasos.csv'), owner);
    expect(again.body.m).toBe(
      `Este archivo se está deshaciendo (lote #${batchId}): continúe para terminar de deshacerlo.`,
    );

    const second = await t.post(PATH, { action: 'undo', batchId }, owner);
    expect(second.body.m).toBe(
      `Se deshizo el lote #${batchId}: se quitaron 20098 puntos. 1 fila no se pudo deshacer porque el cliente ya usó esos puntos.`,
    );
    expect(second.body.batch).toMatchObject({ status: 'undone', rowsUndone: 10_049, undoSkipped: 1 });
    // The spender's row stays given; the others of the last page are taken back.
    expect(await rowsUndone(503)).toEqual([...Array(9).fill([true, true]), [true, false]]);
    const final = await balances(ids);
    expect(ids.every((id) => final[id] === 0)).toBe(true);
    expect(await ledgerMatchesBalances()).toEqual([]);
    await dailyStatsMatchLedger();
    const twice = await t.post(PATH, { action: 'undo', batchId }, owner);
    expect(twice.body.m).toBe(`El lote #${batchId} ya se deshizo.`);
  });

  it('refuses a file over 8 MB, a file that is not a spreadsheet, and unknown columns, in Spanish', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    const tooBig = await t.postFile(
      PATH,
      { action: 'preview' },
      { data: big, filename: 'grande.csv' },
      owner,
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.m).toBe('El archivo no puede pesar más de 8 MB. Divídalo en archivos más pequeños.');

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const image = await t.postFile(PATH, { action: 'preview' }, { data: png, filename: 'puntos.csv' }, owner);
    expect(image.status).toBe(400);
    expect(image.body.m).toBe('El archivo no es una hoja de cálculo CSV o XLSX.');

    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 1)]);
    const broken = await t.postFile(PATH, { action: 'preview' }, { data: zip, filename: 'x.xlsx' }, owner);
    expect(broken.status).toBe(400);
    expect(broken.body.m).toBe('El archivo no es una hoja de cálculo CSV o XLSX.');

    const prose = await t.postFile(
      PATH,
      { action: 'preview' },
      csv('Hola,esto es una carta\nsin columnas,útiles'),
      owner,
    );
    expect(prose.status).toBe(400);
    expect(prose.body.m).toMatch(/^No se reconocen las columnas del archivo/);

    const noFile = await t.post(PATH, { action: 'preview' }, owner);
    expect(noFile.status).toBe(400);
    expect(noFile.body.m).toBe('Adjunte el archivo CSV o XLSX en el campo «file».');
    const noBatch = await t.post(PATH, { action: 'apply' }, owner);
    expect(noBatch.status).toBe(400);
  });

  it('reads a Windows-1252 CSV (Excel on Spanish Windows) and an employee may not use it', async () => {
    const [a] = people as [Demo];
    const text = `Cliente;Puntos;Descripción\r\n${clientCode(a.id)};4;Campaña día del padre\r\n`;
    const data = Buffer.from(text, 'latin1');
    const res = await t.postFile(PATH, { action: 'preview' }, { data, filename: 'excel.csv' }, owner);
    expect(res.status, res.body.m).toBe(200);
    expect(res.body.rows[0]).toMatchObject({ reason: 'Campaña día del padre', points: 4, error: null });
    const employee = await t.login('employee@premia.local');
    const refused = await t.postFile(PATH, { action: 'preview' }, { data, filename: 'excel.csv' }, employee);
    expect(refused.status).toBe(403);
  });

  it('refuses at apply the rows of a customer deleted after the preview, and gives the others once', async () => {
    const [a, b, c] = await newCustomers(3, 'Borrado');
    const file = ['cliente,puntos', `${clientCode(a!)},5`, `${clientCode(b!)},7`, `${clientCode(c!)},9`].join(
      '\n',
    );
    const preview = await t.postFile(PATH, { action: 'preview' }, csv(file, 'borrado.csv'), owner);
    expect(preview.body.batch).toMatchObject({ rowsValid: 3, rowsError: 0, pointsTotal: 21 });
    const before = await balances([a!, b!, c!]);
    const gone = await t.post('/client/customer/delete', { customerId: b }, owner);
    expect(gone.status, gone.body.m).toBe(200);

    const [last] = (await applyAll(preview.body.batch.id)).slice(-1);
    expect(last.batch).toMatchObject({
      status: 'applied',
      rowsValid: 2,
      rowsError: 1,
      rowsApplied: 2,
      pointsTotal: 14,
    });
    expect(last.m).toBe(`Se aplicó el lote #${preview.body.batch.id}: 2 filas con puntos.`);
    const after = await balances([a!, b!, c!]);
    expect(after).toEqual({ [a!]: before[a!] + 5, [b!]: before[b!], [c!]: before[c!] + 9 });
    const rows = await t.post(PATH, { action: 'rows', batchId: preview.body.batch.id }, owner);
    expect(
      rows.body.rows.map((r: { error: string | null; applied: boolean }) => [r.error, r.applied]),
    ).toEqual([
      [null, true],
      ['El cliente ya no existe.', false],
      [null, true],
    ]);
    const entries = await t.pool.query(
      `select customer_id from ledger_entries where batch_id = $1 order by customer_id`,
      [String(preview.body.batch.id)],
    );
    expect(entries.rows.map((r) => r.customer_id)).toEqual([a, c]);
    expect(await ledgerMatchesBalances()).toEqual([]);
    await dailyStatsMatchLedger();
  });

  it('never debits at undo a customer deleted after the apply, and says so', async () => {
    const [a, b] = await newCustomers(2, 'Deshecho');
    const file = ['cliente,puntos', `${clientCode(a!)},6`, `${clientCode(b!)},8`].join('\n');
    const preview = await t.postFile(PATH, { action: 'preview' }, csv(file, 'deshacer.csv'), owner);
    const batchId = preview.body.batch.id;
    await applyAll(batchId);
    const before = await balances([a!, b!]);
    expect((await t.post('/client/customer/delete', { customerId: b }, owner)).status).toBe(200);

    const undone = await t.post(PATH, { action: 'undo', batchId }, owner);
    expect(undone.status, undone.body.m).toBe(200);
    expect(undone.body.m).toBe(
      `Se deshizo el lote #${batchId}: se quitaron 6 puntos. 1 fila no se deshizo porque el cliente fue eliminado.`,
    );
    expect(await balances([a!, b!])).toEqual({ [a!]: before[a!] - 6, [b!]: before[b!] });
    const reversed = await t.pool.query(
      `select customer_id from ledger_entries where batch_id = $1 and kind = 'reversal'`,
      [String(batchId)],
    );
    expect(reversed.rows.map((r) => r.customer_id)).toEqual([a]);
    expect(await ledgerMatchesBalances()).toEqual([]);
  });

  it('places each customer at the level of their year once a batch is applied, and back after the undo', async () => {
    // The demo store's levels: Bronce from 0, Plata from 150, Oro from 400.
    const ids = await newCustomers(3, 'Nivel');
    const [a, b, c] = ids as [number, number, number];
    const before = await Promise.all(ids.map(levelOf));
    const file = [
      'cliente,puntos',
      `${clientCode(a)},200`,
      `${clientCode(b)},300`,
      `${clientCode(b)},150`,
      `${clientCode(c)},1`,
    ].join('\n');
    const preview = await t.postFile(PATH, { action: 'preview' }, csv(file, 'niveles.csv'), owner);
    await applyAll(preview.body.batch.id);
    expect(await Promise.all(ids.map(levelOf))).toEqual(['Plata', 'Oro', 'Bronce']);
    expect(await misplaced(ids)).toEqual([]);

    await t.post(PATH, { action: 'undo', batchId: preview.body.batch.id }, owner);
    expect(await Promise.all(ids.map(levelOf))).toEqual(before);
    expect(await misplaced(ids)).toEqual([]);
    expect(await ledgerMatchesBalances()).toEqual([]);
  });

  it('keeps balances, levels and the ledger consistent with counter operations running during apply and undo', async () => {
    const ids = await newCustomers(4, 'Mostrador');
    const lines = ['cliente,puntos,motivo'];
    // 12,000 rows: two apply steps, 3,000 rows of 1 point per customer.
    for (let i = 0; i < 12_000; i += 1) lines.push(`${clientCode(ids[i % ids.length]!)},1,Fila ${i}`);
    const preview = await t.postFile(
      PATH,
      { action: 'preview' },
      csv(lines.join('\n'), 'mostrador.csv'),
      owner,
    );
    const before = await balances(ids);
    const counter = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const customerId = ids[i % ids.length]!;
        return i % 3 === 2
          ? t.post('/client/customer/discount-points', { customerId, points: 1, reason: 'Canje' }, owner)
          : t.post('/client/customer/add-points', { customerId, amount: 100 }, owner);
      });
    const [steps, ...during] = await Promise.all([applyAll(preview.body.batch.id), ...counter(24)]);
    expect(steps.at(-1).batch).toMatchObject({ status: 'applied', rowsApplied: 12_000 });
    expect(during.every((r) => r.status === 200)).toBe(true);
    // 16 purchases of 100.00 (10 points each) and 8 discounts of 1 point, spread over the 4 customers.
    const counted = (list: { body: { entry: { customerId: number; points: number } } }[]) => {
      const sums: Record<number, number> = Object.fromEntries(ids.map((id) => [id, 0]));
      for (const r of list)
        sums[r.body.entry.customerId] = (sums[r.body.entry.customerId] ?? 0) + r.body.entry.points;
      return sums;
    };
    const first = counted(during);
    let now = await balances(ids);
    for (const id of ids) expect(now[id]).toBe(before[id] + 3_000 + first[id]!);
    expect(await ledgerMatchesBalances()).toEqual([]);
    expect(await misplaced(ids)).toEqual([]);

    const [undone, ...alongside] = await Promise.all([
      t.post(PATH, { action: 'undo', batchId: preview.body.batch.id }, owner),
      ...counter(12),
    ]);
    expect(undone.body.batch).toMatchObject({ status: 'undone', rowsUndone: 12_000, undoSkipped: 0 });
    const second = counted(alongside);
    now = await balances(ids);
    for (const id of ids) expect(now[id]).toBe(before[id] + first[id]! + second[id]!);
    expect(await ledgerMatchesBalances()).toEqual([]);
    expect(await misplaced(ids)).toEqual([]);
    await dailyStatsMatchLedger();
  });

  it('gives points without placing anyone when the store has no levels', async () => {
    const [a] = await newCustomers(1, 'Sin niveles');
    await t.pool.query(`delete from customer_levels where store_id = $1`, [storeId]);
    const before = await balances([a!]);
    const preview = await t.postFile(
      PATH,
      { action: 'preview' },
      csv(`cliente,puntos\n${clientCode(a!)},500`, 'sin.csv'),
      owner,
    );
    await applyAll(preview.body.batch.id);
    expect(await balances([a!])).toEqual({ [a!]: before[a!] + 500 });
    expect(await levelOf(a!)).toBeNull();
    expect(await ledgerMatchesBalances()).toEqual([]);
  });
});
