import type { AuditAction } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../../test/build-test-app.ts';
import {
  createEmployee,
  createSignedInStore,
  createStore,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';
const csv = (text: string, filename: string) => ({ data: Buffer.from(text, 'utf8'), filename });

type Step = {
  /** The rows the action writes, in order. */
  writes: AuditAction[];
  call: () => Promise<{ status: number; body: { m?: string } }>;
  /** What the action changes, read before and after a refused audit row: the same both times. */
  state: () => Promise<unknown>;
};

describe('the audit log', () => {
  let admin: string;
  let adminId: number;
  let a: Awaited<ReturnType<typeof createStore>>;
  let owner: string;
  const steps: Record<string, Step> = {};

  const post = (path: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
    t.post(path, body, token, { 'user-agent': AGENT, ...headers });
  const one = async (query: string, params: unknown[] = []) => (await t.pool.query(query, params)).rows;
  const auditRows = (storeId: number) =>
    one(
      `select id, action, actor_kind, user_id, api_token_id, detail, ip, user_agent, request_id
       from audit_log where store_id = $1 order by id`,
      [storeId],
    );
  const ok = async (res: ReturnType<TestApp['post']>) => {
    const r = await res;
    expect(r.status, r.body.m).toBe(200);
    return r.body;
  };

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
    adminId = (await one(`select id from users where email = 'admin@premia.local'`))[0].id;
    a = await createStore(t.db);
    // Points given as points, not from an amount.
    await t.pool.query('update stores set use_conversion = false where id = $1', [a.store.id]);
    owner = await t.login(a.owner.email, TEST_PASSWORD);

    // What the steps act on, made before the audit rows are refused.
    const e1 = await createEmployee(t.db, a.store.id, a.location.id, { permGivePoints: true });
    const e2 = await createEmployee(t.db, a.store.id, a.location.id);
    const customer = (await ok(post('/client/customer/add', { firstName: 'Lucía' }, owner))).customer as {
      id: number;
      clientCode: string;
    };
    const given = (
      await ok(post('/client/customer/add-points', { customerId: customer.id, points: 500 }, owner))
    ).entry as { id: number };
    await ok(post('/client/customer/add-points', { customerId: customer.id, points: 300 }, owner));
    const clientCode = customer.clientCode;
    const preview = async (name: string) =>
      (
        (await t.postFile(
          '/client/process-massive-give-points',
          { action: 'preview' },
          csv(`cliente,puntos,motivo\n${clientCode},40,${name}\n`, `${name}.csv`),
          owner,
        )) as { body: { batch: { id: number } } }
      ).body.batch.id;
    const toApply = await preview('aplicar');
    const toUndo = await preview('deshacer');
    await ok(post('/client/process-massive-give-points', { action: 'apply', batchId: toUndo }, owner));
    await ok(post('/client/api/token/generate', {}, owner));
    const segmentOf = async (name: string) =>
      (
        (await ok(post('/client/segments/add', { name, filter: { pointsMin: 100 } }, owner))).segment as {
          id: number;
        }
      ).id;
    const segmentToEdit = await segmentOf('Por editar');
    const segmentToDelete = await segmentOf('Por eliminar');
    const segmentForCoupons = await segmentOf('Para cupones');
    const couponBatch = (
      (
        await ok(
          post(
            '/client/coupons/add',
            { name: 'Regalo', points: 10, expiresOn: '2099-12-31', count: 5 },
            owner,
          ),
        )
      ).batch as { id: number }
    ).id;
    const rule = {
      kind: 'inactive',
      days: 45,
      title: 'Le extrañamos',
      body: 'Vuelva.',
      period: 'once',
      active: false,
    };
    const automationOf = async () =>
      ((await ok(post('/client/automations/add', rule, owner))).automation as { id: number }).id;
    const automationToEdit = await automationOf();
    const automationToDelete = await automationOf();
    const { token: closingOwner, ...closing } = await createSignedInStore(t);
    const { token: ownerB, ...b } = await createSignedInStore(t);
    const pendingToConfirm = (await ok(post('/client/payment/save', { planId: 1 }, ownerB))).payment as {
      id: number;
    };
    // One pending order per plan: the second is of another plan.
    const pendingToDelete = (await ok(post('/client/payment/save', { planId: 2 }, ownerB))).payment as {
      id: number;
    };

    const balance = async () => (await one('select balance from customers where id = $1', [customer.id]))[0];
    const employee = async (id: number) =>
      (await one('select first_name, perm_redeem, deleted_at, email from users where id = $1', [id]))[0];
    const employeeForm = (id: number, changes: object) => ({
      id,
      first_name: 'Empleado',
      last_name: 'Prueba',
      email: '',
      location: { id: a.location.id },
      permGivePoints: true,
      permRedeem: false,
      permCreateCustomer: false,
      permStore: false,
      ...changes,
    });
    const e1Email = (await employee(e1.id)).email as string;
    const storeOf = async (id: number) =>
      (await one('select name, active, deleted_at, description from stores where id = $1', [id]))[0];
    const business = (changes: object) => ({
      type: 'edit',
      storeId: b.store.id,
      userId: b.owner.id,
      name: b.store.name,
      storeTypeId: 1,
      first_name: 'Dueño',
      last_name: 'Prueba',
      email: b.owner.email,
      password: '',
      active: true,
      redeemBought: 0,
      countryId: 1,
      ...changes,
    });
    const paymentOf = async (id: number) => (await one('select status from payments where id = $1', [id]))[0];
    const count = async (table: string, storeId: number) =>
      (await one(`select count(*)::int as n from ${table} where store_id = $1`, [storeId]))[0];

    Object.assign(steps, {
      'employee.created': {
        writes: ['employee.created'],
        call: () =>
          post(
            '/client/employee/add',
            {
              ...employeeForm(0, { email: `nueva-${a.store.id}@example.com` }),
              id: undefined,
              password: 'Empleada-nueva-2026',
              password2: 'Empleada-nueva-2026',
            },
            owner,
          ),
        state: () => count('users', a.store.id),
      },
      'employee.updated': {
        writes: ['employee.updated'],
        call: () =>
          post('/client/employee/update', employeeForm(e1.id, { first_name: 'Rosa', email: e1Email }), owner),
        state: () => employee(e1.id),
      },
      'employee.permissions': {
        writes: ['employee.permissions'],
        call: () =>
          post(
            '/client/employee/update',
            employeeForm(e1.id, { first_name: 'Rosa', email: e1Email, permRedeem: true }),
            owner,
          ),
        state: () => employee(e1.id),
      },
      'employee.deleted': {
        writes: ['employee.deleted'],
        call: () => post('/client/employee/delete', { employeeId: e2.id }, owner),
        state: () => employee(e2.id),
      },
      'points.discounted': {
        writes: ['points.discounted'],
        // The counter's one statement, claiming its key: the audit row is part of that statement.
        call: () =>
          post(
            '/client/customer/discount-points',
            { customerId: customer.id, points: 5, reason: 'Ajuste' },
            owner,
            { 'idempotency-key': `discount-${Math.random()}` },
          ),
        state: balance,
      },
      'points.reversed': {
        writes: ['points.reversed'],
        call: () => post('/client/customer/delete-points', { entryId: given.id }, owner),
        state: balance,
      },
      'bulk.applied': {
        writes: ['bulk.applied'],
        call: () => post('/client/process-massive-give-points', { action: 'apply', batchId: toApply }, owner),
        state: balance,
      },
      'bulk.undone': {
        writes: ['bulk.undone'],
        call: () => post('/client/process-massive-give-points', { action: 'undo', batchId: toUndo }, owner),
        state: balance,
      },
      'store.settings': {
        writes: ['store.settings'],
        call: () => post('/client/store/save', { description: 'Pan de masa madre' }, owner),
        state: () => storeOf(a.store.id),
      },
      'store.pointsExpiry': {
        writes: ['store.settings', 'store.pointsExpiry'],
        call: () => post('/client/store/save', { pointsExpiryRule: 'earned', pointsExpiryMonths: 18 }, owner),
        state: async () =>
          (
            await one('select points_expiry_rule, points_expiry_months from stores where id = $1', [
              a.store.id,
            ])
          )[0],
      },
      'store.birthdayGift': {
        writes: ['store.settings', 'store.birthdayGift'],
        call: () => post('/client/store/save', { birthdayGift: 'points', birthdayPoints: 80 }, owner),
        state: async () =>
          (await one('select birthday_gift, birthday_points from stores where id = $1', [a.store.id]))[0],
      },
      'customer.birthday': {
        writes: ['customer.birthday'],
        call: () =>
          post(
            '/client/customer/update',
            { customerId: customer.id, firstName: 'Lucía', birthday: '1990-01-02' },
            owner,
          ),
        state: async () =>
          (await one('select birthday::text from customers where id = $1', [customer.id]))[0],
      },
      'posToken.revoked': {
        writes: ['posToken.revoked'],
        call: () => post('/client/api/token/delete', {}, owner),
        state: () =>
          one('select id, deleted_at from api_tokens where store_id = $1 order by id', [a.store.id]),
      },
      'posToken.created': {
        writes: ['posToken.created'],
        call: () => post('/client/api/token/generate', {}, owner),
        state: () =>
          one('select id, deleted_at from api_tokens where store_id = $1 order by id', [a.store.id]),
      },
      'export.products': {
        writes: ['export.products'],
        call: () => post('/client/products/export', { format: 'xlsx' }, owner),
        state: async () => null,
      },
      'export.customers': {
        writes: ['export.customers'],
        call: () => post('/client/customer/all', { page: 1, pageSize: 100, export: true }, owner),
        state: async () => null,
      },
      'payment.ordered': {
        writes: ['payment.ordered'],
        call: () => post('/client/payment/save', { planId: 1 }, owner),
        state: () => count('payments', a.store.id),
      },
      'segment.created': {
        writes: ['segment.created'],
        call: () => post('/client/segments/add', { name: 'Nuevo', filter: { consent: 'inbox' } }, owner),
        state: () => count('segments', a.store.id),
      },
      'segment.updated': {
        writes: ['segment.updated'],
        call: () =>
          post(
            '/client/segments/edit',
            { segmentId: segmentToEdit, name: 'Editado', filter: { birthdayMonth: 5 } },
            owner,
          ),
        state: async () => (await one('select name, filter from segments where id = $1', [segmentToEdit]))[0],
      },
      'segment.deleted': {
        writes: ['segment.deleted'],
        call: () => post('/client/segments/delete', { segmentId: segmentToDelete }, owner),
        state: () => count('segments', a.store.id),
      },
      'segment.couponSent': {
        writes: ['segment.couponSent'],
        call: () =>
          post(
            '/client/coupons/send-to-segment',
            { batchId: couponBatch, segmentId: segmentForCoupons },
            owner,
          ),
        state: () =>
          one('select id, given_to from coupon_codes where batch_id = $1 order by id', [couponBatch]),
      },
      'automation.created': {
        writes: ['automation.created'],
        call: () => post('/client/automations/add', rule, owner),
        state: () => count('automations', a.store.id),
      },
      'automation.updated': {
        writes: ['automation.updated'],
        call: () =>
          post('/client/automations/edit', { ...rule, automationId: automationToEdit, active: true }, owner),
        state: async () =>
          (await one('select active, params from automations where id = $1', [automationToEdit]))[0],
      },
      'automation.deleted': {
        writes: ['automation.deleted'],
        call: () => post('/client/automations/delete', { automationId: automationToDelete }, owner),
        state: () => count('automations', a.store.id),
      },
      'store.closed': {
        writes: ['store.closed'],
        call: () => post('/client/delete-account', { storeName: closing.store.name }, closingOwner),
        state: () => storeOf(closing.store.id),
      },
      'admin.storeCreated': {
        writes: ['admin.storeCreated'],
        call: () =>
          post(
            '/admin/business/process',
            {
              type: 'new',
              name: 'Florería Jazmín',
              storeTypeId: 1,
              first_name: 'Rosa',
              last_name: 'Mamani',
              email: 'rosa.jazmin@example.com',
              password: 'Flores-de-mayo-2026',
              active: true,
              redeemBought: 0,
              countryId: 1,
            },
            admin,
          ),
        state: async () => (await one('select count(*)::int as n from stores'))[0],
      },
      'admin.storeUpdated': {
        writes: ['admin.storeUpdated'],
        call: () => post('/admin/business/process', business({ name: 'Tienda B renombrada' }), admin),
        state: () => storeOf(b.store.id),
      },
      'admin.storeDeactivated': {
        writes: ['admin.storeUpdated', 'admin.storeDeactivated'],
        call: () =>
          post('/admin/business/process', business({ name: 'Tienda B renombrada', active: false }), admin),
        state: () => storeOf(b.store.id),
      },
      'admin.storeActivated': {
        writes: ['admin.storeUpdated', 'admin.storeActivated'],
        call: () => post('/admin/business/process', business({ name: 'Tienda B renombrada' }), admin),
        state: () => storeOf(b.store.id),
      },
      'admin.paymentAdded': {
        writes: ['admin.paymentAdded'],
        call: () =>
          post(
            '/admin/store/payment/add',
            { storeId: b.store.id, planId: 1, amount: 15, method: 'cash' },
            admin,
          ),
        state: () => count('payments', b.store.id),
      },
      'admin.paymentConfirmed': {
        writes: ['admin.paymentConfirmed'],
        call: () => post('/admin/store/payment/confirm', { paymentId: pendingToConfirm.id }, admin),
        state: () => paymentOf(pendingToConfirm.id),
      },
      'admin.paymentDeleted': {
        writes: ['admin.paymentDeleted'],
        call: () => post('/admin/store/payment/delete', { paymentId: pendingToDelete.id }, admin),
        state: () => paymentOf(pendingToDelete.id),
      },
      'admin.storeDeleted': {
        writes: ['admin.storeDeleted'],
        call: async () =>
          post(
            '/admin/business/delete',
            { storeId: b.store.id, storeName: (await storeOf(b.store.id)).name },
            admin,
          ),
        state: () => storeOf(b.store.id),
      },
    } satisfies Record<string, Step>);
  });

  it('rolls every action back with its audit row: when the row cannot be written, nothing changes', async () => {
    await t.pool.query(`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit row refused'; end $$;
      create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit();`);
    try {
      for (const [name, step] of Object.entries(steps)) {
        if (name.startsWith('export.')) continue; // a read: nothing to roll back, but refused below
        const before = await step.state();
        const res = await step.call();
        expect(res.status, `${name}: ${res.body.m}`).toBe(500);
        expect(await step.state(), name).toEqual(before);
      }
      for (const name of ['export.products', 'export.customers']) {
        expect((await steps[name]!.call()).status, `${name} is not given without its row`).toBe(500);
      }
    } finally {
      await t.pool.query('drop trigger refuse_audit on audit_log; drop function refuse_audit();');
    }
  });

  it('writes the rows of each action in its transaction: who, what, from where, and no secret', async () => {
    for (const [name, step] of Object.entries(steps)) {
      const before = (await one('select coalesce(max(id), 0) as id from audit_log'))[0].id as number;
      const res = await step.call();
      expect(res.status, `${name}: ${res.body.m}`).toBe(200);
      const rows = await one('select * from audit_log where id > $1 order by id', [before]);
      expect(
        rows.map((r) => r.action),
        name,
      ).toEqual(step.writes);
      for (const row of rows) {
        expect(row).toMatchObject({ ip: '127.0.0.1', user_agent: AGENT, request_id: expect.any(String) });
        if (name.startsWith('admin.')) expect(row).toMatchObject({ actor_kind: 'admin', user_id: adminId });
        else expect(row).toMatchObject({ actor_kind: 'user', user_id: expect.any(Number) });
      }
    }
    const all = JSON.stringify(await one('select detail from audit_log'));
    for (const secret of ['Empleada-nueva-2026', 'Flores-de-mayo-2026', 'pos_', '@example.com'])
      expect(all).not.toContain(secret);
    const mine = await auditRows(a.store.id);
    expect(mine.find((r) => r.action === 'points.discounted')?.detail).toMatchObject({ points: -5 });
    expect(mine.find((r) => r.action === 'employee.permissions')?.detail).toMatchObject({
      granted: ['permRedeem'],
      revoked: [],
    });
    expect(mine.find((r) => r.action === 'employee.updated')?.detail).toMatchObject({
      fields: ['first_name'],
    });
    expect(mine.find((r) => r.action === 'store.pointsExpiry')?.detail).toEqual({
      rule: 'earned',
      months: 18,
      previousRule: 'never',
      previousMonths: 12,
    });
    expect(mine.find((r) => r.action === 'store.birthdayGift')?.detail).toEqual({
      gift: 'points',
      points: 80,
      previousGift: 'off',
      previousPoints: 100,
    });
    // A customer is named by id; the dates (personal data) stay out of the log.
    expect(mine.find((r) => r.action === 'customer.birthday')?.detail).toEqual({
      customerId: expect.any(Number),
    });
  });

  it('keeps the log append-only', async () => {
    await expect(t.pool.query('update audit_log set action = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(t.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });

  it("shows the owner their store's log only, filtered by action, user and days; employees may not read it", async () => {
    const page = await ok(post('/client/audit/get-all', { page: 1, pageSize: 100 }, owner));
    const entries = page.entries as { store: { id: number }; action: string; actor: object }[];
    expect(entries.length).toBeGreaterThan(10);
    expect(new Set(entries.map((e) => e.store.id))).toEqual(new Set([a.store.id]));
    expect(page.total).toBe(entries.length);
    expect(entries.find((e) => e.action === 'store.settings')?.actor).toEqual({
      kind: 'user',
      userId: a.owner.id,
      name: 'Dueño Prueba',
      email: a.owner.email,
    });
    const filtered = await ok(
      post('/client/audit/get-all', { action: 'employee.deleted', userId: a.owner.id }, owner),
    );
    expect(filtered.total).toBe(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    expect((await ok(post('/client/audit/get-all', { from: today, to: today }, owner))).total).toBe(
      page.total,
    );
    expect((await ok(post('/client/audit/get-all', { to: '2020-01-01' }, owner))).total).toBe(0);

    const { token: stranger } = await createSignedInStore(t);
    expect((await ok(post('/client/audit/get-all', {}, stranger))).total).toBe(0);
    expect((await post('/client/audit/get-all', { userId: a.owner.id }, stranger)).status).toBe(404);
    await ok(
      post('/admin/store/payment/add', { storeId: a.store.id, planId: 1, amount: 15, method: 'cash' }, admin),
    );
    const byAdmin = await ok(post('/client/audit/get-all', { action: 'admin.paymentAdded' }, owner));
    expect((byAdmin.entries as { actor: object }[])[0]!.actor).toEqual({
      kind: 'admin',
      userId: null,
      name: null,
      email: null,
    });
    const worker = await createEmployee(t.db, a.store.id, a.location.id, { permStore: true });
    const employeeToken = await t.login(worker.email, TEST_PASSWORD);
    expect((await post('/client/audit/get-all', {}, employeeToken)).status).toBe(403);
    expect((await post('/admin/audit/get-all', {}, owner)).status).toBe(403);
  });

  it("shows the admin every store's log, by store, with store users' emails masked; an owner does not see which admin", async () => {
    const all = await ok(post('/admin/audit/get-all', { pageSize: 100 }, admin));
    const stores = new Set((all.entries as { store: { id: number } }[]).map((e) => e.store.id));
    expect(stores.size).toBeGreaterThanOrEqual(3);
    const ofA = await ok(
      post('/admin/audit/get-all', { storeId: a.store.id, action: 'store.settings' }, admin),
    );
    // Newest first: the birthday gift's save, the points expiry's, then the description's.
    expect(ofA.entries).toEqual([
      expect.objectContaining({ detail: { fields: ['birthdayGift', 'birthdayPoints'] } }),
      expect.objectContaining({ detail: { fields: ['pointsExpiryRule', 'pointsExpiryMonths'] } }),
      expect.objectContaining({
        store: { id: a.store.id, name: a.store.name, timeZone: 'America/Lima' },
        actor: {
          kind: 'user',
          userId: a.owner.id,
          name: 'Dueño Prueba',
          email: expect.stringMatching(/^o\*\*\*@example\.com$/),
        },
        detail: { fields: ['description'] },
        ip: '127.0.0.1',
        userAgent: AGENT,
      }),
    ]);
    expect((await post('/admin/audit/get-all', { storeId: 999_999 }, admin)).status).toBe(404);
  });

  it("audits a change of the points expiry's months alone, and not a save that leaves the rule as it was", async () => {
    const before = (await one('select coalesce(max(id), 0) as id from audit_log'))[0].id as number;
    await ok(post('/client/store/save', { pointsExpiryRule: 'earned', pointsExpiryMonths: 18 }, owner));
    await ok(post('/client/store/save', { pointsExpiryMonths: 6 }, owner));
    const rows = await one(
      'select action, detail from audit_log where id > $1 and store_id = $2 order by id',
      [before, a.store.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['store.settings', 'store.settings', 'store.pointsExpiry']);
    expect(rows[2].detail).toEqual({ rule: 'earned', months: 6, previousRule: 'earned', previousMonths: 18 });
  });
});
