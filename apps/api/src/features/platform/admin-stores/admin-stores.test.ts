import { STORES_COUNT_LIMIT } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

const PASSWORD = 'Flores-de-mayo-2026';

describe('the admin stores and businesses', () => {
  let admin: string;

  const newBusiness = (over: Record<string, unknown> = {}) => ({
    type: 'new',
    name: 'Florería Jazmín',
    storeTypeId: 3,
    ruc: '20123456789',
    first_name: 'Rosa',
    last_name: 'Mamani',
    email: `rosa-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: PASSWORD,
    countryId: 2,
    ...over,
  });

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
  });

  it('lists the stores by name, paged, searched by name, RUC or owner email, filtered by state', async () => {
    const all = await t.post('/admin/store/get-all', { page: 1, pageSize: 2 }, admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.stores.map((s: { name: string }) => s.name)).toEqual(['Café Aurora', 'Librería Quipu']);
    expect(all.body.stores[0]).toMatchObject({
      ruc: '20601234567',
      storeType: { id: 1, name: 'Cafetería' },
      country: { id: 1, name: 'Perú' },
      owner: { name: 'Ana Torres', email: 'owner@premia.local' },
      active: true,
    });
    expect(all.body.stores[0].customers).toBeGreaterThan(0);
    expect(all.body).toMatchObject({ clientWebApp: null, withSubscription: false });
    const page2 = await t.post('/admin/store/get-all', { page: 2, pageSize: 2 }, admin);
    expect(page2.body.stores.map((s: { name: string }) => s.name)).toEqual([
      'Panadería El Trigal',
      'Taquería La Condesa',
    ]);

    const byRuc = await t.post('/admin/store/get-all', { search: '2060987' }, admin);
    expect(byRuc.body.stores.map((s: { name: string }) => s.name)).toEqual(['Librería Quipu']);
    const byEmail = await t.post('/admin/store/get-all', { search: 'PANADERIA@premia' }, admin);
    expect(byEmail.body.stores.map((s: { name: string }) => s.name)).toEqual(['Panadería El Trigal']);
    const literal = await t.post('/admin/store/get-all', { search: '%' }, admin);
    expect(literal.body.total).toBe(0);
    const inactive = await t.post('/admin/store/get-all', { status: 'inactive' }, admin);
    expect(inactive.body.stores.map((s: { name: string }) => s.name)).toEqual(['Panadería El Trigal']);
  });

  it('creates a business: the owner signs in with the given password and sees an empty store of that type and country', async () => {
    const input = newBusiness();
    const res = await t.post('/admin/business/process', input, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      m: 'Negocio creado',
      store: {
        name: 'Florería Jazmín',
        storetypeId: 3,
        active: true,
        redeemBought: 0,
        countryId: 2,
        ruc: '20123456789',
      },
      user: { first_name: 'Rosa', last_name: 'Mamani', email: input.email },
    });
    const owner = await t.login(input.email, PASSWORD);
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store).toMatchObject({
      name: 'Florería Jazmín',
      storetype: { id: 3, name: 'Panadería' },
      country: { id: 2, name: 'Argentina' },
      currencyCode: 'ARS',
      clientsAmount: 0,
    });
    const customers = await t.post('/client/customer/all', {}, owner);
    expect(customers.body.total ?? customers.body.customers.length).toBe(0);
  });

  it('refuses a new business without a password, with a weak one, with an email in use or an unknown store type', async () => {
    const without = await t.post('/admin/business/process', newBusiness({ password: '' }), admin);
    expect(without.status).toBe(400);
    expect(without.body.m).toBe('Indique la contraseña del dueño para crear el negocio.');
    const weak = await t.post('/admin/business/process', newBusiness({ password: 'password123' }), admin);
    expect(weak.status).toBe(400);
    const taken = await t.post(
      '/admin/business/process',
      newBusiness({ email: 'owner@premia.local' }),
      admin,
    );
    expect(taken.status).toBe(409);
    const type = await t.post('/admin/business/process', newBusiness({ storeTypeId: 9999 }), admin);
    expect(type.status).toBe(400);
    expect(type.body.m).toBe('El tipo de comercio elegido no existe.');
  });

  it('edits a business: a blank password keeps the old one; deactivating ends the open session; reactivating lets the owner in', async () => {
    const input = newBusiness({ name: 'Bodega Don Lucho', storeTypeId: 4, countryId: 1 });
    const created = (await t.post('/admin/business/process', input, admin)).body;
    const ownerSession = await t.login(input.email, PASSWORD);
    const got = await t.post('/admin/business/get', { storeId: created.store.id }, admin);
    expect(got.body).toMatchObject({ store: created.store, user: created.user });

    const edit = {
      ...input,
      type: 'edit',
      storeId: created.store.id,
      userId: created.user.id,
      name: 'Bodega Don Lucho e Hijos',
      first_name: 'Luis',
      password: '',
      redeemBought: 40,
    };
    const edited = await t.post('/admin/business/process', edit, admin);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      m: 'Negocio actualizado',
      store: { name: 'Bodega Don Lucho e Hijos', redeemBought: 40, active: true },
      user: { first_name: 'Luis' },
    });
    expect((await t.post('/client/info', {}, ownerSession)).status).toBe(200);
    await t.login(input.email, PASSWORD);

    const off = await t.post('/admin/business/process', { ...edit, active: false }, admin);
    expect(off.body.store.active).toBe(false);
    const refused = await t.post('/client/info', {}, ownerSession);
    expect(refused.status).toBe(401);
    // With the right password the owner is told the business is deactivated, and whom to write to (#30.13).
    const signIn = await t.post('/login/client', { email: input.email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toMatch(/^auth\.storeDeactivated/);
    expect(signIn.body.token).toBeUndefined();

    await t.post('/admin/business/process', { ...edit, active: true }, admin);
    const again = await t.login(input.email, PASSWORD);
    expect((await t.post('/client/info', {}, again)).status).toBe(200);
  });

  it("refuses the store's POS token while the store is off, and takes it back when it is on", async () => {
    const input = newBusiness({ name: 'Farmacia Salud' });
    const created = (await t.post('/admin/business/process', input, admin)).body;
    const owner = await t.login(input.email, PASSWORD);
    const pos = (await t.post('/client/api/token/generate', {}, owner)).body.token as string;
    const search = () => t.post('/client/customer/search', { q: 'Ana' }, pos);
    expect((await search()).status).toBe(200);
    const edit = { ...input, type: 'edit', storeId: created.store.id, userId: created.user.id, password: '' };
    await t.post('/admin/business/process', { ...edit, active: false }, admin);
    expect((await search()).status).toBe(401);
    await t.post('/admin/business/process', { ...edit, active: true }, admin);
    expect((await search()).status).toBe(200);
  });

  it('finds a store by its new name and its owner’s new email after an edit, and no longer by the old ones', async () => {
    const input = newBusiness({ name: 'Óptica Mirada' });
    const created = (await t.post('/admin/business/process', input, admin)).body;
    const names = async (search: string) =>
      (await t.post('/admin/store/get-all', { search }, admin)).body.stores.map(
        (s: { name: string }) => s.name,
      );
    expect(await names(input.email)).toEqual(['Óptica Mirada']);
    const email = `vista-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const edit = { ...input, type: 'edit', storeId: created.store.id, userId: created.user.id, password: '' };
    await t.post('/admin/business/process', { ...edit, name: 'Óptica Buena Vista', email }, admin);
    expect(await names('óptica mirada')).toEqual([]);
    expect(await names(input.email)).toEqual([]);
    expect(await names('ÓPTICA BUENA')).toEqual(['Óptica Buena Vista']);
    expect(await names(email.toUpperCase())).toEqual(['Óptica Buena Vista']);
  });

  it('edits refuse an owner of another store and an email another user has', async () => {
    const a = (await t.post('/admin/business/process', newBusiness({ name: 'Tienda A' }), admin)).body;
    const b = (await t.post('/admin/business/process', newBusiness({ name: 'Tienda B' }), admin)).body;
    const base = newBusiness({ type: 'edit', storeId: a.store.id, password: '' });
    const wrongOwner = await t.post('/admin/business/process', { ...base, userId: b.user.id }, admin);
    expect(wrongOwner.status).toBe(404);
    const taken = await t.post(
      '/admin/business/process',
      { ...base, userId: a.user.id, email: b.user.email },
      admin,
    );
    expect(taken.status).toBe(409);
  });

  it('deletes a business only when its name is typed; the ledger, customers and payments stay', async () => {
    const before = await t.db.execute<{ ledger: number; customers: number; payments: number }>(sql`
      select (select count(*)::int from ledger_entries where store_id = 1) as ledger,
        (select count(*)::int from customers where store_id = 1) as customers,
        (select count(*)::int from payments where store_id = 1) as payments`);
    const owner = await t.login('owner@premia.local');
    const wrong = await t.post('/admin/business/delete', { storeId: 1, storeName: 'Café' }, admin);
    expect(wrong.status).toBe(400);
    const done = await t.post('/admin/business/delete', { storeId: 1, storeName: ' café aurora ' }, admin);
    expect(done.body).toEqual({ s: 'ok', m: 'Negocio eliminado', code: 'adminStores.deleted', params: {} });
    expect((await t.post('/client/info', {}, owner)).status).toBe(401);
    const after = await t.db.execute(sql`
      select (select count(*)::int from ledger_entries where store_id = 1) as ledger,
        (select count(*)::int from customers where store_id = 1) as customers,
        (select count(*)::int from payments where store_id = 1) as payments`);
    expect(after.rows[0]).toEqual(before.rows[0]);
    const detail = await t.post('/admin/store/get', { storeId: 1 }, admin);
    expect(detail.body.store).toMatchObject({ active: false, closedAt: expect.any(String) });
    const activity = await t.post('/admin/store/get-activity', { storeId: 1, pageSize: 5 }, admin);
    expect(activity.body.events[0]).toMatchObject({
      kind: 'settings',
      who: 'Adriana Salas',
      detail: 'Negocio eliminado por el administrador',
    });
  });

  it("shows a store's detail, its charts from the roll-ups and its activity, paged", async () => {
    const detail = await t.post('/admin/store/get', { storeId: 2 }, admin);
    expect(detail.body.store).toMatchObject({
      name: 'Librería Quipu',
      owner: { name: 'Mateo Huamán', email: 'libreria@premia.local' },
      locations: [{ name: 'Local principal' }],
      employees: 0,
      customers: 0,
      allowance: { redeemFree: 20, redeemBought: 0, used: 0, left: 20 },
      lastPlan: null,
      subscription: 'absent',
    });
    const aurora = await t.post('/admin/store/get', { storeId: 1 }, admin);
    expect(aurora.body.store.lastPlan).toMatchObject({ name: 'Pack 100 canjes' });

    const { rows } = await t.db.execute<{ day: string; given: number; customers: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(points_given)::int as given, sum(new_customers)::int as customers
      from daily_stats where store_id = 1 group by day order by day desc limit 1`);
    const last = rows[0]!;
    const charts = await t.post(
      '/admin/store/more-info',
      { storeId: 1, startDate: last.day, endDate: last.day },
      admin,
    );
    expect(charts.status).toBe(200);
    expect(charts.body.days).toEqual([
      { date: last.day, pointsGiven: last.given, pointsRedeemed: expect.any(Number) },
    ]);
    expect(charts.body.months).toHaveLength(12);
    expect(charts.body.months.at(-1).month).toBe(last.day.slice(0, 7));
    const reversed = await t.post(
      '/admin/store/more-info',
      { storeId: 1, startDate: '2026-02-01', endDate: '2026-01-01' },
      admin,
    );
    expect(reversed.status).toBe(400);

    await t.login('libreria@premia.local');
    const page1 = await t.post('/admin/store/get-activity', { storeId: 2, pageSize: 1 }, admin);
    expect(page1.body.events).toEqual([
      { at: expect.any(String), kind: 'signIn', who: 'Mateo Huamán', detail: 'Inició sesión' },
    ]);
    expect(page1.body.hasMore).toBe(true);
    const page2 = await t.post('/admin/store/get-activity', { storeId: 2, page: 2, pageSize: 1 }, admin);
    expect(page2.body.events[0]).toMatchObject({
      kind: 'payment',
      detail: 'Pack 100 canjes: 100 canjes, pendiente',
    });
  });

  it('counts a search that most stores match only up to 1,000 past the page (more than that: more), a small one exactly', async () => {
    await t.db.execute(sql`
      insert into stores (name, store_type_id, country_id, currency_code, time_zone, slug, ruc)
      select 'Kiosko Capado ' || lpad(i::text, 4, '0'), 1, 1, 'PEN', 'America/Lima', 'kiosko-capado-' || i, null
      from generate_series(1, ${STORES_COUNT_LIMIT + 30}::int) i`);
    const search = (body: Record<string, unknown>) =>
      t.post('/admin/store/get-all', { search: 'kiosko capado', ...body }, admin);

    const first = await search({ page: 1, pageSize: 20 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: STORES_COUNT_LIMIT, more: true });
    expect(first.body.stores.map((s: { name: string }) => s.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Kiosko Capado ${String(i + 1).padStart(4, '0')}`),
    );
    // Deeper, the count reaches the end of the matches: exact again.
    const deep = await search({ page: 50, pageSize: 20 });
    expect(deep.body).toMatchObject({ total: STORES_COUNT_LIMIT + 30, more: false });
    expect(deep.body.stores[0].name).toBe('Kiosko Capado 0981');
    const last = await search({ page: 52, pageSize: 20 });
    expect(last.body.stores.map((s: { name: string }) => s.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Kiosko Capado ${1021 + i}`),
    );

    const narrow = await search({ search: 'kiosko capado 07' });
    expect(narrow.body).toMatchObject({ total: 100, more: false });
    const none = await search({ search: 'kiosko capado 9' });
    expect(none.body).toMatchObject({ stores: [], total: 0, more: false });
    // Without a search the total is the platform's kept count, exact.
    const all = await t.post('/admin/store/get-all', { page: 1, pageSize: 20 }, admin);
    expect(all.body.more).toBe(false);
    expect(all.body.total).toBeGreaterThan(STORES_COUNT_LIMIT + 30);
    // The same statement reads whether subscriptions are on (the configuration's, as saved).
    await t.db.execute(sql`insert into billing_settings (id, subscription_enabled) values (1, true)
      on conflict (id) do update set subscription_enabled = true`);
    expect((await search({})).body.withSubscription).toBe(true);
    await t.db.execute(sql`update billing_settings set subscription_enabled = false where id = 1`);
    expect((await search({})).body.withSubscription).toBe(false);
  });
});
