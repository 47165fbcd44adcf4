import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';

let owner: string;
let admin: string;
let storeId: number;
let categoryId: number;
let today: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  admin = await t.login('admin@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
  const category = await t.post(
    '/admin/category/add',
    { name: 'Bebidas', translations: [{ languageCode: 'es', text: 'Bebidas' }] },
    admin,
  );
  categoryId = category.body.category.id;
  today = (
    await t.pool.query(
      `select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as d from stores where id = $1`,
      [storeId],
    )
  ).rows[0].d;
});

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('offers', () => {
  it('are filed in a category with prices in cents of the store currency, with the spec toasts', async () => {
    const made = await t.post(
      '/client/offer/add',
      {
        name: 'Dos capuchinos',
        price: 12.999,
        oldPrice: 18.5,
        categoryId,
        image: '/uploads/offer/x/a.png',
        public: true,
      },
      owner,
    );
    expect(made.body).toMatchObject({
      s: 'ok',
      m: 'Oferta creada',
      offer: {
        name: 'Dos capuchinos',
        price: 12.99,
        oldPrice: 18.5,
        category: { id: categoryId, name: 'Bebidas' },
        expired: false,
      },
    });
    const row = await t.pool.query('select price_cents, old_price_cents from offers where id = $1', [
      made.body.offer.id,
    ]);
    expect(row.rows[0]).toEqual({ price_cents: 1299, old_price_cents: 1850 });
    const list = await t.post('/client/offer/get-all', {}, owner);
    expect(list.body.currency).toMatchObject({ code: 'PEN' });
    expect(list.body.offers[0].id).toBe(made.body.offer.id);
    const updated = await t.post(
      '/client/offer/update',
      { offerId: made.body.offer.id, name: 'Tres capuchinos', price: 15, categoryId: null },
      owner,
    );
    expect(updated.body).toMatchObject({
      m: 'Oferta actualizada',
      offer: { name: 'Tres capuchinos', price: 15, oldPrice: null, category: null },
    });
    expect((await t.post('/client/offer/delete', { offerId: made.body.offer.id }, owner)).body.m).toBe(
      'Oferta eliminada',
    );
  });

  it('refuses an old price not above the price, and a category stores do not see', async () => {
    const prices = await t.post('/client/offer/add', { name: 'X', price: 10, oldPrice: 10 }, owner);
    expect(prices.status).toBe(400);
    expect(prices.body.m).toBe('El precio anterior debe ser mayor que el precio.');
    const hidden = await t.post(
      '/admin/category/add',
      { name: 'Pets', translations: [{ languageCode: 'en', text: 'Pets' }] },
      admin,
    );
    const unlisted = await t.post(
      '/client/offer/add',
      { name: 'X', categoryId: hidden.body.category.id },
      owner,
    );
    expect(unlisted.status).toBe(404);
    expect(unlisted.body.m).toBe('No se encontró la categoría.');
  });

  it('stop showing by themselves after their last day in the store time zone', async () => {
    const lastDay = await t.post('/client/offer/add', { name: 'Hasta hoy', expirationDate: today }, owner);
    const gone = await t.post(
      '/client/offer/add',
      { name: 'Hasta ayer', expirationDate: shift(today, -1) },
      owner,
    );
    expect(gone.body.offer.expired).toBe(true);
    expect(lastDay.body.offer.expired).toBe(false);
    const customer = await createCustomerSession(t.db, storeId);
    const names = (await t.post('/wallet/content', {}, customer.token)).body.offers.map(
      (o: { name: string }) => o.name,
    );
    expect(names).toContain('Hasta hoy');
    expect(names).not.toContain('Hasta ayer');
  });

  it("shows customers the store's offers and the platform's, by category; the public page only the public ones", async () => {
    await t.post('/client/offer/add', { name: 'Pública', public: true, categoryId }, owner);
    await t.post('/client/offer/add', { name: 'Para clientes', public: false }, owner);
    await t.post('/client/offer/add', { name: 'Apagada', active: false, public: true }, owner);
    const platform = await t.post(
      '/admin/offer/add',
      { name: 'Semana Premia', description: 'Doble puntos' },
      admin,
    );
    expect(platform.body).toMatchObject({ m: 'Oferta creada', offer: { platform: true } });
    expect((await t.post('/client/offer/delete', { offerId: platform.body.offer.id }, owner)).status).toBe(
      404,
    );

    const customer = await createCustomerSession(t.db, storeId);
    const wallet = (await t.post('/wallet/content', {}, customer.token)).body;
    const names = wallet.offers.map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Pública', 'Para clientes', 'Semana Premia']));
    expect(names).not.toContain('Apagada');
    expect(wallet.categories).toEqual([{ id: categoryId, name: 'Bebidas' }]);
    expect(wallet.currency.code).toBe('PEN');

    const page = (await t.post('/general/store/content', { slug: 'cafe-aurora' })).body;
    const shown = page.offers.map((o: { name: string }) => o.name);
    expect(shown).toContain('Pública');
    expect(shown).not.toContain('Para clientes');
    expect(shown).not.toContain('Semana Premia');

    // A category that offers are filed in cannot be deleted.
    const inUse = await t.post('/admin/category/delete', { categoryId }, admin);
    expect(inUse.status).toBe(409);
    const updated = await t.post(
      '/admin/offer/update',
      { offerId: platform.body.offer.id, name: 'Semana Premia 2' },
      admin,
    );
    expect(updated.body).toMatchObject({ m: 'Oferta actualizada', offer: { name: 'Semana Premia 2' } });
    expect(
      (await t.post('/admin/offer/get-all', {}, admin)).body.offers.map((o: { name: string }) => o.name),
    ).toEqual(['Semana Premia 2']);
    expect((await t.post('/admin/offer/delete', { offerId: platform.body.offer.id }, admin)).body.m).toBe(
      'Oferta eliminada',
    );
  });
});
