import { DEFAULT_REDEEM_AVAILABLE_TEXT } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/build-test-app.ts';
import { createEmployee, createStore, TEST_PASSWORD } from '../../../../test/factories.ts';

describe('store configuration', () => {
  let owner: string;

  const t = useTestApp();
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
  });

  it('shows the store info of spec §3 and the general configuration', async () => {
    const res = await t.post('/client/get-store-info', {}, owner);
    expect(res.status).toBe(200);
    expect(res.body.store).toMatchObject({
      name: 'Café Aurora',
      country: { id: 1, name: 'Perú', countryCode: 'PE' },
      storetype: { id: 1, name: 'Cafetería' },
      clientsAmount: expect.any(Number),
      currencyCode: 'PEN',
      currencyName: 'Sol peruano',
      useConversion: true,
      conversionPoints: 1,
      conversionMoney: 10,
      welcomePoints: 20,
      redeemFree: 50,
      redeemBought: 100,
      redeemTotal: 150,
      phoneCode: '+51',
      slug: 'cafe-aurora',
      clientWebApp: null,
      withSubscription: true,
      hasSubscripton: true,
      redeemAvailableText: DEFAULT_REDEEM_AVAILABLE_TEXT,
    });
    expect(res.body.generalConfiguration).toEqual({ supportPhone: null, redeemBought: expect.any(Number) });
  });

  it('lets employees read it (the counter needs the conversion) but not save it', async () => {
    const employee = await t.login('employee@premia.local');
    const read = await t.post('/client/get-store-info', {}, employee);
    expect(read.status).toBe(200);
    expect(read.body.store.conversionMoney).toBe(10);
    const save = await t.post('/client/store/save', { welcomePoints: 0 }, employee);
    expect(save.status).toBe(403);
  });

  it('saves the settings and reads them back; money is truncated to two decimals', async () => {
    const settings = {
      name: 'Café Aurora Lima',
      description: 'Café de especialidad.',
      storeTypeId: 3,
      phone: '(01) 445 1234',
      phoneCode: '+51',
      email: 'Hola@CafeAurora.pe',
      logo: '/uploads/logo/aurora.png',
      currencyCode: 'usd',
      useConversion: true,
      conversionPoints: 2,
      conversionMoney: 10.999,
      welcomePoints: 35,
      emailOnCustomerCreation: false,
      emailOnGivePoints: true,
      emailOnRedemmed: true,
      showDescriptionField: true,
      showTicketNumberField: false,
      requestReward: true,
      rewardRequestInfo: 'Pídalo en caja.',
      qrReward: false,
      ordersLink: 'https://wa.me/51987654321',
      slug: 'Aurora-Lima',
      redeemAvailableText: 'Pase por caja con su QR.',
    };
    const res = await t.post('/client/store/save', settings, owner);
    expect(res.status).toBe(200);
    expect(res.body.m).toBe('La configuración del negocio ha sido guardada.');
    const read = await t.post('/client/get-store-info', {}, owner);
    const { storeTypeId: _storeTypeId, ...shown } = settings;
    expect(read.body.store).toMatchObject({
      ...shown,
      storetype: { id: 3, name: 'Panadería' },
      email: 'hola@cafeaurora.pe',
      currencyCode: 'USD',
      conversionMoney: 10.99,
      slug: 'aurora-lima',
    });
    const { rows } = await t.db.execute(
      sql`select conversion_money_cents from stores where slug = 'aurora-lima'`,
    );
    expect(rows[0]?.conversion_money_cents).toBe(1099);

    // Only the fields sent change; an emptied text goes back to its default.
    const partial = await t.post(
      '/client/store/save',
      { welcomePoints: 0, redeemAvailableText: null },
      owner,
    );
    expect(partial.body.store).toMatchObject({
      welcomePoints: 0,
      conversionPoints: 2,
      name: 'Café Aurora Lima',
      redeemAvailableText: DEFAULT_REDEEM_AVAILABLE_TEXT,
    });
  });

  it('refuses bad settings with Spanish messages', async () => {
    const other = await createStore(t.db);
    const cases: [object, number, string | RegExp][] = [
      [{ slug: other.store.slug }, 409, 'Esa dirección web ya la usa otro negocio. Elija otra.'],
      [
        { slug: 'con espacios' },
        400,
        'La dirección del negocio solo puede tener letras minúsculas, números y guiones.',
      ],
      [{ storeTypeId: 999 }, 400, 'El tipo de comercio elegido no existe.'],
      [{ currencyCode: 'XYZ' }, 400, 'La moneda elegida no existe.'],
      [{ conversionMoney: 0 }, 400, /monto de compra/],
      [{ conversionPoints: 0 }, 400, /puntos por compra/],
      [{ welcomePoints: -1 }, 400, /puntos de bienvenida/],
      [{ email: 'no-es-email' }, 400, 'El campo «email» no es un email válido.'],
      [{ ordersLink: 'wa.me/123' }, 400, 'El enlace debe empezar por http:// o https://.'],
      [{ name: '' }, 400, 'El campo «nombre» es obligatorio.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.post('/client/store/save', body, owner);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.m, JSON.stringify(body)).toMatch(message);
    }
  });

  it('shows the customers’ web app address only in the multi-store brand', async () => {
    const multi = await buildTestApp({ env: { BRAND_MULTI_STORE: 'true' } });
    try {
      const token = await multi.login('owner@premia.local');
      const res = await multi.post('/client/get-store-info', {}, token);
      expect(res.body.store.clientWebApp).toBe('http://premia.test');
    } finally {
      await multi.close();
    }
  });

  it('deletes the account when the owner types the store name: nobody of the store signs in, data is kept', async () => {
    const shop = await createStore(t.db, 'Panadería Sol');
    const worker = await createEmployee(t.db, shop.store.id, shop.location.id);
    const token = await t.login(shop.owner.email, TEST_PASSWORD);
    const workerToken = await t.login(worker.email, TEST_PASSWORD);

    const wrong = await t.post('/client/delete-account', { storeName: 'Panaderia Luna' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.m).toBe(
      'El nombre escrito no coincide con el de su negocio. Escríbalo tal como aparece para confirmar.',
    );
    const byEmployee = await t.post('/client/delete-account', { storeName: 'Panadería Sol' }, workerToken);
    expect(byEmployee.status).toBe(403);

    const res = await t.post('/client/delete-account', { storeName: '  panadería sol ' }, token);
    expect(res.status).toBe(200);
    expect(res.body.m).toMatch(/eliminada/);
    expect((await t.post('/client/info', {}, token)).status).toBe(401);
    expect((await t.post('/client/info', {}, workerToken)).status).toBe(401);
    for (const email of [shop.owner.email, worker.email]) {
      const login = await t.post('/login/client', { email, password: TEST_PASSWORD });
      expect(login.status).toBe(401);
      expect(login.body.m).toBe('El email y/o la contraseña no son válidos.');
    }
    const { rows } = await t.db.execute(
      sql`select s.active, (select count(*) from locations l where l.store_id = s.id) as locations from stores s where s.id = ${shop.store.id}`,
    );
    expect(rows[0]).toEqual({ active: false, locations: 1 });
    // The other stores are untouched.
    expect((await t.post('/client/info', {}, owner)).status).toBe(200);
  });
});
