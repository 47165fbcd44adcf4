import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';

let owner: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
});

const statementOf = async (customerId: number) =>
  (await t.post('/client/customer/points', { customerId }, owner)).body.entries as Record<string, unknown>[];

describe('texts the API writes on a statement', () => {
  it('are kept as a code and params beside their Spanish words, in the store’s and the customer’s answers', async () => {
    await t.pool.query('update stores set welcome_points = 15 where id = $1', [storeId]);
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Rosa', email: 'rosa.t@example.com' },
      owner,
    );
    expect(added.body.s, added.body.m).toBe('ok');
    const customerId = added.body.customer.id as number;
    const given = await t.post('/client/customer/add-points', { customerId, amount: 30 }, owner);
    expect(given.body.s, given.body.m).toBe('ok');
    const reversed = await t.post('/client/customer/delete-points', { entryId: given.body.entry.id }, owner);
    expect(reversed.body.entry).toMatchObject({
      reason: `Anulación del movimiento ${given.body.entry.id}`,
      reasonCode: 'ledger.reversalOf',
      reasonParams: { entryId: given.body.entry.id },
    });

    const entries = await statementOf(customerId);
    expect(entries.map((e) => [e.kind, e.reason, e.reasonCode, e.reasonParams])).toEqual([
      [
        'reversal',
        `Anulación del movimiento ${given.body.entry.id}`,
        'ledger.reversalOf',
        { entryId: given.body.entry.id },
      ],
      ['purchase', null, null, null],
      ['welcome', 'Puntos de bienvenida', 'ledger.welcome', {}],
    ]);
  });

  it('leaves a text a person typed as typed, without a code', async () => {
    const c = await createCustomerSession(t.db, storeId, 50);
    const discounted = await t.post(
      '/client/customer/discount-points',
      { customerId: c.customerId, points: 5, reason: 'Cortesía de la casa' },
      owner,
    );
    expect(discounted.body.entry).toMatchObject({
      reason: 'Cortesía de la casa',
      reasonCode: null,
      reasonParams: null,
    });
    const mine = await t.post('/wallet/points', { page: 1, pageSize: 20 }, c.token);
    expect(mine.body.entries[0]).toMatchObject({ reason: 'Cortesía de la casa', reasonCode: null });
  });
});

describe('the migration of old rows', () => {
  /** The data statements of the migration that keeps the codes, run again over rows written the old way. */
  const conversion = readFileSync(
    new URL('../../../../drizzle/0045_system_texts.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .filter((statement) => !/ADD COLUMN/.test(statement));

  it('gives the old Spanish texts the API wrote their code and params, and leaves typed ones alone', async () => {
    const c = await createCustomerSession(t.db, storeId, 0);
    const insert = async (
      kind: string,
      points: number,
      reason: string,
      extra: Record<string, unknown> = {},
    ) => {
      const columns = ['store_id', 'customer_id', 'kind', 'points', 'reason', ...Object.keys(extra)];
      const values = [storeId, c.customerId, kind, points, reason, ...Object.values(extra)];
      const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
      const row = await t.pool.query(
        `insert into ledger_entries (${columns.join(', ')}) values (${placeholders}) returning id`,
        values,
      );
      return row.rows[0].id as number;
    };
    const welcome = await insert('welcome', 10, 'Puntos de bienvenida');
    const order = await insert('purchase', 20, 'Compra en la tienda online', { ticket_number: 'Pedido #7' });
    const cancelled = await insert('reversal', -20, 'Pedido #7 cancelado', { reverses_entry_id: order });
    const coupon = await insert('coupon', 5, 'Cupón «Feria de verano»');
    const bulk = await insert('bulk', 3, 'Carga masiva (lote #12)');
    const undone = await insert('reversal', -3, 'Se deshizo la carga masiva (lote #12)', {
      reverses_entry_id: bulk,
    });
    const typed = await insert('manual', 4, 'Puntos de bienvenida extra');
    const reversal = await insert('reversal', -4, `Anulación del movimiento ${typed}`, {
      reverses_entry_id: typed,
    });

    for (const statement of conversion) await t.pool.query(statement);

    const rows = await t.pool.query(
      `select id, reason, reason_code, reason_params, ticket_number from ledger_entries where customer_id = $1`,
      [c.customerId],
    );
    const byId = Object.fromEntries(rows.rows.map((r) => [r.id, r]));
    expect(byId[welcome]).toMatchObject({ reason_code: 'ledger.welcome', reason_params: {} });
    expect(byId[order]).toMatchObject({
      reason: 'Pedido #7 · Compra en la tienda online',
      reason_code: 'ledger.onlineOrder',
      reason_params: { orderId: 7 },
      ticket_number: null,
    });
    expect(byId[cancelled]).toMatchObject({
      reason_code: 'ledger.orderCancelled',
      reason_params: { orderId: 7 },
    });
    expect(byId[coupon]).toMatchObject({
      reason_code: 'ledger.coupon',
      reason_params: { batch: 'Feria de verano' },
    });
    expect(byId[bulk]).toMatchObject({ reason_code: 'ledger.bulk', reason_params: { batchId: 12 } });
    expect(byId[undone]).toMatchObject({ reason_code: 'ledger.bulkUndone', reason_params: { batchId: 12 } });
    expect(byId[typed]).toMatchObject({ reason: 'Puntos de bienvenida extra', reason_code: null });
    expect(byId[reversal]).toMatchObject({
      reason_code: 'ledger.reversalOf',
      reason_params: { entryId: typed },
    });
    // The ledger is append-only again.
    await expect(
      t.pool.query('update ledger_entries set points = 1 where id = $1', [welcome]),
    ).rejects.toThrow(/append-only/);
  });
});
